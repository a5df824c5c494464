/** The legend: each state's swatch (its fill and pattern, drawn as in the block) and its Spanish label. */
import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { PositionState } from '../../../domain/yard/blockPositions';
import { yardBlockViewMessages as t } from '../../../i18n/yardBlockViewMessages';
import { drawPattern } from './drawBlock';
import { LEGEND_ORDER, styleOf } from './stateStyle';

const SIZE = 20;

function Swatch({ state }: { state: PositionState }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx) return;
    const style = styleOf(state);
    ctx.fillStyle = style.fill;
    ctx.fillRect(0, 0, SIZE, SIZE);
    ctx.strokeStyle = '#757575';
    ctx.strokeRect(0.5, 0.5, SIZE - 1, SIZE - 1);
    drawPattern(ctx, style, 0, 0, SIZE);
  }, [state]);
  return <canvas ref={ref} width={SIZE} height={SIZE} aria-hidden="true" style={{ flex: 'none' }} />;
}

export function Legend() {
  return (
    <Box component="section" aria-label={t.legend}>
      <Box
        component="ul"
        data-testid="yard-block-legend"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {LEGEND_ORDER.map((s) => (
          <Box component="li" key={s} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Swatch state={s} />
            <Typography variant="body2">{t.states[s]}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t.legendHint}
      </Typography>
    </Box>
  );
}
