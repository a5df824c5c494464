/** The export unit and its pre-advice for the shell, a refresh after each change, and its calls one at a time. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { exportApi, type ExportPreadviceWire } from '../terminal/exportApi';
import { useTerminalAction } from '../terminal/useTerminalAction';

export const exportKey = (nbr: string) => ['exportArea', nbr] as const;

export function useExportUnitQuery(nbr: string) {
  const unit = useQuery({ queryKey: [...exportKey(nbr), 'unit'], queryFn: () => exportApi.unit(nbr), retry: false });
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: exportKey(nbr) }), [client, nbr]);
  return { unit, refresh };
}

export interface ExportUnitState {
  preadvice: ExportPreadviceWire;
  refresh: () => Promise<void>;
}

export const ExportUnitContext = createContext<ExportUnitState | undefined>(undefined);

/** The shell's unit, for its children. */
export function useExportUnit(): ExportUnitState {
  const value = useContext(ExportUnitContext);
  if (!value) throw new Error('useExportUnit fuera de la ficha de exportación');
  return value;
}

/** Runs one of the export unit's calls, then refreshes the shell's unit. */
export const useExportAction = () => useTerminalAction(useExportUnit().refresh);
