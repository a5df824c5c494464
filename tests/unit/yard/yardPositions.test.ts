/**
 * The yard's positions stay consistent (issue 32 §1): after random arrivals and departures no two
 * boxes share a place and none floats above an empty tier; a box that stays keeps its stack and
 * row. Over the pure occupancy (src/domain/yard/occupancy.ts) and over the mock's reconciliation
 * of unit visits whose states move (mock-server/modules/yard/positions.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TIER, YARD_BLOCKS, type YardPlace } from '../../../src/domain/yard/layout';
import { YardOccupancy } from '../../../src/domain/yard/occupancy';
import { reconcilePositions } from '../../../mock-server/modules/yard/positions';
import type { YardPosition } from '../../../mock-server/modules/yard/types';
import type { ContainerVisit } from '../../../mock-server/terminalModel/types';

/** No two boxes in one place; every box on the ground or on another; tiers within the block's height. */
function expectConsistent(places: readonly (readonly [string, YardPlace])[]) {
  const taken = new Map<string, string>();
  for (const [id, p] of places) {
    const key = `${p.block}|${p.stack}|${p.row}|${p.tier}`;
    expect(taken.has(key), `${id} y ${taken.get(key)} en ${key}`).toBe(false);
    taken.set(key, id);
    expect(p.tier).toBeGreaterThanOrEqual(1);
    expect(p.tier).toBeLessThanOrEqual(MAX_TIER);
  }
  for (const [id, p] of places) {
    if (p.tier > 1)
      expect(
        taken.has(`${p.block}|${p.stack}|${p.row}|${p.tier - 1}`),
        `${id} flota en ${p.stack}${p.row}${p.tier}`,
      ).toBe(true);
  }
}

const moves = fc.array(
  fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 59 }), fc.constantFrom(...YARD_BLOCKS.map((b) => b.id))),
  { maxLength: 300 },
);

describe('the yard positions', () => {
  it('random arrivals and departures: no two boxes in one place, no box floating, a staying box keeps its stack and row', () => {
    fc.assert(
      fc.property(moves, (steps) => {
        const yard = new YardOccupancy();
        for (const [arrive, n, block] of steps) {
          const id = `BOX${n}`;
          const before = new Map(yard.entries());
          if (arrive) yard.place(id, block);
          else yard.remove(id);
          for (const [other, p] of yard.entries()) {
            const was = before.get(other);
            if (was && other !== id) {
              expect([p.block, p.stack, p.row]).toEqual([was.block, was.stack, was.row]);
              expect(p.tier).toBeLessThanOrEqual(was.tier);
            }
          }
        }
        expectConsistent(yard.entries());
      }),
      { numRuns: 200 },
    );
  });

  it('the same yard and box always give the same place (the seed is deterministic)', () => {
    const a = new YardOccupancy();
    const b = new YardOccupancy();
    for (let i = 0; i < 50; i++) expect(a.place(`MSCU${i}`, 'A1')).toEqual(b.place(`MSCU${i}`, 'A1'));
  });

  it('the mock follows the boxes: those in ECIN or YARD hold a place, those that moved on free it, after random state changes', () => {
    const states = ['INBOUND', 'ECIN', 'YARD', 'ECOUT', 'DEPARTED', 'RETIRED'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 39 }), fc.constantFrom(...states)), { maxLength: 200 }),
        (changes) => {
          const units = Array.from({ length: 40 }, (_, i) => ({
            id: `UV${String(i).padStart(7, '0')}`,
            kind: 'container',
            unitNbr: `MSCU${String(i).padStart(7, '0')}`,
            category: i % 3 === 0 ? 'EXPORT' : 'IMPORT',
            reefer: i % 7 === 0 ? { tempReqC: -18, rfrType: 'INTEGRAL' } : null,
            transitState: 'INBOUND',
          })) as unknown as ContainerVisit[];
          let positions: YardPosition[] = [];
          for (const [i, state] of changes) {
            const before = new Map(positions.map((p) => [p.id, p] as const));
            units[i]!.transitState = state;
            const { removed, moved, added } = reconcilePositions(units, positions);
            const gone = new Set(removed.map((p) => p.id));
            const tiers = new Map(moved.map((p) => [p.id, p.tier] as const));
            positions = [
              ...positions.filter((p) => !gone.has(p.id)).map((p) => ({ ...p, tier: tiers.get(p.id) ?? p.tier })),
              ...added,
            ];
            // A box that stays keeps its block, stack and row.
            for (const p of positions) {
              const was = before.get(p.id);
              if (was) expect([p.block, p.stack, p.row]).toEqual([was.block, was.stack, was.row]);
            }
          }
          const holding = units
            .filter((u) => u.transitState === 'ECIN' || u.transitState === 'YARD')
            .map((u) => u.id)
            .sort();
          expect(positions.map((p) => p.id).sort()).toEqual(holding);
          expectConsistent(positions.map((p) => [p.id, p] as const));
        },
      ),
      { numRuns: 200 },
    );
  });
});
