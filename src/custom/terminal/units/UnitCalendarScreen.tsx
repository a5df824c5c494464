/**
 * A unit's appointment screen (the import pickup, IMP-033…040; the export delivery, EXP-059…064):
 * the unit's quotas on the shared calendar, booking or re-coordinating the chosen slot (the kind's
 * call), then back to the detail; 'Solicitar más tarde' returns to it too. A unit that cannot be
 * coordinated now shows the kind's refusal instead.
 */
import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { slashedDay } from '../../../domain/santiagoTime';
import type { AppointmentAnswer } from '../../../domain/terminalWire/appointments';
import { fillText as fill } from '../../../i18n/fillText';
import { AppointmentCalendar, type CalendarQuotaDay } from '../calendar/AppointmentCalendar';
import type { SlotFiguresRef } from '../calendar/useSlotFigures';
import type { useTerminalAction } from '../forms/useTerminalAction';

type Booked = Pick<AppointmentAnswer, 'appointmentNbr' | 'day' | 'slotStartTime' | 'slotEndTime'>;

export interface UnitCalendarScreenProps {
  title: string;
  /** The progress' accessible name while the quotas load. */
  loadingLabel: string;
  /** Under the title (the export's delivery window). */
  note?: ReactNode;
  /** Shown instead of the calendar: the unit cannot be coordinated now. */
  refusal?: ReactNode;
  quotas: { queryKey: QueryKey; load: () => Promise<CalendarQuotaDay[]>; enabled?: boolean };
  /** Books (or re-coordinates) the chosen slot. */
  book: (day: string, start: string) => Promise<Booked>;
  /** The success text, with {nbr}, {day}, {start} and {end}. */
  booked: string;
  /** The detail: where a booking and 'Solicitar más tarde' go. */
  detailPath: string;
  /** The shell's unit action (unitKit's useUnitAction). */
  action: ReturnType<typeof useTerminalAction>;
  /** The kind and visit whose slots show their fill and expected wait. */
  slotFigures?: SlotFiguresRef;
}

export const UnitCalendarScreen = ({
  title,
  loadingLabel,
  note,
  refusal,
  quotas: q,
  book,
  booked,
  detailPath,
  action,
  slotFigures,
}: UnitCalendarScreenProps) => {
  const { run, busy } = action;
  const navigate = useNavigate();
  const quotas = useQuery({ queryKey: q.queryKey, queryFn: q.load, enabled: q.enabled, retry: false });
  const toDetail = () => navigate(detailPath);

  if (refusal) return <>{refusal}</>;

  const request = async (day: string, start: string) => {
    const answer = await run(
      () => book(day, start),
      (a) =>
        fill(booked, { nbr: a.appointmentNbr, day: slashedDay(a.day), start: a.slotStartTime, end: a.slotEndTime }),
    );
    if (answer) toDetail();
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {note}
        {quotas.isPending ? (
          <CircularProgress aria-label={loadingLabel} />
        ) : quotas.isError ? (
          <Alert severity="error">{quotas.error.message}</Alert>
        ) : (
          <AppointmentCalendar
            days={quotas.data}
            onRequest={request}
            onLater={toDetail}
            busy={busy}
            slotFigures={slotFigures}
          />
        )}
      </CardContent>
    </Card>
  );
};
