/**
 * Sequencing by appointments and rehandles (issue 32 §3), src/domain/yard/rehandles.ts: a table of
 * small yards, then properties over random blocks — each method gives every direct box in range one
 * turn at the plan's times, 'por citas' calls a position's direct boxes top first, and it causes no
 * more rehandles than ordering by row/column or by height.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROWS } from '../../../src/domain/yard/layout';
import {
  countRehandles,
  planTurns,
  rehandlesByMethod,
  type TurnPlan,
  type YardBox,
} from '../../../src/domain/yard/rehandles';

const H = 3_600_000;
const START = Date.parse('2025-11-05T13:00:00.000Z');
const box = (id: string, stack: number, row: string, tier: number, kind: 'direct' | 'stay' | number): YardBox => ({
  id,
  stack,
  row,
  tier,
  direct: kind === 'direct',
  dueMs: typeof kind === 'number' ? START + kind * H : null,
});
const PLAN: Omit<TurnPlan, 'method'> = {
  stackFrom: 1,
  stackTo: 80,
  rowFrom: 'A',
  rowTo: 'Z',
  sentido: 0,
  sentidoStack: 0,
  startMs: START,
  intervalMinutes: 60,
};

describe('rehandles, table by table', () => {
  it('a box lifted to reach another counts once per lift; boxes that stay on top count every time', () => {
    // 01A: d1 under s (stays) — reaching d1 lifts s.
    const yard = [box('d1', 1, 'A', 1, 'direct'), box('s', 1, 'A', 2, 'stay')];
    expect(countRehandles(yard, [{ id: 'd1', atMs: START }])).toBe(1);
    // 02A: an appointment at +0.5 h under a direct box: fila/columna calls the direct one at +0 (first), no lift.
    const two = [box('i1', 2, 'A', 1, 0.5), box('d2', 2, 'A', 2, 'direct')];
    expect(rehandlesByMethod(two, PLAN)).toEqual({ 0: 0, 1: 0, 2: 0 });
  });

  it('por citas gives the turn to the box sitting on an appointment due soon, and leaves the one under an appointment for later', () => {
    // 01A: a direct box under an appointment due at +1.5 h; 02A: a direct box on top of an appointment due at +0.5 h.
    const yard = [
      box('d1', 1, 'A', 1, 'direct'),
      box('i1', 1, 'A', 2, 1.5),
      box('i2', 2, 'A', 1, 0.5),
      box('d2', 2, 'A', 2, 'direct'),
    ];
    // Row/column calls d1 at +0 (lifting i1) and d2 at +1 h (after i2's truck had to lift it): 2 rehandles.
    expect(planTurns(yard, { ...PLAN, method: 0 }).map((t) => t.id)).toEqual(['d1', 'd2']);
    expect(planTurns(yard, { ...PLAN, method: 2 })).toEqual([
      { id: 'd2', atMs: START },
      { id: 'd1', atMs: START + H },
    ]);
    expect(rehandlesByMethod(yard, PLAN)).toEqual({ 0: 2, 1: 1, 2: 1 });
    // With d1's turn due before i1's truck and d2 higher, por citas still avoids the lift under the sooner appointment.
    const three = [
      box('d1', 1, 'A', 1, 'direct'),
      box('i1', 1, 'A', 2, 0.25),
      box('i2', 2, 'A', 1, 0.5),
      box('d2', 2, 'A', 2, 'direct'),
      box('d3', 3, 'A', 1, 'direct'),
      box('s3', 3, 'A', 2, 'stay'),
    ];
    const r = rehandlesByMethod(three, PLAN);
    expect(r[2]).toBeLessThan(r[0]);
  });
});

const yardArb = fc
  .array(
    fc.tuple(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 0, max: 3 }),
      fc.array(
        fc.oneof(fc.constant('direct' as const), fc.constant('stay' as const), fc.integer({ min: 0, max: 40 })),
        { minLength: 1, maxLength: 5 },
      ),
    ),
    { maxLength: 12 },
  )
  .map((cells) => {
    const seen = new Set<string>();
    const out: YardBox[] = [];
    for (const [stack, r, column] of cells) {
      if (seen.has(`${stack}|${r}`)) continue;
      seen.add(`${stack}|${r}`);
      column.forEach((kind, i) =>
        out.push(box(`${stack}${ROWS[r]}${i + 1}`, stack, ROWS[r]!, i + 1, typeof kind === 'number' ? kind / 4 : kind)),
      );
    }
    return out;
  });
const planArb = fc.record({
  stackFrom: fc.integer({ min: 1, max: 6 }),
  stackTo: fc.integer({ min: 1, max: 6 }),
  rowFrom: fc.constantFrom('A', 'B'),
  rowTo: fc.constantFrom('C', 'D'),
  sentido: fc.constantFrom(0 as const, 1 as const),
  sentidoStack: fc.constantFrom(0 as const, 1 as const),
  startMs: fc.constant(START),
  intervalMinutes: fc.integer({ min: 5, max: 120 }),
});

describe('por citas, by property', () => {
  it('every method gives each direct box in range exactly one turn, at start + i × interval', () => {
    fc.assert(
      fc.property(yardArb, planArb, fc.constantFrom(0 as const, 1 as const, 2 as const), (yard, plan, method) => {
        const turns = planTurns(yard, { ...plan, method });
        const expected = yard.filter(
          (b) =>
            b.direct &&
            b.stack >= Math.min(plan.stackFrom, plan.stackTo) &&
            b.stack <= Math.max(plan.stackFrom, plan.stackTo) &&
            b.row >= plan.rowFrom &&
            b.row <= plan.rowTo,
        );
        expect(turns.map((t) => t.id).sort()).toEqual(expected.map((b) => b.id).sort());
        turns.forEach((t, i) => {
          expect(t.atMs).toBe(START + i * plan.intervalMinutes * 60_000);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("por citas calls a position's direct boxes top first (no direct box dug from under another)", () => {
    fc.assert(
      fc.property(yardArb, planArb, (yard, plan) => {
        const order = new Map(planTurns(yard, { ...plan, method: 2 }).map((t, i) => [t.id, i] as const));
        for (const a of yard) {
          for (const b of yard) {
            if (a.stack === b.stack && a.row === b.row && a.tier < b.tier && order.has(a.id) && order.has(b.id))
              expect(order.get(b.id)!).toBeLessThan(order.get(a.id)!);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('por citas causes no more rehandles than row/column or height', () => {
    fc.assert(
      fc.property(yardArb, planArb, (yard, plan) => {
        const r = rehandlesByMethod(yard, plan);
        expect(r[2]).toBeLessThanOrEqual(r[0]);
        expect(r[2]).toBeLessThanOrEqual(r[1]);
      }),
      { numRuns: 500 },
    );
  });
});
