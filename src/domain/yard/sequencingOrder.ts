/**
 * The order of a sequencing (D3 §3 Sequencing; issue 32 §1), one pure function: which boxes of a
 * block the plan covers, in which order their trucks are called, and each turn's time.
 * - method 0 (fila/columna): position by position — stacks in sentidoStack's direction, at each
 *   stack its rows in sentido's direction, each position's boxes from the top down;
 * - method 1 (altura): tier by tier from the top — every box of the highest tier first (stacks,
 *   then rows, in their directions), then the next tier down.
 * Both take a position's boxes top first, so one sequenced box is never dug out from under another.
 */

export type SequencingMethod = 0 | 1;
export type Direction = 0 | 1;

/** The part of a plan that decides the order (codes of D3 §3). */
export interface OrderPlan {
  stackFrom: number;
  stackTo: number;
  rowFrom: string;
  rowTo: string;
  method: SequencingMethod;
  /** 0: stacks 01 → 80; 1: 80 → 01. */
  sentidoStack: Direction;
  /** 0: rows A → Z; 1: Z → A. */
  sentido: Direction;
}

/** A box where it stands: its stack, row and tier in the plan's block. */
export interface PlacedBox {
  stack: number;
  row: string;
  tier: number;
}

/** The plan's ranges whichever way round they were given ('from' may be past 'to'). */
export function inPlanRange(
  plan: Pick<OrderPlan, 'stackFrom' | 'stackTo' | 'rowFrom' | 'rowTo'>,
  box: PlacedBox,
): boolean {
  const [s1, s2] = plan.stackFrom <= plan.stackTo ? [plan.stackFrom, plan.stackTo] : [plan.stackTo, plan.stackFrom];
  const [r1, r2] = plan.rowFrom <= plan.rowTo ? [plan.rowFrom, plan.rowTo] : [plan.rowTo, plan.rowFrom];
  return box.stack >= s1 && box.stack <= s2 && box.row >= r1 && box.row <= r2;
}

/** The boxes of the plan's range, in the order the plan calls them. */
export function sequenceOrder<T extends PlacedBox>(boxes: readonly T[], plan: OrderPlan): T[] {
  const ds = plan.sentidoStack === 0 ? 1 : -1;
  const dr = plan.sentido === 0 ? 1 : -1;
  const position = (a: T, b: T) => ds * (a.stack - b.stack) || dr * (a.row.charCodeAt(0) - b.row.charCodeAt(0));
  const compare =
    plan.method === 1
      ? (a: T, b: T) => b.tier - a.tier || position(a, b)
      : (a: T, b: T) => position(a, b) || b.tier - a.tier;
  return boxes.filter((b) => inPlanRange(plan, b)).sort(compare);
}

/** The turns' instants (epoch ms): the first at the start, each next `intervalMinutes` later. */
export const turnTimes = (count: number, startMs: number, intervalMinutes: number): number[] =>
  Array.from({ length: count }, (_, i) => startMs + i * intervalMinutes * 60_000);
