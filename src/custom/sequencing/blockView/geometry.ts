/**
 * The block drawing's geometry (pure): stacks 01–80 run left to right, rows A–Z top to bottom, one
 * square cell per ground slot, with a gutter for the stack and row labels. Hit-testing is
 * arithmetic, so a hover costs the same whatever the block holds.
 */

export interface Geometry {
  stacks: number;
  rows: string;
  /** A cell's side, CSS px. */
  cell: number;
  /** Left gutter (row letters) and top gutter (stack numbers), CSS px. */
  left: number;
  top: number;
  width: number;
  height: number;
}

export const CELL = 22;
const GUTTER_LEFT = 22;
const GUTTER_TOP = 20;

export function geometryOf(stacks: number, rows: string, cell = CELL): Geometry {
  return {
    stacks,
    rows,
    cell,
    left: GUTTER_LEFT,
    top: GUTTER_TOP,
    width: GUTTER_LEFT + stacks * cell + 1,
    height: GUTTER_TOP + rows.length * cell + 1,
  };
}

/** A ground slot: stack 1-based, row letter. */
export interface Slot {
  stack: number;
  row: string;
}

/** The slot's index in row-major order of the drawing (0 … stacks × rows − 1), or −1 off the block. */
export function slotIndex(g: Geometry, s: Slot): number {
  const r = g.rows.indexOf(s.row);
  if (r < 0 || s.row.length !== 1 || s.stack < 1 || s.stack > g.stacks) return -1;
  return r * g.stacks + (s.stack - 1);
}

export function slotAt(g: Geometry, index: number): Slot {
  return { stack: (index % g.stacks) + 1, row: g.rows[Math.floor(index / g.stacks)]! };
}

/** The cell's top-left corner, CSS px. */
export function cellOrigin(g: Geometry, s: Slot): { x: number; y: number } {
  return { x: g.left + (s.stack - 1) * g.cell, y: g.top + g.rows.indexOf(s.row) * g.cell };
}

export function cellCenter(g: Geometry, s: Slot): { x: number; y: number } {
  const o = cellOrigin(g, s);
  return { x: o.x + g.cell / 2, y: o.y + g.cell / 2 };
}

/** The slot under a point of the drawing (CSS px from its top-left), or null over the gutters or outside. */
export function slotAtPoint(g: Geometry, x: number, y: number): Slot | null {
  const c = Math.floor((x - g.left) / g.cell);
  const r = Math.floor((y - g.top) / g.cell);
  if (x < g.left || y < g.top || c >= g.stacks || r >= g.rows.length) return null;
  return { stack: c + 1, row: g.rows[r]! };
}

/** The slot an arrow key moves to from `s` (stays at the block's edge). */
export function slotByKey(g: Geometry, s: Slot, key: string): Slot | null {
  const r = g.rows.indexOf(s.row);
  const clampS = (v: number) => Math.min(g.stacks, Math.max(1, v));
  const clampR = (v: number) => g.rows[Math.min(g.rows.length - 1, Math.max(0, v))]!;
  switch (key) {
    case 'ArrowLeft':
      return { stack: clampS(s.stack - 1), row: s.row };
    case 'ArrowRight':
      return { stack: clampS(s.stack + 1), row: s.row };
    case 'ArrowUp':
      return { stack: s.stack, row: clampR(r - 1) };
    case 'ArrowDown':
      return { stack: s.stack, row: clampR(r + 1) };
    case 'Home':
      return { stack: 1, row: s.row };
    case 'End':
      return { stack: g.stacks, row: s.row };
    case 'PageUp':
      return { stack: s.stack, row: g.rows[0]! };
    case 'PageDown':
      return { stack: s.stack, row: g.rows[g.rows.length - 1]! };
    default:
      return null;
  }
}

export const stackLabel = (stack: number): string => String(stack).padStart(2, '0');
