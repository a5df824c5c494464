/**
 * The sequencing's order (D3 §3 Sequencing; issue 32 §1), src/domain/yard/sequencingOrder.ts: a table
 * of small blocks by method and direction, and properties over random yards — every box in range
 * appears once and none outside it, the order respects the directions, the turns step by the interval.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROWS } from '../../../src/domain/yard/layout';
import {
  inPlanRange,
  sequenceOrder,
  turnTimes,
  type OrderPlan,
  type PlacedBox,
} from '../../../src/domain/yard/sequencingOrder';

type Box = PlacedBox & { id: string };
const box = (label: string): Box => ({
  id: label,
  stack: Number(label.slice(0, 2)),
  row: label[2]!,
  tier: Number(label.slice(3)),
});
const plan = (p: Partial<OrderPlan>): OrderPlan => ({
  stackFrom: 1,
  stackTo: 80,
  rowFrom: 'A',
  rowTo: 'Z',
  method: 0,
  sentidoStack: 0,
  sentido: 0,
  ...p,
});

// Two stacks, two rows, some piled: 01A1 01A2 01B1 02A1 02B1 02B2 02B3, and one outside the range (05C1).
const YARD = ['01A1', '01A2', '01B1', '02A1', '02B1', '02B2', '02B3', '05C1'].map(box);
const order = (p: Partial<OrderPlan>) =>
  sequenceOrder(YARD, plan({ stackFrom: 1, stackTo: 2, rowFrom: 'A', rowTo: 'B', ...p })).map((b) => b.id);

describe('the order, table by table', () => {
  it.each([
    // method 0 (fila/columna): stack by stack, each stack's rows, each position top first.
    [
      'YBS-019 YBS-020 YBS-021 CONST-068: fila/columna, stacks 01→80, rows A→Z',
      { method: 0, sentidoStack: 0, sentido: 0 },
      ['01A2', '01A1', '01B1', '02A1', '02B3', '02B2', '02B1'],
    ],
    [
      'YBS-019 YBS-020 YBS-021 CONST-068: fila/columna, stacks 80→01, rows A→Z',
      { method: 0, sentidoStack: 1, sentido: 0 },
      ['02A1', '02B3', '02B2', '02B1', '01A2', '01A1', '01B1'],
    ],
    [
      'YBS-019 YBS-020 YBS-021 CONST-068: fila/columna, stacks 01→80, rows Z→A',
      { method: 0, sentidoStack: 0, sentido: 1 },
      ['01B1', '01A2', '01A1', '02B3', '02B2', '02B1', '02A1'],
    ],
    [
      'YBS-019 YBS-020 YBS-021 CONST-068: fila/columna, stacks 80→01, rows Z→A',
      { method: 0, sentidoStack: 1, sentido: 1 },
      ['02B3', '02B2', '02B1', '02A1', '01B1', '01A2', '01A1'],
    ],
    // method 1 (altura): the highest tier first everywhere, then the next.
    [
      'YBS-021 CONST-068: altura, stacks 01→80, rows A→Z',
      { method: 1, sentidoStack: 0, sentido: 0 },
      ['02B3', '01A2', '02B2', '01A1', '01B1', '02A1', '02B1'],
    ],
    [
      'YBS-021 CONST-068: altura, stacks 80→01, rows Z→A',
      { method: 1, sentidoStack: 1, sentido: 1 },
      ['02B3', '02B2', '01A2', '02B1', '02A1', '01B1', '01A1'],
    ],
  ] as const)('%s', (_title, p, expected) => {
    expect(order(p)).toEqual(expected);
  });

  it('a range given from its far end covers the same boxes (stack 02→01, row B→A)', () => {
    expect(new Set(order({ stackFrom: 2, stackTo: 1, rowFrom: 'B', rowTo: 'A' }))).toEqual(new Set(order({})));
  });

  it('boxes outside the stacks or rows of the plan are not called; an empty range gives no turn', () => {
    expect(order({ stackFrom: 1, stackTo: 1, rowFrom: 'B', rowTo: 'B' })).toEqual(['01B1']);
    expect(order({ stackFrom: 3, stackTo: 4 })).toEqual([]);
  });

  it('turns: the first at the start, each next the interval later', () => {
    const start = Date.parse('2025-11-05T13:00:00.000Z');
    expect(turnTimes(3, start, 15).map((t) => new Date(t).toISOString())).toEqual([
      '2025-11-05T13:00:00.000Z',
      '2025-11-05T13:15:00.000Z',
      '2025-11-05T13:30:00.000Z',
    ]);
    expect(turnTimes(0, start, 15)).toEqual([]);
  });
});

/** A yard of distinct places (stacked from tier 1 up, as the yard keeps them). */
const yardArb = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 1, max: 5 })), {
    maxLength: 120,
  })
  .map((cells) => {
    const height = new Map<string, number>();
    for (const [stack, r, h] of cells) height.set(`${stack}|${r}`, Math.max(height.get(`${stack}|${r}`) ?? 0, h));
    const boxes: Box[] = [];
    for (const [key, h] of height) {
      const [stack, r] = key.split('|').map(Number) as [number, number];
      for (let tier = 1; tier <= h; tier++) boxes.push({ id: `${stack}${ROWS[r]}${tier}`, stack, row: ROWS[r]!, tier });
    }
    return boxes;
  });
