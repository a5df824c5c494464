/**
 * Edges of 'por citas' and the rehandle count (src/domain/yard/rehandles.ts) on small blocks built
 * for them. 'Por citas' keeps a plain order when that lifts fewer, so its own choice shows only where
 * every method lifts the same: in each block below all three cost alike, and the turns are its own.
 * Boxes are listed out of tier order on purpose (a position's boxes are read bottom first whatever
 * the list's order).
 */
import { describe, expect, it } from 'vitest';
import {
  countRehandles,
  planTurns,
  rehandlesByMethod,
  type TurnPlan,
  type YardBox,
} from '../../../../src/domain/yard/rehandles';

const H = 3_600_000;
const START = Date.parse('2025-11-05T13:00:00.000Z');
/** '1B3' is stack 1, row B, tier 3; the kind: a turn to give, a box that stays, or an appointment due hours after the start. */
const box = (id: string, kind: 'direct' | 'stay' | number): YardBox => ({
  id,
  stack: Number(id[0]),
  row: id[1]!,
  tier: Number(id[2]),
  direct: kind === 'direct',
  dueMs: typeof kind === 'number' ? START + kind * H : null,
});
const PLAN: Omit<TurnPlan, 'method'> = {
  stackFrom: 1,
  stackTo: 4,
  rowFrom: 'A',
  rowTo: 'D',
  sentido: 0,
  sentidoStack: 0,
  startMs: START,
  intervalMinutes: 30,
};
/** The 'por citas' turns as [id, minutes after the start]. */
const byAppointments = (yard: YardBox[]) =>
  planTurns(yard, { ...PLAN, method: 2 }).map((t) => [t.id, (t.atMs - START) / 60_000]);

describe("'por citas' on blocks where every method lifts the same", () => {
  it('the box sitting on an appointment due at the start goes first, then the plain order', () => {
    // 1B: 1B1 (turn) under 1B2 (due at once) under 1B3 (turn); 1A: 1A1 (turn). 1B2's truck lifts 1B3 whatever the order.
    const yard = [box('1B3', 'direct'), box('1B2', 0), box('1A1', 'direct'), box('1B1', 'direct')];
    expect(byAppointments(yard)).toEqual([
      ['1B3', 0],
      ['1A1', 30],
      ['1B1', 60],
    ]);
    expect(rehandlesByMethod(yard, PLAN)).toEqual({ 0: 1, 1: 1, 2: 1 });
  });

  it('a box under nothing but an appointment gone by then is reachable; one under a box that stays is not', () => {
    // 1A: 1A1 (turn) under 1A2 (stays); 1B: 1B1 (turn) under 1B2 (due at the start, gone by the first turn).
    const yard = [box('1A2', 'stay'), box('1B1', 'direct'), box('1A1', 'direct'), box('1B2', 0)];
    expect(byAppointments(yard)).toEqual([
      ['1B1', 0],
      ['1A1', 30],
    ]);
    expect(rehandlesByMethod(yard, PLAN)).toEqual({ 0: 1, 1: 1, 2: 1 });
  });

  it('with nothing due, the plain row/column order (a position top first)', () => {
    const yard = [box('1A1', 'direct'), box('1B2', 'direct'), box('1B1', 'direct')];
    expect(byAppointments(yard)).toEqual([
      ['1A1', 0],
      ['1B2', 30],
      ['1B1', 60],
    ]);
    expect(rehandlesByMethod(yard, PLAN)).toEqual({ 0: 0, 1: 0, 2: 0 });
  });

  it('an appointment not yet due still covers the box under it; the reachable box goes first', () => {
    // 2A: 2A1 (due at once) under 2A2 (turn) under 2A3 (due at +45 min); 1A: 1A1 (turn), free.
    const yard = [box('2A2', 'direct'), box('2A3', 0.75), box('2A1', 0), box('1A1', 'direct')];
    expect(byAppointments(yard)).toEqual([
      ['1A1', 0],
      ['2A2', 30],
    ]);
    expect(rehandlesByMethod(yard, PLAN)).toEqual({ 0: 3, 1: 3, 2: 3 });
  });
});

describe('countRehandles', () => {
  it('a turn for a box already taken lifts nothing more', () => {
    const yard = [box('1A1', 'direct'), box('1A2', 'stay'), box('1A3', 'stay')];
    expect(
      countRehandles(yard, [
        { id: '1A1', atMs: START },
        { id: '1A1', atMs: START + H },
      ]),
    ).toBe(2);
  });
});
