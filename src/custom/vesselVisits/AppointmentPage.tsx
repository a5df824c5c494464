/**
 * /vesselVisits/appointment/{containerId} (VV-030…032; the legacy importAppointmentVessel): the
 * shared calendar on the unit's visit quotas (+1 day for a physical inspection); 'Solicitar turno'
 * books through POST /api/appointment (Q20); 'Cancelar' and 'Volver' leave without booking (Q21).
 */
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { quotaAddDays } from '../../domain/appointments';
import { slashedDay } from '../../domain/santiagoTime';
import { AppointmentCalendar } from '../terminal/calendar/AppointmentCalendar';
import { importApi } from '../terminal/api/importApi';
import { useApiError } from '../layout/useApiError';
import { visitPaths } from './paths';
import { useBusyCall } from '../terminal/forms/useBusyCall';

const A = 'app.visitScreens.appointment';

const AppointmentPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const onError = useApiError();
  const nbr = (useParams().containerId ?? '').toUpperCase();
  const [params] = useSearchParams();
  const back = () => navigate(visitPaths.search(params.get('visit') || undefined));
  const unit = useQuery({
    queryKey: ['portal', 'visitAppointmentUnit', nbr],
    queryFn: () => importApi.unit(nbr),
    retry: false,
  });
  const addDays = quotaAddDays(unit.data?.inspeccionSAG);
  const visitId = unit.data?.vesselVisitId ?? '';
  const quotas = useQuery({
    queryKey: ['portal', 'visitQuotas', addDays, visitId],
    queryFn: () => importApi.quotas(addDays, visitId),
    enabled: Boolean(visitId),
    retry: false,
  });
  useEffect(() => {
    const error = unit.error ?? quotas.error;
    if (error) void onError(error);
  }, [unit.error, quotas.error, onError]);
  const { busy, run } = useBusyCall();
  const refusal = unit.data?.refusals?.bookAppointment;

  const request = (day: string, start: string) =>
    run(async () => {
      const a = await importApi.book(nbr, day, start, unit.data?.truckingCompany ?? null);
      notify(
        translate(`${A}.booked`, {
          nbr: a.appointmentNbr ?? a.nbr,
          day: slashedDay(a.day ?? day),
          start: a.slotStartTime,
          end: a.slotEndTime,
        }),
        { type: 'success' },
      );
      back();
    });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${A}.title`, { unitNbr: nbr })} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate(`${A}.title`, { unitNbr: nbr })}
        </Typography>
        {unit.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${A}.unitInfo`, { visit: unit.data.vesselVisitId, trucking: unit.data.truckingName ?? '—' })}
          </Typography>
        )}
        {refusal && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="appointment-refusal">
            {refusal}
          </Alert>
        )}
        {quotas.data && !refusal && (
          <AppointmentCalendar
            days={quotas.data}
            onRequest={request}
            onCancel={back}
            busy={busy}
            slotFigures={{ kind: 'importPickup', visitId }}
          />
        )}
        <Button onClick={back} disabled={busy} sx={{ mt: 2 }} data-testid="appointment-back">
          {translate('app.visitScreens.common.back')}
        </Button>
      </CardContent>
    </Card>
  );
};

export default AppointmentPage;
