/**
 * Drawing the block on a canvas (one pass, no per-cell DOM): the labels, each slot's fill, pattern
 * and tier count, then a sequencing's path and turn numbers over it, batched by state and by font
 * (fewer style changes and one path per pattern). The hover ring is
 * drawn on a second canvas above, so moving the pointer never repaints the block.
 */
import { FREE, type PositionState } from '../../../domain/yard/blockPositions';
import { heightOf, type BlockModel, type SlotView } from './blockModel';
import { cellOrigin, slotAt, stackLabel, type Geometry, type Slot } from './geometry';
import { badgeText, type OrderOverlay } from './orderOverlay';
import { styleOf, type StateStyle } from './stateStyle';

// The page's own font stack (MUI's), so the canvas draws with a font the page has already resolved.
const FONT = '"Roboto", "Helvetica", "Arial", sans-serif';
const PATH_INK = '#212121';
const BADGE_FILL = '#ffffff';
const BADGE_INK = '#000000';
const FOCUS_INK = '#d50000';

/** Sizes the canvas for the device's pixels and returns its context scaled to CSS px. */
export function prepareCanvas(
  canvas: HTMLCanvasElement,
  g: Geometry,
  ratio = globalThis.devicePixelRatio || 1,
): CanvasRenderingContext2D | null {
  const width = Math.ceil(g.width * ratio);
  const height = Math.ceil(g.height * ratio);
  // Resizing reallocates the bitmap: only when the size changes (a redraw clears it itself).
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
    canvas.style.width = `${g.width}px`;
    canvas.style.height = `${g.height}px`;
  }
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

/** A state's pattern over cells at the given corners (one path or one fill style for them all). */
function patternAt(
  ctx: CanvasRenderingContext2D,
  style: StateStyle,
  corners: readonly { x: number; y: number }[],
  size: number,
) {
  if (style.pattern === 'none' || corners.length === 0) return;
  ctx.fillStyle = style.ink;
  ctx.strokeStyle = style.ink;
  if (style.pattern === 'bar') {
    for (const { x, y } of corners) ctx.fillRect(x + 1, y + 1, size - 2, 3);
  } else if (style.pattern === 'dots') {
    for (const { x, y } of corners) {
      ctx.fillRect(x + 3, y + 3, 2, 2);
      ctx.fillRect(x + size - 5, y + size - 5, 2, 2);
    }
  } else {
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const { x, y } of corners) {
      ctx.moveTo(x + 1, y + size * 0.35);
      ctx.lineTo(x + size * 0.35, y + 1);
      ctx.moveTo(x + size * 0.65, y + size - 1);
      ctx.lineTo(x + size - 1, y + size * 0.65);
    }
    ctx.stroke();
  }
}

/** One swatch (the legend's), drawn as a cell is. */
export function drawPattern(ctx: CanvasRenderingContext2D, style: StateStyle, x: number, y: number, size: number) {
  patternAt(ctx, style, [{ x, y }], size);
}

export function drawBlock(ctx: CanvasRenderingContext2D, model: BlockModel) {
  const g = model.geometry;
  ctx.clearRect(0, 0, g.width, g.height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, g.width, g.height);
  // Labels: every stack number, every row letter.
  ctx.fillStyle = '#212121';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `10px ${FONT}`;
  for (let s = 1; s <= g.stacks; s++) ctx.fillText(stackLabel(s), g.left + (s - 0.5) * g.cell, g.top / 2);
  ctx.font = `bold 11px ${FONT}`;
  for (let r = 0; r < g.rows.length; r++) ctx.fillText(g.rows[r]!, g.left / 2, g.top + (r + 0.5) * g.cell);
  // Free slots: one fill and one grid, then the occupied ones on top.
  const free = styleOf(FREE);
  ctx.fillStyle = free.fill;
  ctx.fillRect(g.left, g.top, g.stacks * g.cell, g.rows.length * g.cell);
  ctx.strokeStyle = free.ink;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let s = 0; s <= g.stacks; s++) {
    const x = g.left + s * g.cell + 0.5;
    ctx.moveTo(x, g.top);
    ctx.lineTo(x, g.top + g.rows.length * g.cell);
  }
  for (let r = 0; r <= g.rows.length; r++) {
    const y = g.top + r * g.cell + 0.5;
    ctx.moveTo(g.left, y);
    ctx.lineTo(g.left + g.stacks * g.cell, y);
  }
  ctx.stroke();
  // Occupied slots, state by state: fill, pattern, then the tier count (the height reads as a
  // number, not only as a colour).
  const byState = new Map<PositionState, SlotView[]>();
  for (const slot of model.slots.values()) {
    const list = byState.get(slot.state);
    if (list) list.push(slot);
    else byState.set(slot.state, [slot]);
  }
  ctx.font = `bold 12px ${FONT}`;
  ctx.textAlign = 'center';
  for (const [state, slots] of byState) {
    const style = styleOf(state);
    const corners = slots.map((s) => cellOrigin(g, s));
    fillCells(ctx, style, corners, g.cell);
    ctx.fillStyle = style.text;
    slots.forEach((slot, i) =>
      ctx.fillText(String(heightOf(slot)), corners[i]!.x + g.cell / 2 + 0.5, corners[i]!.y + g.cell / 2 + 1.5),
    );
  }
}

