/** Arrivals per day by outcome, a stacked bar chart with the totals in words (ChartFigure). */
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { PunctualityWire } from '../../domain/appointmentFigures/wire';
import { fillText as fill } from '../../i18n/fillText';
import { punctualityMessages } from '../../i18n/punctualityMessages';
import { ChartFigure } from '../terminal/charts/ChartFigure';

const t = punctualityMessages.chart;
/** Dark enough against white to tell the bars apart; the legend and summary carry the meaning. */
const COLORS = { onTime: '#2e7d32', early: '#0277bd', late: '#ef6c00', noShows: '#c62828' } as const;
const KEYS = ['onTime', 'early', 'late', 'noShows'] as const;

export const ArrivalsChart = ({ figures }: { figures: PunctualityWire }) => {
  const data = figures.daily.map((d) => ({ ...d, label: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}` }));
  const sum = (k: (typeof KEYS)[number]) => figures.daily.reduce((n, d) => n + d[k], 0);
  const summary = fill(t.summary, {
    days: figures.daily.length,
    onTime: sum('onTime'),
    early: sum('early'),
    late: sum('late'),
    noShows: sum('noShows'),
  });
  return (
    <ChartFigure
      caption={t.caption}
      summary={summary}
      testIds={{ drawing: 'punctuality-chart', summary: 'punctuality-summary' }}
      alternative={data.length === 0 ? <span data-testid="punctuality-summary">{t.empty}</span> : undefined}
    >
      <BarChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        {KEYS.map((k) => (
          <Bar key={k} dataKey={k} name={t[k]} stackId="a" fill={COLORS[k]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFigure>
  );
};
