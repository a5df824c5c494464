/**
 * /appointment: the pickup calendar (IMP-033…040; Q20): quotas of the unit's visit from today
 * (+1 day for a physical inspection), booking (POST /api/appointment) or re-coordination (POST
 * /api/import/saveCoordinacionRetiro/{id}); 'Solicitar más tarde' returns to the detail. No
 * pickup is cancelled from here (IMP-039).
 */
import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { quotaAddDays } from '../../domain/appointments';
import { slashedDay } from '../../domain/santiagoTime';
import { importMessages } from '../../i18n/importMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { AppointmentCalendar } from '../terminal/AppointmentCalendar';
import { importApi } from '../terminal/importApi';
import { fill, managementPath } from './paths';
import { useImportUnit } from './useImportUnit';
import { useUnitAction } from './useUnitAction';

const t = importMessages.appointment;

export const AppointmentScreen = () => {
  const { unit, op } = useImportUnit();
  const { run, busy } = useUnitAction();
  const navigate = useNavigate();
  const recoordinate = unit.actions.includes('recoordinate');
  const book = unit.actions.includes('bookAppointment');
  const addDays = quotaAddDays(unit.inspeccionSAG);
  // An empty brought by truck has no vessel visit, and so no import quotas.
  const visitId = unit.vesselVisitId;
  const quotas = useQuery({
    queryKey: ['importArea', unit.unitNbr, 'quotas', addDays, visitId],
    queryFn: () => importApi.quotas(addDays, visitId!),
    enabled: (book || recoordinate) && visitId !== null,
    retry: false,
  });
  const toDetail = () => navigate(managementPath(unit.unitNbr, unit.operationId, 'detailRetiro'));

  if (!op || (!book && !recoordinate)) {
    // IMP-037 (and a direct pickup, which the terminal schedules: IMP-044).
    return <Alert severity="warning" data-testid="not-coordinable">{unit.refusals.bookAppointment ?? operationsMessages.refusals.coordination}</Alert>;
  }

  const request = async (day: string, start: string) => {
    const answer = await run(
      () => (recoordinate ? importApi.recoordinate(unit.unitNbr, day, start) : importApi.book(unit.unitNbr, day, start, op.truckingId)),
      (a) => fill(t.booked, { nbr: a.appointmentNbr, day: slashedDay(a.day), start: a.slotStartTime, end: a.slotEndTime }),
    );
    if (answer) toDetail();
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{recoordinate ? t.recoordinateTitle : t.title}</Typography>
        {quotas.isPending ? (
          <CircularProgress aria-label={t.calendar} />
        ) : quotas.isError ? (
          <Alert severity="error">{quotas.error.message}</Alert>
        ) : (
          <AppointmentCalendar days={quotas.data} onRequest={request} onLater={toDetail} busy={busy} />
        )}
      </CardContent>
    </Card>
  );
};
