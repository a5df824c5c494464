/**
 * The gate (D2 §2 Gate, §3 Gate arrival): a box's arrival at a truck gate, notified to customs and
 * then confirmed, and the customs and pre-gate facts its checks read. One record per unit visit
 * (an export box's stay), joined to the terminal's store by declaration.
 */
import type { TerminalDb } from '../../terminalModel/types';

export interface GateArrival {
  /** The unit visit's id: one arrival per stay. */
  id: string;
  unitNbr: string;
  /** The truck passed the pre-gate control (documents and seals); the terminal's fact, a demo control sets it. */
  pregate: boolean;
  /** Customs ordered a scanner pass not yet made. */
  escaner: boolean;
  /** Customs refused the box entry to the primary zone. */
  rechazoZP: boolean;
  /** The gate the arrival was registered at (null: not registered yet). */
  gate: number | null;
  /** ISO instants on the terminal's clock, and who. */
  arrivedAt: string | null;
  arrivedBy: string | null;
  confirmedAt: string | null;
  confirmedBy: string | null;
  /** The truck's pass written at the confirmation. */
  gateVisitId: number | null;
}

declare module '../../terminalModel/types' {
  interface TerminalDb {
    gateArrival: GateArrival[];
  }
}

/** The collections this module adds to the store (kinds/collections.ts composes them). */
export const GATE_COLLECTIONS = ['gateArrival'] as const satisfies readonly (keyof TerminalDb)[];
