/**
 * Multi-move truck visits (issue 31 §3; beyond-spec): one truck of one company, in one slot, that
 * drops an export box and picks up an import box, under ONE gate pass with ONE code.
 * Joined to the store by declaration.
 */
import type { TerminalDb } from '../../terminalModel/types';

export interface TruckVisit {
  /** Its number; the code is 'V' + number (src/domain/truckVisit/join.ts visitCode). */
  id: number;
  code: string;
  truckingId: string;
  day: string;
  start: string;
  end: string;
  /** The plate both appointments were checked in with. */
  plate: string;
  /** The export delivery appointment it drops, and the import pickup appointment. */
  dropId: number;
  pickupId: number;
  createdAt: string;
  createdBy: string;
  /** The gate lane it came through, and its pass on the terminal's clock (ISO), once it happened. */
  gate: number | null;
  timeIn: string | null;
  timeOut: string | null;
}

declare module '../../terminalModel/types' {
  interface TerminalDb {
    truckVisit: TruckVisit[];
  }
}

export const TRUCK_VISIT_COLLECTIONS = ['truckVisit'] as const satisfies readonly (keyof TerminalDb)[];
