/**
 * The yard's positions (issue 32 §1): where each box in the yard stands, one record per unit visit,
 * whatever its kind of operation. Joined to the terminal's store by declaration.
 */
import type { YardPlace } from '../../../src/domain/yard/layout';
import type { TerminalDb } from '../../terminalModel/types';

export interface YardPosition extends YardPlace {
  /** The unit visit's id: one place per stay. */
  id: string;
  unitNbr: string;
}

declare module '../../terminalModel/types' {
  interface TerminalDb {
    yardPosition: YardPosition[];
  }
}

export const YARD_COLLECTIONS = ['yardPosition'] as const satisfies readonly (keyof TerminalDb)[];
