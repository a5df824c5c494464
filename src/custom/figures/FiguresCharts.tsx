/**
 * The figures by day: appointments (booked, used, no-shows) and truck visits (all, over 90 min,
 * third shift) as bar charts with their totals in words (ChartFigure), and the same days as a
 * table on request — the charts' table alternative.
 */
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { FiguresWire } from '../../domain/figures/wire';
import { slashedDay } from '../../domain/santiagoTime';
import { fillText as fill } from '../../i18n/fillText';
import { figuresMessages } from '../../i18n/figuresMessages';
import { ChartFigure } from '../terminal/charts/ChartFigure';
import { countText, daysText, minutesText } from './figureText';

const t = figuresMessages.chart;
/** Dark enough against white to tell the bars apart; the legend and summary carry the meaning. */
const COLORS = {
  booked: '#0277bd',
  used: '#2e7d32',
  noShows: '#c62828',
  visits: '#455a64',
  longTurns: '#ef6c00',
  thirdShift: '#6a1b9a',
} as const;

type DayKey = keyof typeof COLORS;
const sum = (f: FiguresWire, k: DayKey) => f.daily.reduce((n, d) => n + d[k], 0);

const DayBars = ({ data, keys }: { data: object[]; keys: readonly DayKey[] }) => (
  <BarChart data={data} accessibilityLayer={false}>
    <CartesianGrid strokeDasharray="3 3" />
    <XAxis dataKey="label" />
    <YAxis allowDecimals={false} />
    <Tooltip />
    <Legend />
    {keys.map((k) => (
      <Bar key={k} dataKey={k} name={t[k]} fill={COLORS[k]} isAnimationActive={false} />
    ))}
  </BarChart>
);

const DaysTable = ({ figures }: { figures: FiguresWire }) => (
  <Box
    tabIndex={0}
    role="region"
    aria-label={t.tableCaption}
    sx={{ overflowX: 'auto', maxWidth: '100%' }}
    data-testid="figures-table"
  >
    <Table size="small">
      <caption>{t.tableCaption}</caption>
      <TableHead>
        <TableRow>
          {[
            figuresMessages.xlsx.headers[0],
            t.booked,
            t.used,
            t.noShows,
            t.visits,
            figuresMessages.xlsx.headers[7],
            t.longTurns,
            t.thirdShift,
            figuresMessages.xlsx.headers[11],
          ].map((h) => (
            <TableCell key={h} component="th" scope="col">
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {figures.daily.map((d) => (
          <TableRow key={d.day}>
            <TableCell component="th" scope="row">
              {slashedDay(d.day)}
            </TableCell>
            <TableCell>{countText(d.booked)}</TableCell>
            <TableCell>{countText(d.used)}</TableCell>
            <TableCell>{countText(d.noShows)}</TableCell>
            <TableCell>{countText(d.visits)}</TableCell>
            <TableCell>{minutesText(d.turnMedian)}</TableCell>
            <TableCell>{countText(d.longTurns)}</TableCell>
            <TableCell>{countText(d.thirdShift)}</TableCell>
            <TableCell>{daysText(d.dwellMedianDays)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

export const FiguresCharts = ({ figures }: { figures: FiguresWire }) => {
  const [table, setTable] = useState(false);
  const data = figures.daily.map((d) => ({ ...d, label: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}` }));
  const days = figures.daily.length;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Button
          variant="outlined"
          onClick={() => setTable((x) => !x)}
          aria-expanded={table}
          data-testid="figures-table-toggle"
        >
          {table ? t.showChart : t.showTable}
        </Button>
      </Box>
      {table ? (
        <Card>
          <CardContent>
            <DaysTable figures={figures} />
          </CardContent>
        </Card>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <ChartFigure
            caption={t.appointmentsCaption}
            testIds={{ drawing: 'figures-appointments-chart', summary: 'figures-appointments-summary' }}
            summary={fill(t.appointmentsSummary, {
              days,
              booked: countText(sum(figures, 'booked')),
              used: countText(sum(figures, 'used')),
              noShows: countText(sum(figures, 'noShows')),
            })}
          >
            <DayBars data={data} keys={['booked', 'used', 'noShows']} />
          </ChartFigure>
          <ChartFigure
            caption={t.visitsCaption}
            testIds={{ drawing: 'figures-visits-chart', summary: 'figures-visits-summary' }}
            summary={fill(t.visitsSummary, {
              days,
              visits: countText(sum(figures, 'visits')),
              longTurns: countText(sum(figures, 'longTurns')),
              thirdShift: countText(sum(figures, 'thirdShift')),
            })}
          >
            <DayBars data={data} keys={['visits', 'longTurns', 'thirdShift']} />
          </ChartFigure>
        </Box>
      )}
    </Box>
  );
};
