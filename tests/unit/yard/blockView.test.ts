/**
 * The block view's pure parts (issue 32 §2 'A yard you can see'): the cell geometry and its
 * hit-testing, the colour by state (contrast, a pattern besides the colour), a box's and a
 * position's state, and a sequencing's order drawn over the block.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxStateOf, positionStateOf, type YardBlockBox } from '../../../src/domain/yard/blockPositions';
import { ROWS } from '../../../src/domain/yard/layout';
import type { SequencingTurn } from '../../../src/domain/yard/wire';
import { blockModelOf, heightOf } from '../../../src/custom/sequencing/blockView/blockModel';
import {
  cellCenter,
  cellOrigin,
  geometryOf,
  slotAt,
  slotAtPoint,
  slotByKey,
  slotIndex,
} from '../../../src/custom/sequencing/blockView/geometry';
import { badgeText, orderOverlayOf } from '../../../src/custom/sequencing/blockView/orderOverlay';
import { contrastRatio, LEGEND_ORDER, STATE_STYLES } from '../../../src/custom/sequencing/blockView/stateStyle';

const g = geometryOf(80, ROWS, 22);

describe('block view geometry', () => {
  it('draws 80 stacks across and 26 rows down, one cell per slot, inside its width and height', () => {
    expect(g.width).toBe(g.left + 80 * 22 + 1);
    expect(g.height).toBe(g.top + 26 * 22 + 1);
    expect(cellOrigin(g, { stack: 1, row: 'A' })).toEqual({ x: g.left, y: g.top });
    expect(cellOrigin(g, { stack: 80, row: 'Z' })).toEqual({ x: g.left + 79 * 22, y: g.top + 25 * 22 });
    expect(slotIndex(g, { stack: 3, row: 'B' })).toBe(80 + 2);
    expect(slotIndex(g, { stack: 0, row: 'A' })).toBe(-1);
    expect(slotIndex(g, { stack: 81, row: 'A' })).toBe(-1);
    expect(slotIndex(g, { stack: 1, row: 'AB' })).toBe(-1);
  });

  it('a point over the gutters or past the block is no slot', () => {
    expect(slotAtPoint(g, g.left - 1, g.top + 5)).toBeNull();
    expect(slotAtPoint(g, g.left + 5, g.top - 1)).toBeNull();
    expect(slotAtPoint(g, g.left + 80 * 22, g.top + 5)).toBeNull();
    expect(slotAtPoint(g, g.left + 5, g.top + 26 * 22)).toBeNull();
  });

  it('every slot round-trips through its index, and its centre hits it back (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80 * 26 - 1 }),
        fc.integer({ min: 0, max: 21 }),
        fc.integer({ min: 0, max: 21 }),
        (i, dx, dy) => {
          const s = slotAt(g, i);
          expect(slotIndex(g, s)).toBe(i);
          const o = cellOrigin(g, s);
          expect(slotAtPoint(g, o.x + dx, o.y + dy)).toEqual(s);
          const c = cellCenter(g, s);
          expect(slotAtPoint(g, c.x, c.y)).toEqual(s);
        },
      ),
    );
  });

  it('the arrow keys move one slot and stop at the block edge; Home/End and PageUp/PageDown jump to the ends', () => {
    expect(slotByKey(g, { stack: 5, row: 'C' }, 'ArrowRight')).toEqual({ stack: 6, row: 'C' });
    expect(slotByKey(g, { stack: 5, row: 'C' }, 'ArrowUp')).toEqual({ stack: 5, row: 'B' });
    expect(slotByKey(g, { stack: 1, row: 'A' }, 'ArrowLeft')).toEqual({ stack: 1, row: 'A' });
    expect(slotByKey(g, { stack: 1, row: 'A' }, 'ArrowUp')).toEqual({ stack: 1, row: 'A' });
    expect(slotByKey(g, { stack: 80, row: 'Z' }, 'ArrowRight')).toEqual({ stack: 80, row: 'Z' });
    expect(slotByKey(g, { stack: 80, row: 'Z' }, 'ArrowDown')).toEqual({ stack: 80, row: 'Z' });
    expect(slotByKey(g, { stack: 7, row: 'D' }, 'Home')).toEqual({ stack: 1, row: 'D' });
    expect(slotByKey(g, { stack: 7, row: 'D' }, 'End')).toEqual({ stack: 80, row: 'D' });
    expect(slotByKey(g, { stack: 7, row: 'D' }, 'PageUp')).toEqual({ stack: 7, row: 'A' });
    expect(slotByKey(g, { stack: 7, row: 'D' }, 'PageDown')).toEqual({ stack: 7, row: 'Z' });
    expect(slotByKey(g, { stack: 7, row: 'D' }, 'a')).toBeNull();
  });
});

describe('block view colour by state', () => {
  it('each state has its own fill and the tier count on it reads at 4.5:1 or more', () => {
    const fills = LEGEND_ORDER.map((s) => STATE_STYLES[s].fill);
    expect(new Set(fills).size).toBe(LEGEND_ORDER.length);
    for (const s of LEGEND_ORDER)
      expect(contrastRatio(STATE_STYLES[s].text, STATE_STYLES[s].fill), s).toBeGreaterThanOrEqual(4.5);
  });

  it('the states of boxes are told apart by pattern too, not by colour alone', () => {
    const patterns = (['SEQUENCED', 'EXPORT', 'STORAGE'] as const).map((s) => STATE_STYLES[s].pattern);
    expect(new Set(patterns).size).toBe(3);
    expect(patterns).not.toContain('none');
    // Import has no pattern: the one plain fill among the boxes.
    expect(STATE_STYLES.IMPORT.pattern).toBe('none');
  });

  it('contrast is WCAG’s: black on white 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0d47a1', '#0d47a1')).toBe(1);
  });
});

describe('a box’s and a position’s state', () => {
  it('a direct import pickup with a booked turn is sequenced; without one, or indirect, an import to pick up; others by category', () => {
    expect(boxStateOf({ category: 'IMPORT', condicionRetiro: 'DIRECTO', hasBookedAppointment: true })).toBe(
      'SEQUENCED',
    );
    expect(boxStateOf({ category: 'IMPORT', condicionRetiro: 'DIRECTO', hasBookedAppointment: false })).toBe('IMPORT');
    expect(boxStateOf({ category: 'IMPORT', condicionRetiro: 'INDIRECTO', hasBookedAppointment: true })).toBe('IMPORT');
    expect(boxStateOf({ category: 'IMPORT', condicionRetiro: null, hasBookedAppointment: false })).toBe('IMPORT');
    expect(boxStateOf({ category: 'EXPORT', condicionRetiro: null, hasBookedAppointment: true })).toBe('EXPORT');
    expect(boxStateOf({ category: 'STORAGE', condicionRetiro: null, hasBookedAppointment: false })).toBe('STORAGE');
  });

  it('a position is free with no box, sequenced when any box holds a turn, else its top box’s state', () => {
    expect(positionStateOf([])).toBe('FREE');
    expect(
      positionStateOf([
        { tier: 1, state: 'SEQUENCED' },
        { tier: 2, state: 'IMPORT' },
      ]),
    ).toBe('SEQUENCED');
    expect(
      positionStateOf([
        { tier: 1, state: 'IMPORT' },
        { tier: 2, state: 'EXPORT' },
      ]),
    ).toBe('EXPORT');
    expect(
      positionStateOf([
        { tier: 2, state: 'IMPORT' },
        { tier: 1, state: 'EXPORT' },
      ]),
    ).toBe('IMPORT');
  });
});

const box = (
  stack: number,
  row: string,
  tier: number,
  unitNbr: string,
  state: YardBlockBox['state'] = 'IMPORT',
): YardBlockBox => ({
  stack,
  row,
  tier,
  unitNbr,
  category: 'IMPORT',
  state,
  transitState: 'YARD',
  apptNbr: null,
  apptTime: null,
});
const block = (boxes: YardBlockBox[]) => ({
  id: 'A1',
  name: 'Bloque A1',
  use: 'IMPORT' as const,
  stacks: 80,
  rows: ROWS,
  tiers: 5,
  occupied: boxes.length,
  directsWaiting: 0,
  boxes,
});

describe('the block model', () => {
  it('groups boxes by slot, top first, with the slot’s height and state; the table lists boxes by stack, row, tier', () => {
    const m = blockModelOf(block([box(3, 'B', 2, 'U2', 'SEQUENCED'), box(1, 'A', 1, 'U0'), box(3, 'B', 1, 'U1')]));
    expect(m.slots.size).toBe(2);
    const s = m.slots.get(slotIndex(m.geometry, { stack: 3, row: 'B' }))!;
    expect(s.boxes.map((b) => b.unitNbr)).toEqual(['U2', 'U1']);
    expect(heightOf(s)).toBe(2);
    expect(s.state).toBe('SEQUENCED');
    expect(heightOf(undefined)).toBe(0);
    expect(m.boxes.map((b) => b.unitNbr)).toEqual(['U0', 'U1', 'U2']);
  });
});

const turn = (
  order: number,
  stack: number,
  row: string,
  tier: number,
  status: SequencingTurn['status'] = 'BOOKED',
): SequencingTurn => ({
  order,
  unitNbr: `U${order}`,
  apptNbr: 700_000 + order,
  time: '2025-11-05T14:00:00.000Z',
  stack,
  row,
  tier,
  status,
});

describe('the order over the block', () => {
  it('follows the turns in order, one path vertex per slot first called; a slot of several turns badges its first with "+"', () => {
    const o = orderOverlayOf(g, [turn(3, 2, 'A', 1), turn(1, 1, 'A', 2), turn(2, 1, 'A', 1), turn(4, 1, 'B', 1)]);
    expect(o.path).toEqual([
      slotIndex(g, { stack: 1, row: 'A' }),
      slotIndex(g, { stack: 2, row: 'A' }),
      slotIndex(g, { stack: 1, row: 'B' }),
    ]);
    expect(o.orders.get(slotIndex(g, { stack: 1, row: 'A' }))).toEqual([1, 2]);
    expect(badgeText(o.orders.get(slotIndex(g, { stack: 1, row: 'A' })))).toBe('1+');
    expect(badgeText(o.orders.get(slotIndex(g, { stack: 2, row: 'A' })))).toBe('3');
    expect(badgeText(undefined)).toBeNull();
    expect(o.byUnit.get('U4')?.order).toBe(4);
    expect(o.drawn).toBe(4);
    expect(o.cancelled).toBe(0);
  });

  it('leaves cancelled turns out and counts them', () => {
    const o = orderOverlayOf(g, [turn(1, 1, 'A', 1, 'CANCELLED'), turn(2, 5, 'C', 1, 'USED')]);
    expect(o.path).toEqual([slotIndex(g, { stack: 5, row: 'C' })]);
    expect(o.byUnit.has('U1')).toBe(false);
    expect([o.drawn, o.cancelled]).toEqual([1, 1]);
  });

  it('every live turn is badged once, in a slot it names, and the path visits each of those slots once (property)', () => {
    const turns = fc.uniqueArray(
      fc.record({
        stack: fc.integer({ min: 1, max: 80 }),
        row: fc.constantFrom(...ROWS),
        tier: fc.integer({ min: 1, max: 5 }),
      }),
      { selector: (t) => `${t.stack}${t.row}${t.tier}`, maxLength: 60 },
    );
    fc.assert(
      fc.property(turns, fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }), (places, cancel) => {
        const list = places.map((p, i) => turn(i + 1, p.stack, p.row, p.tier, cancel[i] ? 'CANCELLED' : 'BOOKED'));
        const o = orderOverlayOf(g, list);
        const live = list.filter((t) => t.status !== 'CANCELLED');
        expect(new Set(o.path).size).toBe(o.path.length);
        expect([...o.orders.values()].flat().sort((a, b) => a - b)).toEqual(live.map((t) => t.order));
        for (const t of live) expect(o.orders.get(slotIndex(g, t))).toContain(t.order);
        // Vertices in the order their slot is first called.
        const firsts = o.path.map((i) => o.orders.get(i)![0]!);
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
      }),
    );
  });
});