/** Cells' fill and pattern (without their text). */
function fillCells(
  ctx: CanvasRenderingContext2D,
  style: StateStyle,
  corners: readonly { x: number; y: number }[],
  size: number,
) {
  ctx.fillStyle = style.fill;
  for (const { x, y } of corners) ctx.fillRect(x + 1, y + 1, size - 1, size - 1);
  patternAt(
    ctx,
    style,
    corners.map(({ x, y }) => ({ x: x + 0.5, y: y + 0.5 })),
    size,
  );
}

/**
 * A sequencing's order on its own canvas above the block (choosing another sequencing redraws only
 * this): each called slot is painted again without its centred height, then the path, the turn
 * number in a white disc and the height small in the corner.
 */
export function drawOverlay(ctx: CanvasRenderingContext2D, model: BlockModel, overlay: OrderOverlay | null) {
  const g = model.geometry;
  ctx.clearRect(0, 0, g.width, g.height);
  if (!overlay) return;
  for (const index of overlay.orders.keys()) {
    const view = model.slots.get(index);
    const slot = slotAt(g, index);
    fillCells(ctx, styleOf(view?.state ?? FREE), [cellOrigin(g, slot)], g.cell);
  }
  const r = g.cell / 2 - 3.5;
  // The disc sits low-left, the height top-right: both stay readable in one cell; the path joins the discs.
  const discAt = (index: number) => {
    const o = cellOrigin(g, slotAt(g, index));
    return { x: o.x + r + 2, y: o.y + g.cell - r - 1.5 };
  };
  if (overlay.path.length > 1) {
    const points = overlay.path.map(discAt);
    // A light casing under a dark line reads on every fill.
    for (const [ink, width] of [
      ['#ffffff', 4],
      [PATH_INK, 2],
    ] as const) {
      ctx.strokeStyle = ink;
      ctx.lineWidth = width;
      ctx.lineJoin = 'round';
      ctx.beginPath();
      points.forEach((p, k) => (k === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      ctx.stroke();
    }
  }
  // Each called slot: its first turn number in a white disc (discs first, then the texts by size).
  const marks = [...overlay.orders].map(([index, orders]) => ({ index, text: badgeText(orders)!, at: discAt(index) }));
  ctx.fillStyle = BADGE_FILL;
  ctx.strokeStyle = BADGE_INK;
  ctx.lineWidth = 1;
  for (const m of marks) {
    const dx = m.text.length > 1 ? 1 : 0;
    ctx.beginPath();
    ctx.ellipse(m.at.x + dx, m.at.y, Math.max(r, m.text.length * 3), r, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  ctx.fillStyle = BADGE_INK;
  ctx.textAlign = 'center';
  for (const small of [false, true]) {
    ctx.font = `bold ${small ? 7 : 9}px ${FONT}`;
    for (const m of marks)
      if (m.text.length > 2 === small) ctx.fillText(m.text, m.at.x + (m.text.length > 1 ? 1 : 0), m.at.y + 1);
  }
  // The heights of the called slots, small in their top-right corner, on their state's text colour.
  ctx.font = `bold 9px ${FONT}`;
  ctx.textAlign = 'right';
  for (const m of marks) {
    const view = model.slots.get(m.index);
    if (!view) continue;
    const o = cellOrigin(g, view);
    ctx.fillStyle = styleOf(view.state).text;
    ctx.fillText(String(heightOf(view)), o.x + g.cell - 1, o.y + 7);
  }
  ctx.textAlign = 'center';
}

/** The hover / focus ring on the upper canvas: clears the last one, rings the slot (none: just clears). */
export function drawFocusRing(ctx: CanvasRenderingContext2D, g: Geometry, last: Slot | null, slot: Slot | null) {
  if (last) {
    const o = cellOrigin(g, last);
    ctx.clearRect(o.x - 3, o.y - 3, g.cell + 7, g.cell + 7);
  }
  if (!slot) return;
  const o = cellOrigin(g, slot);
  ctx.strokeStyle = FOCUS_INK;
  ctx.lineWidth = 3;
  ctx.strokeRect(o.x - 0.5, o.y - 0.5, g.cell + 2, g.cell + 2);
}
