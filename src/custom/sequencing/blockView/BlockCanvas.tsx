/**
 * The block drawn on one canvas, a sequencing's order on a second above it and the hover / focus
 * ring on a third (issue 32 §2): each redrawn only when its own input changes. Hover, tap and the
 * arrow keys choose a slot; the panel below reads its boxes. Choosing a slot
 * touches only the ring and the panel's text (no React render), so a hover costs a few
 * microseconds whatever the block holds.
 */
import { Box, Typography } from '@mui/material';
import { useCallback, useId, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { fillText } from '../../../i18n/fillText';
import { yardBlockViewMessages as t } from '../../../i18n/yardBlockViewMessages';
import type { BlockModel } from './blockModel';
import { drawBlock, drawFocusRing, drawOverlay, prepareCanvas } from './drawBlock';
import { cellOrigin, slotAtPoint, slotByKey, slotIndex, stackLabel, type Slot } from './geometry';
import type { OrderOverlay } from './orderOverlay';
import { boxLine, slotHeading } from './slotText';

interface Props {
  model: BlockModel;
  overlay: OrderOverlay | null;
}

export function BlockCanvas({ model, overlay }: Props) {
  const g = model.geometry;
  const scroller = useRef<HTMLDivElement>(null);
  const base = useRef<HTMLCanvasElement>(null);
  const order = useRef<HTMLCanvasElement>(null);
  const ring = useRef<HTMLCanvasElement>(null);
  const ringCtx = useRef<CanvasRenderingContext2D | null>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const current = useRef<Slot | null>(null);
  const panelId = useId();

  /** Rings the slot and writes its boxes in the panel: DOM text only. */
  const choose = useCallback(
    (slot: Slot | null) => {
      const last = current.current;
      if (last && slot && last.stack === slot.stack && last.row === slot.row) return;
      if (ringCtx.current) drawFocusRing(ringCtx.current, g, last, slot);
      current.current = slot;
      if (!slot || !heading.current || !list.current) return;
      const view = model.slots.get(slotIndex(g, slot));
      heading.current.textContent = slotHeading(slot, view);
      heading.current.dataset.slot = `${stackLabel(slot.stack)}${slot.row}`;
      const items = (view?.boxes ?? []).map((box) => {
        const li = document.createElement('li');
        li.textContent = boxLine(box, overlay?.byUnit.get(box.unitNbr));
        return li;
      });
      list.current.replaceChildren(...items);
    },
    [g, model, overlay],
  );

  // The block is drawn when its boxes change; the order, on its own canvas, when the sequencing does.
  // bench/yardBlockView.ts reads the measures and the mark (the drawing's own cost; arrival → drawn).
  useLayoutEffect(() => {
    const start = performance.now();
    const ctx = base.current && prepareCanvas(base.current, g);
    if (ctx) drawBlock(ctx, model);
    performance.measure('yard-block-draw', { start });
    performance.mark('yard-block-drawn');
  }, [g, model]);

  useLayoutEffect(() => {
    const start = performance.now();
    const ctx = order.current && prepareCanvas(order.current, g);
    if (ctx) drawOverlay(ctx, model, overlay);
    performance.measure('yard-block-overlay', { start });
    performance.mark('yard-block-drawn');
  }, [g, model, overlay]);

  useLayoutEffect(() => {
    ringCtx.current = ring.current ? prepareCanvas(ring.current, g) : null;
    const last = current.current;
    current.current = null;
    if (last) choose(last);
  }, [g, choose]);

  const atPointer = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const slot = slotAtPoint(g, e.clientX - rect.left, e.clientY - rect.top);
    if (slot) choose(slot);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = current.current ?? { stack: 1, row: g.rows[0]! };
    const next = current.current ? slotByKey(g, from, e.key) : from;
    if (!next) return;
    e.preventDefault();
    choose(next);
    // Keep the chosen cell in sight inside the scrolling drawing.
    const el = scroller.current;
    if (!el) return;
    const o = cellOrigin(g, next);
    if (o.x < el.scrollLeft + g.left) el.scrollLeft = o.x - g.left;
    else if (o.x + g.cell > el.scrollLeft + el.clientWidth) el.scrollLeft = o.x + g.cell - el.clientWidth;
    if (o.y < el.scrollTop + g.top) el.scrollTop = o.y - g.top;
    else if (o.y + g.cell > el.scrollTop + el.clientHeight) el.scrollTop = o.y + g.cell - el.clientHeight;
  };

  const onFocus = () => {
    if (current.current) return;
    // The first occupied slot, else 01A: focusing shows something at once.
    const first = [...model.slots.values()].sort((a, b) => a.index - b.index)[0];
    choose(first ? { stack: first.stack, row: first.row } : { stack: 1, row: g.rows[0]! });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box
        ref={scroller}
        data-testid="yard-block-scroller"
        sx={{
          overflow: 'auto',
          maxWidth: '100%',
          maxHeight: '70vh',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box
          role="application"
          tabIndex={0}
          aria-label={fillText(t.drawingLabel, { id: model.id })}
          aria-describedby={panelId}
          data-testid="yard-block-drawing"
          onPointerMove={atPointer}
          onPointerDown={atPointer}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          sx={{
            position: 'relative',
            width: g.width,
            height: g.height,
            cursor: 'crosshair',
            '&:focus-visible': { outline: '3px solid #1565c0', outlineOffset: -3 },
          }}
        >
          <canvas ref={base} aria-hidden="true" style={{ position: 'absolute', inset: 0 }} />
          <canvas ref={order} aria-hidden="true" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
          <canvas ref={ring} aria-hidden="true" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Box>
      </Box>
      <Box
        id={panelId}
        aria-live="polite"
        data-testid="yard-block-panel"
        sx={{ minHeight: 64, p: 1, bgcolor: 'grey.100', borderRadius: 1, overflowWrap: 'anywhere' }}
      >
        <Typography ref={heading} variant="subtitle2" component="p" data-testid="yard-block-slot">
          {t.panelHint}
        </Typography>
        <Box component="ul" ref={list} data-testid="yard-block-boxes" sx={{ m: 0, pl: 2.5, typography: 'body2' }} />
      </Box>
    </Box>
  );
}
