/** The yard's answers on the wire (D3 §3 Sequencing, §7.4; D2 §3 Unit in a visit), typed for the console. */
import type { BlockUse } from './layout';
import type { SequencingAction, SequencingState } from './sequencingStates';

/** GET /api/yardblock: a block, its size and what it holds now. */
export interface YardBlockRow {
  id: string;
  name: string;
  use: BlockUse;
  stacks: number;
  rows: string;
  tiers: number;
  /** Boxes in it now. */
  occupied: number;
  /** Of them, direct pickups without a turn (what a sequencing would give one). */
  directsWaiting: number;
}

/** A sequencing (D3 §3): the form's plan, its state and counts; times as ISO instants. */
export interface SequencingRow {
  id: number;
  /** When it was saved. */
  date: string;
  /** The first turn. */
  dateInitation: string;
  /** When processing ended (or it was cancelled while processing); null while PROCESANDO. */
  dateEnd: string | null;
  qtyTotal: number | null;
  qtyOk: number | null;
  state: SequencingState;
  block: string;
  sectionFrom: number;
  sectionTo: number;
  rowFrom: string;
  rowTo: string;
  sentidoStack: 0 | 1;
  sentido: 0 | 1;
  /** 0 fila/columna, 1 altura, 2 por citas. */
  method: 0 | 1 | 2;
  intervalDirects: number;
  /** The list's duration (YBS-004), null while PROCESANDO. */
  durationSeconds: number | null;
  /** What the state offers (D3 §4). */
  actions: SequencingAction[];
}

/** A turn a sequencing gave: the box, its place, the appointment number and time. */
export interface SequencingTurn {
  order: number;
  unitNbr: string;
  apptNbr: number;
  /** ISO instant of the turn. */
  time: string;
  stack: number;
  row: string;
  tier: number;
  /** BOOKED (in force), CANCELLED (taken back), USED (its time passed and the pickup moved on). */
  status: 'BOOKED' | 'CANCELLED' | 'USED';
}

export interface SequencingDetail extends SequencingRow {
  turns: SequencingTurn[];
}

/** A sequenced unit of the sequence query (SEQ-003): the unit, its turn and where it waits. */
export interface SequencedUnit {
  unitNbr: string;
  typeLength: string;
  apptNbr: number;
  /** 'DD/MM/YYYY HH:mm' of the turn. */
  apptTime: string;
  condicionDeRetiro: string | null;
  transitState: string;
  truckingCo: string | null;
  block: string | null;
  /** '03B2' (stack, row, tier), null when it has no place. */
  place: string | null;
}

/** POST /sequencing/rehandles (issue 32 §3): the direct pickups the plan covers and the rehandles of each method (0 fila/columna, 1 altura, 2 por citas). */
export interface SequencingRehandles {
  block: string;
  directs: number;
  rehandles: Record<0 | 1 | 2, number>;
}
