/** Runs one of the import unit's calls, then refreshes the shell's unit. */
import { useTerminalAction } from '../terminal/useTerminalAction';
import { useImportUnit } from './useImportUnit';

export const useUnitAction = () => useTerminalAction(useImportUnit().refresh);
