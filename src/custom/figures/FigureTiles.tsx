/**
 * The figures as tiles: each its label, number, detail, the target it is judged against (in words:
 * no colour carries meaning), its definition and the list behind it when the role may open it.
 */
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { TARGETS } from '../../domain/figures/compute';
import type { FiguresWire } from '../../domain/figures/wire';
import { fillText as fill } from '../../i18n/fillText';
import { figuresMessages as t } from '../../i18n/figuresMessages';
import { figureLink, type FigureKey } from './figureLinks';
import { clpText, countText, daysText, minutesText, rateText } from './figureText';

interface Tile {
  key: FigureKey;
  value: string;
  details: string[];
  /** Judged against a target: met or not (null: nothing to judge). */
  target?: { text: string; met: boolean | null };
  definition: string;
}

function tilesOf(f: FiguresWire): Tile[] {
  const x = t.tiles;
  const judge = (value: number | null, ok: (v: number) => boolean) => (value === null ? null : ok(value));
  return [
    {
      key: 'noShow',
      value: fill(x.noShow.value, { rate: rateText(f.appointments.noShowRate) }),
      details: [
        fill(x.noShow.detail, { noShows: countText(f.appointments.noShows), judged: countText(f.appointments.judged) }),
      ],
      target: {
        text: `≤ ${TARGETS.noShowRate} %`,
        met: judge(f.appointments.noShowRate, (v) => v <= TARGETS.noShowRate),
      },
      definition: fill(x.noShow.definition, { grace: f.graceMinutes }),
    },
    {
      key: 'turn',
      value: fill(x.turn.value, { median: minutesText(f.turn.median), p90: minutesText(f.turn.p90) }),
      details: [
        fill(x.turn.detail, {
          longRate: rateText(f.turn.longRate),
          long: countText(f.turn.long),
          samples: countText(f.turn.samples),
        }),
      ],
      definition: x.turn.definition,
    },
    {
      key: 'slots',
      value: fill(x.slots.value, { useRate: rateText(f.slots.useRate) }),
      details: [
        fill(x.slots.detail, {
          booked: countText(f.slots.booked),
          used: countText(f.slots.used),
          released: countText(f.slots.released),
        }),
        ...(f.slots.capacity === null
          ? []
          : [
              fill(x.slots.capacity, {
                capacity: countText(f.slots.capacity),
                capacityUseRate: rateText(f.slots.capacityUseRate),
              }),
            ]),
      ],
      definition: x.slots.definition,
    },
    {
      key: 'thirdShift',
      value: fill(x.thirdShift.value, { rate: rateText(f.thirdShift.rate) }),
      details: [
        fill(x.thirdShift.detail, {
          thirdShift: countText(f.thirdShift.thirdShift),
          visits: countText(f.thirdShift.visits),
        }),
      ],
      target: {
        text: `${TARGETS.thirdShiftRate} %`,
        met: judge(f.thirdShift.rate, (v) => v >= TARGETS.thirdShiftRate),
      },
      definition: x.thirdShift.definition,
    },
    {
      key: 'dwell',
      value: fill(x.dwell.value, { median: daysText(f.dwell.medianDays), p90: daysText(f.dwell.p90Days) }),
      details: [fill(x.dwell.detail, { samples: countText(f.dwell.samples) })],
      definition: x.dwell.definition,
    },
    {
      key: 'charges',
      value: fill(x.charges.value, { total: clpText(f.charges.totalClp) }),
      details: [fill(x.charges.detail, { lines: countText(f.charges.lines) })],
      definition: x.charges.definition,
    },
    {
      key: 'overdue',
      value: fill(x.overdue.value, { count: countText(f.overdue.count) }),
      details: [fill(x.overdue.detail, { total: clpText(f.overdue.totalClp) })],
      definition: x.overdue.definition,
    },
  ];
}

export const FigureTiles = ({ figures, roles }: { figures: FiguresWire; roles: readonly string[] }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    }}
  >
    {tilesOf(figures).map((tile) => {
      const label = t.tiles[tile.key].label;
      const link = figureLink(tile.key, roles);
      return (
        <Card
          key={tile.key}
          component="section"
          aria-labelledby={`figure-${tile.key}-label`}
          data-testid={`figure-${tile.key}`}
          sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
        >
          <CardContent sx={{ flexGrow: 1 }}>
            <Typography id={`figure-${tile.key}-label`} component="h2" variant="subtitle1" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`figure-${tile.key}-value`}>
              {tile.value}
            </Typography>
            {tile.details.map((d) => (
              <Typography key={d} variant="body2">
                {d}
              </Typography>
            ))}
            {tile.target && (
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }} data-testid={`figure-${tile.key}-target`}>
                {fill(t.target, { target: tile.target.text })}
                {tile.target.met === null ? '' : ` · ${tile.target.met ? t.targetMet : t.targetMissed}`}
              </Typography>
            )}
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ mt: 1 }}
              data-testid={`figure-${tile.key}-definition`}
            >
              {tile.definition}
            </Typography>
          </CardContent>
          {link && (
            <CardActions>
              <Button
                component={RouterLink}
                to={link}
                size="small"
                aria-label={fill(t.openListOf, { figure: label })}
                data-testid={`figure-${tile.key}-list`}
              >
                {t.openList}
              </Button>
            </CardActions>
          )}
        </Card>
      );
    })}
  </Box>
);
