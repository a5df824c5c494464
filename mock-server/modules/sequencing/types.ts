/**
 * The yard-block sequencings (D3 §3, §4 Sequencing; issue 32 §1): the operator's plan for the direct
 * pickups of one block, its processing on the demo clock and the turns it gave. Joined to the
 * terminal's store by declaration; a turn is an appointment of its own kind ('directTurn').
 */
import type { PlanMethod } from '../../../src/domain/yard/sequencingForm';
import type { Direction } from '../../../src/domain/yard/sequencingOrder';
import type { SequencingState } from '../../../src/domain/yard/sequencingStates';
import type { TerminalDb } from '../../terminalModel/types';

/** A turn given: the box, its place when sequenced, its appointment (number and time) and its place in the order. */
export interface SequencingTurnRecord {
  order: number;
  unitVisitId: string;
  appointmentId: number;
  stack: number;
  row: string;
  tier: number;
}

export interface Sequencing {
  id: number;
  state: SequencingState;
  block: string;
  sectionFrom: number;
  sectionTo: number;
  rowFrom: string;
  rowTo: string;
  method: PlanMethod;
  sentido: Direction;
  sentidoStack: Direction;
  intervalDirects: number;
  /** ISO instants on the terminal's clock: saved, first turn, processing over (null while PROCESANDO). */
  date: string;
  dateInitation: string;
  dateEnd: string | null;
  /** When processing ends: the save plus PROCESSING_MS. */
  finishAt: string;
  /** Direct pickups in range, and those given a turn (null until processed). */
  qtyTotal: number | null;
  qtyOk: number | null;
  turns: SequencingTurnRecord[];
  createdBy: string;
  informedAt: string | null;
  cancelledAt: string | null;
}

declare module '../../terminalModel/types' {
  interface TerminalDb {
    sequencing: Sequencing[];
  }
  /** A sequencing's turn for a direct pickup: an appointment outside the quotas (the terminal gives it). */
  interface AppointmentKinds {
    directTurn: true;
  }
}

export const SEQUENCING_COLLECTIONS = ['sequencing'] as const satisfies readonly (keyof TerminalDb)[];
