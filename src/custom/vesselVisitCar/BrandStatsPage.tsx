/**
 * /vesselvisitCar/{vesselId}/stats (CHART-001…007, CAR-031; Q44): four brand charts of the visit,
 * each 300 high (recharts) — where the vehicles are (on board, yard, dispatched), inspected,
 * inscribed direct or indirect, damaged — with a brand filter and a refresh. Each chart carries
 * its numbers as a text summary, and the whole can be read as a table on the list framework.
 * Loaded on its own (lazily): recharts stays out of the other car screens. The brands stand upright
 * under their bars, so eighteen of them fit a phone's chart without overlapping.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import TableChartIcon from '@mui/icons-material/TableChart';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { BrandState } from '../../domain/cars/brandFigures';
import { UNSPECIFIED_LIST_PAGING } from '../../domain/listPaging';
import { carMessages } from '../../i18n/carMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { carsApi } from '../terminal/api/carsApi';
import { ChartFigure } from '../terminal/charts/ChartFigure';

const t = carMessages.stats;

type Measure = keyof Omit<BrandState, 'marcaId' | 'marcaName'>;
/** The four charts and the measures each draws. */
export const STAT_CHARTS: readonly { id: string; title: string; measures: readonly Measure[] }[] = [
  { id: 'location', title: t.location, measures: ['enBarco', 'enPatio', 'despachados'] },
  { id: 'inspection', title: t.inspection, measures: ['inspeccionados'] },
  { id: 'inscription', title: t.inscription, measures: ['inscDirectos', 'inscIndirectos'] },
  { id: 'damage', title: t.damage, measures: ['conDanio'] },
];

/** A chart's numbers in words, for its text alternative: 'Ubicación por marca: KIA en barco 3, en patio 2…'. */
export function chartSummary(title: string, rows: readonly BrandState[], measures: readonly Measure[]): string {
  const items = rows
    .map((r) => `${r.marcaName} ${measures.map((m) => `${t[m].toLowerCase()} ${r[m]}`).join(', ')}`)
    .join('; ');
  return t.summary.replace('{chart}', title).replace('{items}', items || t.none);
}

type Row = BrandState & { id: string };

/** The characters of a brand under its bar; a longer name ends in '…' and reads whole on hover. */
const BRAND_CHARS = 11;

/** A brand under its bar, upright (a slanted name is wider than a bar on a phone and runs into the next). */
const BrandTick = ({ x = 0, y = 0, payload }: { x?: number; y?: number; payload?: { value?: unknown } }) => {
  const name = String(payload?.value ?? '');
  const shown = name.length > BRAND_CHARS ? `${name.slice(0, BRAND_CHARS - 1)}…` : name;
  return (
    <g transform={`translate(${x},${y})`}>
      <text transform="rotate(-90)" x={-6} y={0} dy="0.35em" textAnchor="end" fontSize={11} fill="#555">
        <title>{name}</title>
        {shown}
      </text>
    </g>
  );
};
const columns: readonly ListColumn[] = [
  { source: 'marcaName', label: t.marca, kind: 'text', list: true },
  ...(
    ['enBarco', 'enPatio', 'despachados', 'inspeccionados', 'inscDirectos', 'inscIndirectos', 'conDanio'] as const
  ).map((m) => ({ source: m, label: t[m], kind: 'number', list: true }) as ListColumn),
];

const BrandStatsPage = () => {
  const { id = '' } = useParams();
  const visitId = id.toUpperCase();
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.info.main, theme.palette.success.main];
  const [chosen, setChosen] = useState<{ id: string; nombre: string }[]>([]);
  const [asTable, setAsTable] = useState(false);
  const brands = useQuery({
    queryKey: ['carStats', visitId, 'brands'],
    queryFn: () => carsApi.brandsOfVisit(visitId),
    retry: false,
  });
  const stats = useQuery({
    queryKey: ['carStats', visitId, 'stats'],
    queryFn: () => carsApi.statistics(visitId),
    retry: false,
  });
  const rows = useMemo<Row[]>(() => {
    const wanted = new Set(chosen.map((b) => b.id));
    return (stats.data?.marcaStateDTOs ?? [])
      .filter((r) => wanted.size === 0 || wanted.has(r.marcaId))
      .map((r) => ({ ...r, id: r.marcaId }));
  }, [stats.data, chosen]);
  const refresh = () => Promise.all([brands.refetch(), stats.refetch()]);
  const title = t.title.replace('{id}', visitId);
  return (
    <Stack sx={{ gap: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {stats.data && (
            <Typography variant="body2" color="text.secondary" data-testid="stats-totals">
              {t.totals
                .replace('{total}', String(stats.data.totalVisita))
                .replace('{yard}', String(stats.data.totalEnPatio))}
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
            <Autocomplete
              multiple
              options={brands.data ?? []}
              value={chosen}
              onChange={(_e, v) => setChosen(v)}
              getOptionLabel={(b) => b.nombre}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              sx={{ minWidth: 260, flex: 1 }}
              loading={brands.isPending}
              renderInput={(params) => (
                <TextField {...params} label={t.brands} helperText={t.brandsHint} size="small" />
              )}
              data-testid="stats-brands"
            />
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void refresh()}
              data-testid="stats-refresh"
            >
              {t.refresh}
            </Button>
            <Button
              startIcon={<TableChartIcon />}
              onClick={() => setAsTable((x) => !x)}
              aria-pressed={asTable}
              data-testid="stats-as-table"
            >
              {asTable ? t.asCharts : t.asTable}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {stats.isPending ? (
        <CircularProgress aria-label={title} />
      ) : stats.isError ? (
        <Alert severity="error">{stats.error.message}</Alert>
      ) : asTable ? (
        <Card>
          <CardContent>
            <RowsList<Row>
              id="carBrandStats"
              title={t.table}
              rows={rows}
              columns={columns}
              search={['marcaName']}
              sort={{ field: 'marcaName', order: 'ASC' }}
              perPage={UNSPECIFIED_LIST_PAGING.perPage}
              maxPageLinks={UNSPECIFIED_LIST_PAGING.maxPageLinks}
              empty={<Alert severity="info">{t.none}</Alert>}
              data-testid="stats-table"
            />
          </CardContent>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {STAT_CHARTS.map((chart) => (
            <ChartFigure
              key={chart.id}
              caption={chart.title}
              summary={chartSummary(chart.title, rows, chart.measures)}
              testIds={{ card: `stats-chart-${chart.id}`, summary: `stats-summary-${chart.id}` }}
            >
              <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="marcaName" tick={<BrandTick />} interval={0} height={76} />
                <YAxis allowDecimals={false} width={40} />
                <Tooltip />
                <Legend />
                {chart.measures.map((m, i) => (
                  <Bar
                    key={m}
                    dataKey={m}
                    name={t[m]}
                    stackId={chart.id === 'location' ? 'a' : undefined}
                    fill={colors[i % colors.length]}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ChartFigure>
          ))}
        </Box>
      )}
    </Stack>
  );
};

export default BrandStatsPage;
