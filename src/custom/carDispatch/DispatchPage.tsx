/**
 * /dispatch (CAR-068…071; Q25, Q44): the vehicles dispatched on each of the last 4 days, in date
 * order (recharts, 300 high; its numbers in words and as a table), and the dispatch report: both
 * dates required (DD/MM/YYYY), by default the last 3 days to today, downloaded as Excel.
 */
import DownloadIcon from '@mui/icons-material/Download';
import TableChartIcon from '@mui/icons-material/TableChart';
import {
  Alert,
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
import { useMemo, useState, type FormEvent } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { dateRangeErrors, slashedToPath } from '../../domain/cars/yardFigures';
import { slashedDay } from '../../domain/santiagoTime';
import { carMessages } from '../../i18n/carMessages';
import { fillText as fill } from '../../i18n/fillText';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { carsApi } from '../terminal/api/carsApi';
import { ChartFigure } from '../terminal/charts/ChartFigure';
import { downloadFile } from '../terminal/documents/downloadFile';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = carMessages.dispatch;
type Row = { id: string; day: string; despachados: number };
const columns: readonly ListColumn[] = [
  { source: 'day', label: t.day, kind: 'text', list: true },
  { source: 'despachados', label: t.despachados, kind: 'number', list: true },
];

const ReportForm = ({ login, range }: { login: string; range: { from: string; to: string } }) => {
  const refusal = useRefusedForm();
  const { busy, run } = useBusyCall();
  const [from, setFrom] = useState(slashedDay(range.from));
  const [to, setTo] = useState(slashedDay(range.to));
  const [shown, setShown] = useState(false);
  const errors = shown ? dateRangeErrors(from, to) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const e = dateRangeErrors(from, to);
    if (e.from || e.to) return refusal.refuse();
    void run(() =>
      downloadFile(
        () => carsApi.dispatchReport(slashedToPath(from), slashedToPath(to), login),
        `despachos-${slashedToPath(from)}-${slashedToPath(to)}.xlsx`,
      ),
    );
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        id="dispatch-from"
        label={t.from}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        required
        size="small"
        error={Boolean(errors.from)}
        helperText={errors.from ?? t.dateHint}
        slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
        sx={{ width: 170 }}
      />
      <TextField
        id="dispatch-to"
        label={t.to}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        required
        size="small"
        error={Boolean(errors.to)}
        helperText={errors.to ?? t.dateHint}
        slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
        sx={{ width: 170 }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<DownloadIcon />}
        disabled={busy}
        data-testid="dispatch-download"
      >
        {t.download}
      </Button>
      <RefusedFormNotice refusal={refusal} />
    </Box>
  );
};

const DispatchPage = () => {
  const theme = useTheme();
  const { identity } = useGetIdentity();
  const login = String(identity?.login ?? identity?.id ?? '');
  const [asTable, setAsTable] = useState(false);
  const data = useQuery({
    queryKey: ['carDispatch', login],
    queryFn: () => carsApi.dispatches(login),
    enabled: login !== '',
    retry: false,
  });
  const rows = useMemo<Row[]>(
    () => (data.data?.dias ?? []).map((d) => ({ id: d.day, day: slashedDay(d.day), despachados: d.despachados })),
    [data.data],
  );
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title={t.title} />
      <ChartFigure
        caption={t.chart}
        summary={fill(t.summary, { items: rows.map((r) => `${r.day} ${r.despachados}`).join(', ') })}
        testIds={{ drawing: 'dispatch-chart', summary: 'dispatch-summary' }}
        heading={
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="h5" component="h1">
              {t.title}
            </Typography>
            <Button
              startIcon={<TableChartIcon />}
              onClick={() => setAsTable((x) => !x)}
              aria-pressed={asTable}
              data-testid="dispatch-as-table"
            >
              {asTable ? t.asChart : t.asTable}
            </Button>
          </Stack>
        }
        alternative={
          data.isError ? (
            <Alert severity="error">{data.error.message}</Alert>
          ) : !data.data ? (
            <CircularProgress aria-label={t.chart} />
          ) : asTable ? (
            <RowsList<Row>
              id="carDispatchDays"
              title={t.table}
              rows={rows}
              columns={columns}
              search={[]}
              perPage={10}
              maxPageLinks={8}
              empty={null}
              data-testid="dispatch-table"
            />
          ) : undefined
        }
      >
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Bar dataKey="despachados" name={t.despachados} fill={theme.palette.primary.main} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.report}
          </Typography>
          {data.data && <ReportForm login={login} range={data.data.rango} />}
        </CardContent>
      </Card>
    </Box>
  );
};

export default DispatchPage;
