/**
 * /punctuality (issue 31 §3, beyond-spec): a trucking company's punctuality over a period (default
 * the last 30 days on the terminal's clock) — appointments, arrivals on time / late / early,
 * no-shows and turn time — as cards and a chart of arrivals per day. A trucking company sees its
 * own; customer service chooses a company first. A refused period focuses its first invalid field.
 */
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
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { periodOfTyped, typedDay } from '../../domain/appointmentFigures/periodInput';
import { fillText as fill } from '../../i18n/fillText';
import { punctualityMessages as t } from '../../i18n/punctualityMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { ArrivalsChart } from './ArrivalsChart';
import { FigureCards } from './FigureCards';
import { punctualityApi, type CompanyOption } from './punctualityApi';

type Field = 'from' | 'to';

const PunctualityPage = () => {
  const { can, isPending } = useRoles();
  const canAny = can('punctuality', 'any');
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const [typed, setTyped] = useState<Record<Field, string>>({ from: '', to: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const refs = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };
  const companies = useQuery({
    queryKey: ['punctuality', 'companies'],
    queryFn: punctualityApi.companies,
    enabled: canAny,
    staleTime: 60_000,
    retry: false,
  });
  const truckingId = canAny ? (company?.id ?? '') : '';
  const figures = useQuery({
    queryKey: ['punctuality', 'figures', truckingId, period?.from ?? null, period?.to ?? null],
    queryFn: () => punctualityApi.figures({ truckingId, from: period?.from ?? null, to: period?.to ?? null }),
    enabled: !isPending && (!canAny || truckingId !== ''),
    retry: false,
  });
  // The server's default period fills the empty fields once.
  useEffect(() => {
    if (figures.data && typed.from === '' && typed.to === '')
      setTyped({ from: typedDay(figures.data.from), to: typedDay(figures.data.to) });
  }, [figures.data, typed.from, typed.to]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = periodOfTyped(typed.from, typed.to);
    if (!read.ok) {
      setErrors(read.errors);
      const first = (['from', 'to'] as const).find((f) => read.errors[f]);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    setPeriod({ from: read.from, to: read.to });
  };

  const dayField = (field: Field) => (
    <TextField
      key={field}
      label={t[field]}
      value={typed[field]}
      size="small"
      inputRef={refs[field]}
      onChange={(e) => setTyped((x) => ({ ...x, [field]: e.target.value }))}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? t.dayHint}
      slotProps={{
        htmlInput: { 'data-testid': `period-${field}`, inputMode: 'numeric', 'aria-invalid': Boolean(errors[field]) },
      }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );

  const data = figures.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={t.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {data ? fill(t.titleOf, { company: data.truckingName }) : t.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {fill(t.intro, { grace: data?.graceMinutes ?? 15 })}
          </Typography>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 2, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
            >
              {canAny && (
                <Autocomplete
                  options={companies.data ?? []}
                  value={company}
                  loading={companies.isPending}
                  onChange={(_e, v) => setCompany(v)}
                  getOptionLabel={(o) => o.name}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  sx={{ width: { xs: '100%', sm: 320 } }}
                  data-testid="punctuality-company"
                  renderInput={(params) => <TextField {...params} label={t.company} size="small" />}
                />
              )}
              {dayField('from')}
              {dayField('to')}
              <Button type="submit" variant="contained" data-testid="punctuality-show">
                {t.show}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      {canAny && !company ? (
        <Alert severity="info" data-testid="punctuality-choose">
          {t.chooseCompany}
        </Alert>
      ) : figures.isError ? (
        <Alert severity="error">{figures.error.message}</Alert>
      ) : !data ? (
        <CircularProgress aria-label={t.loading} />
      ) : (
        <>
          {data.appointments === 0 && <Alert severity="info">{t.noAppointments}</Alert>}
          <FigureCards figures={data} />
          <ArrivalsChart figures={data} />
        </>
      )}
    </Box>
  );
};

export default PunctualityPage;
