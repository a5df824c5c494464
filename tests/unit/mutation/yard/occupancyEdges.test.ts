/** Edges of the yard's layout and occupancy (src/domain/yard: layout.ts, occupancy.ts), with places worked out by hand. */
import { describe, expect, it } from 'vitest';
import { blockFor, hashOf, MAX_TIER, placeLabel, ROWS, STACK_COUNT } from '../../../../src/domain/yard/layout';
import { YardOccupancy } from '../../../../src/domain/yard/occupancy';

/** The first `n` ground slots of a block's filling order: rows A–F across the stacks, then G–L… */
const fillingOrder = (n: number) => {
  const out: [number, string][] = [];
  for (let band = 0; band < ROWS.length; band += 6)
    for (let stack = 1; stack <= STACK_COUNT; stack++)
      for (const row of ROWS.slice(band, band + 6)) if (out.length < n) out.push([stack, row]);
  return out;
};
const full = (block: string, stack: number, row: string, prefix: string) =>
  Array.from({ length: MAX_TIER }, (_, i) => ({ id: `${prefix}${i}`, block, stack, row, tier: i + 1 }));

describe('yard layout, edges', () => {
  it("a place's label, a box's block, the FNV-1a hash", () => {
    expect(placeLabel({ stack: 3, row: 'B', tier: 2 })).toBe('03B2');
    expect(hashOf('')).toBe(0x811c9dc5);
    expect(hashOf('a')).toBe(0xe40c292c);
    expect(blockFor('STORAGE', true, 'MSCU1234565')).toBe('V1');
    expect(blockFor('IMPORT', true, 'MSCU1234565')).toBe('R1');
    expect(blockFor('EXPORT', false, 'a')).toBe(['B1', 'B2'][0xe40c292c % 2]);
    expect(blockFor('IMPORT', false, 'a')).toBe(['A1', 'A2'][0xe40c292c % 2]);
  });
});

describe('yard occupancy, edges', () => {
  it('rebuilt bottom first whatever the order given; every box listed', () => {
    const y = new YardOccupancy([
      { id: 'top', block: 'A1', stack: 1, row: 'A', tier: 2 },
      { id: 'bottom', block: 'A1', stack: 1, row: 'A', tier: 1 },
    ]);
    expect(y.placeOf('bottom')).toEqual({ block: 'A1', stack: 1, row: 'A', tier: 1 });
    expect(y.placeOf('top')).toEqual({ block: 'A1', stack: 1, row: 'A', tier: 2 });
    expect(
      y
        .entries()
        .map(([id]) => id)
        .sort(),
    ).toEqual(['bottom', 'top']);
    expect(y.heightAt('A1', 1, 'A')).toBe(2);
  });

  it('an occupancy made of nothing holds nothing', () => {
    expect(new YardOccupancy().entries()).toEqual([]);
  });

  it('a new box goes to one of the first twelve slots with room, chosen by its key; a placed box stays', () => {
    const y = new YardOccupancy();
    const [stack, row] = fillingOrder(12)[hashOf('X') % 12]!;
    expect(y.place('X', 'A1')).toEqual({ block: 'A1', stack, row, tier: 1 });
    expect(y.place('X', 'B1')).toEqual({ block: 'A1', stack, row, tier: 1 });
    const [s2, r2] = fillingOrder(12)[hashOf('k') % 12]!;
    expect(y.place('Y', 'B1', 'k')).toEqual({ block: 'B1', stack: s2, row: r2, tier: 1 });
  });

  it('full slots are passed over; a slot one below full still takes a box', () => {
    const first = fillingOrder(24);
    const placed = first.slice(0, 12).flatMap(([s, r], i) => full('A1', s, r, `f${i}-`));
    const y = new YardOccupancy(placed);
    const [stack, row] = first.slice(12)[hashOf('X') % 12]!;
    expect(y.place('X', 'A1')).toEqual({ block: 'A1', stack, row, tier: 1 });
    const almost = new YardOccupancy(full('A1', 1, 'A', 'p').slice(0, MAX_TIER - 1));
    const order = fillingOrder(12);
    const key = Array.from({ length: 200 }, (_, i) => `k${i}`).find((k) => hashOf(k) % 12 === 0)!;
    expect(almost.place('Z', 'A1', key)).toEqual({
      block: 'A1',
      stack: order[0]![0],
      row: order[0]![1],
      tier: MAX_TIER,
    });
  });

  it("the last stack is in a band's filling order", () => {
    // Stacks 01–79 of rows A–F full: the twelve slots with room are stack 80's A–F, then stack 01's G–L.
    const all = fillingOrder((STACK_COUNT - 1) * 6).flatMap(([s, r]) => full('A1', s, r, `${s}${r}-`));
    const key = Array.from({ length: 200 }, (_, i) => `k${i}`).find((k) => hashOf(k) % 12 === 0)!;
    expect(new YardOccupancy(all).place('X', 'A1', key)).toEqual({
      block: 'A1',
      stack: STACK_COUNT,
      row: 'A',
      tier: 1,
    });
  });

  it('a full block takes no box', () => {
    const all = fillingOrder(STACK_COUNT * ROWS.length).flatMap(([s, r]) => full('A1', s, r, `${s}${r}-`));
    expect(new YardOccupancy(all).place('X', 'A1')).toBeUndefined();
  });

  it('taking a box out brings the ones above down a tier; an unknown box moves nothing', () => {
    const y = new YardOccupancy([
      { id: 'a', block: 'A1', stack: 1, row: 'A', tier: 1 },
      { id: 'b', block: 'A1', stack: 1, row: 'A', tier: 2 },
      { id: 'c', block: 'A1', stack: 1, row: 'A', tier: 3 },
    ]);
    expect(y.remove('a')).toEqual([
      { id: 'b', place: { block: 'A1', stack: 1, row: 'A', tier: 1 } },
      { id: 'c', place: { block: 'A1', stack: 1, row: 'A', tier: 2 } },
    ]);
    expect(y.placeOf('a')).toBeUndefined();
    expect(y.placeOf('c')).toEqual({ block: 'A1', stack: 1, row: 'A', tier: 2 });
    expect(y.remove('c')).toEqual([]);
    expect(y.remove('b')).toEqual([]);
    expect(y.heightAt('A1', 1, 'A')).toBe(0);
    expect(y.remove('nobody')).toEqual([]);
    expect(y.entries()).toEqual([]);
  });
});
