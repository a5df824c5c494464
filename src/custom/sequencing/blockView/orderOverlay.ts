/**
 * A sequencing's order over the block (pure): its turns in order, the path the calls follow from
 * slot to slot, and per slot the turn numbers (1-based order) to draw and to read on hover.
 * Cancelled turns are left out: they no longer call a truck.
 */
import type { SequencingTurn } from '../../../domain/yard/wire';
import { slotIndex, type Geometry } from './geometry';

export interface OrderOverlay {
  /** The slots in the order first called (one entry per slot, the path's vertices). */
  path: number[];
  /** Slot index → the orders of the turns there, ascending. */
  orders: Map<number, number[]>;
  /** Turn by unit number (what the hover shows beside the box). */
  byUnit: Map<string, SequencingTurn>;
  /** Turns drawn, and those left out as cancelled. */
  drawn: number;
  cancelled: number;
}

export function orderOverlayOf(g: Geometry, turns: readonly SequencingTurn[]): OrderOverlay {
  const live = turns.filter((t) => t.status !== 'CANCELLED').sort((a, b) => a.order - b.order);
  const path: number[] = [];
  const orders = new Map<number, number[]>();
  const byUnit = new Map<string, SequencingTurn>();
  for (const t of live) {
    const index = slotIndex(g, t);
    if (index < 0) continue;
    const list = orders.get(index);
    if (list) list.push(t.order);
    else {
      orders.set(index, [t.order]);
      path.push(index);
    }
    byUnit.set(t.unitNbr, t);
  }
  return { path, orders, byUnit, drawn: byUnit.size, cancelled: turns.length - live.length };
}

/** What a slot's badge reads: its first order, '+' when more turns wait there ('3+'). */
export function badgeText(orders: readonly number[] | undefined): string | null {
  if (!orders || orders.length === 0) return null;
  return orders.length === 1 ? String(orders[0]) : `${orders[0]}+`;
}
