/**
 * /yard (CAR-072, CHART-008…012; Q44): the yard's vehicles, those already on a truck (orange)
 * against those waiting (light blue) in a pie 300 high with its numbers in words, the vehicles per
 * brand on the list framework, and the VIN summary as Excel.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import { carMessages } from '../../i18n/carMessages';
import { fillText as fill } from '../../i18n/fillText';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { carsApi } from '../terminal/api/carsApi';
import { YARD_COLORS } from '../terminal/charts/charts';
import { ChartFigure } from '../terminal/charts/ChartFigure';
import { downloadFile } from '../terminal/documents/downloadFile';
import { useBusyCall } from '../terminal/forms/useBusyCall';

const t = carMessages.yard;
type Row = { id: string; marca: string; enPatio: number; enCamion: number; total: number };
const columns: readonly ListColumn[] = [
  { source: 'marca', label: t.marca, kind: 'text', list: true },
  { source: 'enPatio', label: t.inYard, kind: 'number', list: true },
  { source: 'enCamion', label: t.onTruck, kind: 'number', list: true },
  { source: 'total', label: t.total, kind: 'number', list: true },
];

const YardPage = () => {
  const { identity } = useGetIdentity();
  const login = String(identity?.login ?? identity?.id ?? '');
  const { busy, run } = useBusyCall();
  const data = useQuery({
    queryKey: ['carYard', login],
    queryFn: () => carsApi.yardSummary(login),
    enabled: login !== '',
    retry: false,
  });
  const rows = useMemo<Row[] | undefined>(
    () => data.data?.marcas.map((m) => ({ id: m.marca, ...m, total: m.enPatio + m.enCamion })),
    [data.data],
  );
  const slices = data.data
    ? [
        { name: t.onTruck, value: data.data.enCamion, color: YARD_COLORS.onTruck },
        { name: t.inYard, value: data.data.enPatio, color: YARD_COLORS.inYard },
      ]
    : [];
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title={t.title} />
      <ChartFigure
        caption={t.chart}
        summary={data.data ? fill(t.summary, { onTruck: data.data.enCamion, inYard: data.data.enPatio }) : undefined}
        testIds={{ drawing: 'yard-chart', summary: 'yard-summary' }}
        heading={
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="h5" component="h1">
              {t.title}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={busy}
              data-testid="yard-download"
              onClick={() => void run(() => downloadFile(() => carsApi.yardReport(login), 'vehiculos-en-patio.xlsx'))}
            >
              {t.download}
            </Button>
          </Stack>
        }
        alternative={
          data.isError ? (
            <Alert severity="error">{data.error.message}</Alert>
          ) : !data.data ? (
            <CircularProgress aria-label={t.chart} />
          ) : undefined
        }
      >
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            outerRadius="75%"
            label
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            {slices.map((s) => (
              <Cell key={s.name} fill={s.color} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ChartFigure>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.brands}
          </Typography>
          <RowsList<Row>
            id="carYardBrands"
            title={t.brands}
            rows={rows}
            columns={columns}
            search={['marca']}
            sort={{ field: 'marca', order: 'ASC' }}
            perPage={10}
            maxPageLinks={8}
            empty={<Alert severity="info">{t.none}</Alert>}
            data-testid="yard-brands"
          />
        </CardContent>
      </Card>
    </Box>
  );
};

export default YardPage;
