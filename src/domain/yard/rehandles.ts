/**
 * Sequencing that uses what the terminal knows (issue 32 §3), pure: the third method 'por citas'
 * and the rehandles each method would cause. A block's pickups are of two sorts: the direct ones
 * the sequencing gives turns (start + i × interval) and those already due at a time (an indirect
 * pickup's appointment); the rest of the boxes stay. A rehandle is a box lifted to reach another
 * (put back on the same stack, in its order). 'Por citas' hands out the same turn times, each to
 * a direct box that is reachable then (nothing above it but boxes gone by then) and, of those, the
 * one that must leave soonest (before the appointment beneath it) — a box due earlier is not left
 * under one due later when it can be avoided; when none is reachable, the one under the fewest
 * boxes; and it keeps the plain block order when that lifts fewer. Within a position it calls
 * direct boxes top first, as the other two methods do.
 */
import { inPlanRange, sequenceOrder, turnTimes, type OrderPlan, type PlacedBox } from './sequencingOrder';

/** A box of the block: `direct` = to be given a turn; `dueMs` = already due then (an appointment); neither = it stays. */
export interface YardBox extends PlacedBox {
  id: string;
  direct: boolean;
  dueMs: number | null;
}

export interface TurnPlan extends Omit<OrderPlan, 'method'> {
  /** 0 fila/columna, 1 altura, 2 por citas. */
  method: 0 | 1 | 2;
  startMs: number;
  intervalMinutes: number;
}

export interface Turn {
  id: string;
  atMs: number;
}

const key = (b: PlacedBox) => `${b.stack}|${b.row}`;

/** The block's positions: each a column of boxes, bottom first. */
function columnsOf(boxes: readonly YardBox[]): Map<string, YardBox[]> {
  const out = new Map<string, YardBox[]>();
  for (const b of [...boxes].sort((x, y) => x.tier - y.tier)) {
    const column = out.get(key(b)) ?? [];
    column.push(b);
    out.set(key(b), column);
  }
  return out;
}

/** 'Por citas': the turn times handed out one by one, each to the reachable direct box due soonest. */
function byAppointments(boxes: readonly YardBox[], plan: TurnPlan): Turn[] {
  const directs = sequenceOrder(
    boxes.filter((b) => b.direct),
    { ...plan, method: 0 },
  );
  const times = turnTimes(directs.length, plan.startMs, plan.intervalMinutes);
  const columns = columnsOf(boxes);
  const gone = new Set<string>();
  const rank = new Map(directs.map((b, i) => [b.id, i] as const));
  // A direct box should leave before the soonest appointment beneath it.
  const deadline = new Map<string, number>();
  for (const column of columns.values()) {
    let soonest = Infinity;
    for (const b of column) {
      if (b.direct) deadline.set(b.id, soonest);
      if (b.dueMs !== null) soonest = Math.min(soonest, b.dueMs);
    }
  }
  const waiting = new Set(directs.map((b) => b.id));
  const turns: Turn[] = [];
  for (const at of times) {
    // Boxes due by now have left.
    const above = (b: YardBox) =>
      columns.get(key(b))!.filter((x) => x.tier > b.tier && !gone.has(x.id) && !(x.dueMs !== null && x.dueMs <= at))
        .length;
    let best: YardBox | undefined;
    let bestScore: [number, number, number] = [Infinity, Infinity, Infinity];
    for (const b of directs) {
      if (!waiting.has(b.id)) continue;
      const score: [number, number, number] = [above(b), deadline.get(b.id)!, rank.get(b.id)!];
      if (
        score[0] < bestScore[0] ||
        (score[0] === bestScore[0] &&
          (score[1] < bestScore[1] || (score[1] === bestScore[1] && score[2] < bestScore[2])))
      ) {
        best = b;
        bestScore = score;
      }
    }
    waiting.delete(best!.id);
    gone.add(best!.id);
    turns.push({ id: best!.id, atMs: at });
  }
  return turns;
}

/** The direct boxes of the plan's range with their turns, by the plan's method. */
export function planTurns(boxes: readonly YardBox[], plan: TurnPlan): Turn[] {
  const inRange = boxes.filter((b) => inPlanRange(plan, b));
  if (plan.method !== 2) return fixedOrder(inRange, plan, plan.method);
  // The greedy reads the appointments one turn at a time; where its choice costs more lifts than
  // simply following the block (row/column or height), the cheaper order is kept: 'por citas'
  // never causes more rehandles than the other two.
  const candidates = [byAppointments(inRange, plan), fixedOrder(inRange, plan, 0), fixedOrder(inRange, plan, 1)];
  const costs = candidates.map((turns) => countRehandles(boxes, turns));
  return candidates[costs.indexOf(Math.min(...costs))]!;
}

function fixedOrder(inRange: readonly YardBox[], plan: TurnPlan, method: 0 | 1): Turn[] {
  const order = sequenceOrder(
    inRange.filter((b) => b.direct),
    { ...plan, method },
  );
  const times = turnTimes(order.length, plan.startMs, plan.intervalMinutes);
  return order.map((b, i) => ({ id: b.id, atMs: times[i]! }));
}

/**
 * The rehandles of a block's day: every pickup in time order (the appointments due, the turns; at
 * one instant the appointments first), each lifting the boxes then above it.
 */
export function countRehandles(boxes: readonly YardBox[], turns: readonly Turn[]): number {
  const columns = columnsOf(boxes);
  const byId = new Map(boxes.map((b) => [b.id, b] as const));
  const events = [
    ...boxes.filter((b) => b.dueMs !== null && !b.direct).map((b, i) => ({ id: b.id, at: b.dueMs!, sort: 0, i })),
    ...turns.map((t, i) => ({ id: t.id, at: t.atMs, sort: 1, i })),
  ].sort((a, b) => a.at - b.at || a.sort - b.sort || a.i - b.i);
  let lifts = 0;
  for (const e of events) {
    const column = columns.get(key(byId.get(e.id)!))!;
    const index = column.findIndex((x) => x.id === e.id);
    if (index < 0) continue;
    lifts += column.length - 1 - index;
    column.splice(index, 1);
  }
  return lifts;
}

/** The rehandles each method would cause for the plan, side by side. */
export function rehandlesByMethod(
  boxes: readonly YardBox[],
  plan: Omit<TurnPlan, 'method'>,
): Record<0 | 1 | 2, number> {
  const of = (method: 0 | 1 | 2) => countRehandles(boxes, planTurns(boxes, { ...plan, method }));
  return { 0: of(0), 1: of(1), 2: of(2) };
}
