/**
 * /exportApp: the delivery coordination calendar (EXP-059…064; ruling P55): the unit's visit's
 * export delivery quotas within the booking's stacking window, booking or re-coordinating
 * (POST /api/export/saveCoordinacion/{id}); the request stays disabled until a day and a slot
 * are chosen (EXP-064). Outside the rules the detail does not offer it (the shell sends it back).
 */
import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats';
import { slashedDay } from '../../domain/santiagoTime';
import { exportMessages } from '../../i18n/exportMessages';
import { AppointmentCalendar } from '../terminal/AppointmentCalendar';
import { exportApi } from '../terminal/exportApi';
import { exportPath, fill } from './paths';
import { useExportAction, useExportUnit } from './useExportUnit';

const t = exportMessages.calendar;

export const ExportCalendar = () => {
  const { preadvice } = useExportUnit();
  const { run, busy } = useExportAction();
  const navigate = useNavigate();
  const { unit, operation } = preadvice;
  const start = preadvice.stackingDateStart ?? '';
  const end = preadvice.stackingDateEnd ?? '';
  const quotas = useQuery({ queryKey: ['exportArea', unit.number, 'quotas', start, end], queryFn: () => exportApi.quotas(unit.number, start, end), retry: false });
  const toDetail = () => navigate(exportPath(unit.number, operation?.id, 'exportDetail'));
  const recoordinate = preadvice.appointment !== null;

  const request = async (day: string, slot: string) => {
    const answer = await run(
      () => exportApi.coordinate(unit.number, day, slot),
      (a) => fill(t.booked, { nbr: a.appointmentNbr, day: slashedDay(a.day), start: a.slotStartTime, end: a.slotEndTime }),
    );
    if (answer) toDetail();
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{recoordinate ? t.recoordinateTitle : t.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="delivery-window">
          {fill(t.window, { from: formatDateTime(start), to: formatDateTime(end) })}
        </Typography>
        {quotas.isPending ? (
          <CircularProgress aria-label={t.title} />
        ) : quotas.isError ? (
          <Alert severity="error">{quotas.error.message}</Alert>
        ) : (
          <AppointmentCalendar days={quotas.data} onRequest={request} onLater={toDetail} busy={busy} />
        )}
      </CardContent>
    </Card>
  );
};