const planArb = fc.record({
  stackFrom: fc.integer({ min: 1, max: 80 }),
  stackTo: fc.integer({ min: 1, max: 80 }),
  rowFrom: fc.constantFrom(...ROWS),
  rowTo: fc.constantFrom(...ROWS),
  method: fc.constantFrom(0 as const, 1 as const),
  sentidoStack: fc.constantFrom(0 as const, 1 as const),
  sentido: fc.constantFrom(0 as const, 1 as const),
});

describe('the order, by property', () => {
  it('YBS-019 YBS-020 YBS-021: every box in range appears exactly once, none outside it, and the order respects the method and the directions', () => {
    fc.assert(
      fc.property(yardArb, planArb, (boxes, p) => {
        const out = sequenceOrder(boxes, p);
        const inRange = boxes.filter((b) => inPlanRange(p, b));
        expect(new Set(out.map((b) => b.id)).size).toBe(out.length);
        expect(out.map((b) => b.id).sort()).toEqual(inRange.map((b) => b.id).sort());
        const ds = p.sentidoStack === 0 ? 1 : -1;
        const dr = p.sentido === 0 ? 1 : -1;
        const pos = (a: Box, b: Box) =>
          Math.sign(ds * (b.stack - a.stack)) || Math.sign(dr * (b.row.charCodeAt(0) - a.row.charCodeAt(0)));
        for (let i = 1; i < out.length; i++) {
          const [a, b] = [out[i - 1]!, out[i]!];
          if (p.method === 0) {
            // Positions never go back against the directions; within a position, top first.
            expect(pos(a, b)).toBeGreaterThanOrEqual(0);
            if (pos(a, b) === 0) expect(b.tier).toBeLessThan(a.tier);
          } else {
            expect(b.tier).toBeLessThanOrEqual(a.tier);
            if (b.tier === a.tier) expect(pos(a, b)).toBeGreaterThan(0);
          }
        }
        // Either way a box is never called before one on top of it in the same position.
        const index = new Map(out.map((b, i) => [b.id, i] as const));
        for (const b of out) {
          const above = out.find((x) => x.stack === b.stack && x.row === b.row && x.tier === b.tier + 1);
          if (above) expect(index.get(above.id)!).toBeLessThan(index.get(b.id)!);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('turn times step by exactly the interval from the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 1440 }),
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        (n, minutes, start) => {
          const times = turnTimes(n, start, minutes);
          expect(times).toHaveLength(n);
          if (n > 0) expect(times[0]).toBe(start);
          for (let i = 1; i < n; i++) expect(times[i]! - times[i - 1]!).toBe(minutes * 60_000);
        },
      ),
    );
  });
});
