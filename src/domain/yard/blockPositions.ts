/**
 * A block's positions as the block view reads them (issue 32 §2 'A yard you can see'; ruling in the
 * yard report): every box of the block with its place, what it waits for and its turn. The mock
 * derives each box's state by `boxStateOf`; the console only draws what it is given.
 */
import type { YardBlockRow } from './wire';

/** What a box waits for: an import pickup, a sequenced direct pickup (a turn in force), an export shipment, an empty in storage. */
export const BOX_STATES = ['SEQUENCED', 'IMPORT', 'EXPORT', 'STORAGE'] as const;
export type BoxState = (typeof BOX_STATES)[number];

/** A position with no box (the legend's fifth entry; never a box's state). */
export const FREE = 'FREE' as const;
export type PositionState = BoxState | typeof FREE;

export interface BoxFacts {
  category: 'IMPORT' | 'EXPORT' | 'STORAGE';
  /** The active import pickup's condition ('DIRECTO', 'INDIRECTO'), null without one. */
  condicionRetiro: string | null;
  /** A booked appointment (a direct pickup's turn, or an indirect one's appointment). */
  hasBookedAppointment: boolean;
}

/** A box's state: a direct import pickup with a booked turn is SEQUENCED; otherwise its category's. */
export function boxStateOf(f: BoxFacts): BoxState {
  if (f.category === 'IMPORT')
    return f.condicionRetiro === 'DIRECTO' && f.hasBookedAppointment ? 'SEQUENCED' : 'IMPORT';
  return f.category;
}

/**
 * A position's state, of its boxes: SEQUENCED when any box holds a turn (a turn under others is
 * what the operator must see), else its top box's; FREE with no box.
 */
export function positionStateOf(boxes: readonly { tier: number; state: BoxState }[]): PositionState {
  if (boxes.length === 0) return FREE;
  if (boxes.some((b) => b.state === 'SEQUENCED')) return 'SEQUENCED';
  return boxes.reduce((top, b) => (b.tier > top.tier ? b : top)).state;
}

/** A box of the block (GET /yardblock/{id}). */
export interface YardBlockBox {
  stack: number;
  row: string;
  tier: number;
  unitNbr: string;
  /** 'IMPORT' | 'EXPORT' | 'STORAGE'. */
  category: string;
  state: BoxState;
  /** Its transit state (YARD stacked, ECIN arrived with its place planned). */
  transitState: string;
  /** Its booked appointment or turn: number and ISO instant; null without one. */
  apptNbr: number | null;
  apptTime: string | null;
}

/** GET /yardblock/{id}: the block's row and its boxes (stack, row, tier order). */
export interface YardBlockPositions extends YardBlockRow {
  boxes: YardBlockBox[];
}
