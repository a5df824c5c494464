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
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { fillText as fill } from '../../i18n/fillText';
import { punctualityMessages as t } from '../../i18n/punctualityMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { usePeriodForm } from '../terminal/forms/usePeriodForm';
import { ArrivalsChart } from './ArrivalsChart';
import { FigureCards } from './FigureCards';
import { punctualityApi, type CompanyOption } from './punctualityApi';

const PunctualityPage = () => {
  const { can, isPending } = useRoles();
  const canAny = can('punctuality', 'any');
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const { period, submit, dayField, fillEmpty } = usePeriodForm(t, 'period');
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
  useEffect(() => fillEmpty(figures.data), [figures.data, fillEmpty]);

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
