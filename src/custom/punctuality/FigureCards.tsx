/** The punctuality figures as cards: each a label and its number in words (no colour carries meaning). */
import { Box, Typography } from '@mui/material';
import type { PunctualityWire } from '../../domain/appointmentFigures/wire';
import { fillText as fill } from '../../i18n/fillText';
import { punctualityMessages as t } from '../../i18n/punctualityMessages';
import { countText, minutesText, rateText } from './figureFormat';

interface Figure {
  key: string;
  label: string;
  value: string;
  note?: string;
}

function figuresOf(f: PunctualityWire): Figure[] {
  const c = t.cards;
  return [
    { key: 'appointments', label: c.appointments, value: countText(f.appointments) },
    {
      key: 'onTime',
      label: c.onTime,
      value: countText(f.onTime),
      note: fill(t.ofJudged, { rate: rateText(f.onTimeRate) }),
    },
    { key: 'late', label: c.late, value: countText(f.late) },
    { key: 'early', label: c.early, value: countText(f.early) },
    {
      key: 'noShows',
      label: c.noShows,
      value: countText(f.noShows),
      note: fill(t.ofJudged, { rate: rateText(f.noShowRate) }),
    },
    { key: 'cancelled', label: c.cancelled, value: countText(f.cancelled) },
    { key: 'pending', label: c.pending, value: countText(f.pending) },
    {
      key: 'turnMedian',
      label: c.turnMedian,
      value: minutesText(f.turnMedian),
      note: fill(t.turnSamples, { n: countText(f.turnSamples) }),
    },
    { key: 'turnP90', label: c.turnP90, value: minutesText(f.turnP90) },
  ];
}

export const FigureCards = ({ figures }: { figures: PunctualityWire }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gap: 1.5,
      gridTemplateColumns: {
        xs: 'repeat(2, minmax(0, 1fr))',
        sm: 'repeat(3, minmax(0, 1fr))',
        lg: 'repeat(5, minmax(0, 1fr))',
      },
    }}
  >
    {figuresOf(figures).map((x) => (
      // A div group straight inside the list (dl > div > dt, dd), drawn as a card.
      <Box
        key={x.key}
        data-testid={`figure-${x.key}`}
        sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {x.label}
        </Typography>
        <Typography component="dd" variant="h5" sx={{ m: 0 }}>
          {x.value}
        </Typography>
        {x.note && (
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
            {x.note}
          </Typography>
        )}
      </Box>
    ))}
  </Box>
);
