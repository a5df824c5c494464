/**
 * The appointment calendar shared by the import shell and the vessel-visit list (D2 §2; IMP-033…038,
 * VV-030): a month grid, week from Monday, where only days with free slots can be chosen and the
 * terminal's today is marked; the chosen day's slots with their places, a full one shown disabled
 * with 'Sin cupos' (a day whose slots are all full says so too); 'Solicitar turno' stays disabled
 * until a day and a slot are chosen. Optional 'Solicitar más tarde' (request later) and 'Cancelar' buttons.
 *
 * Props: `days` — the quotas answer (GET /api/appointmentrules/quotasForImport/{addDays}/{visit});
 * `onRequest(day, start)` — books (the caller's call and messages); `onLater`, `onCancel` — shown
 * when given; `busy` — disables the buttons while a call runs; `slotFigures` — the kind and visit
 * whose slots show their fill and expected wait in words (issue 31 §3; useSlotFigures).
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, FormControlLabel, IconButton, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { isThirdShift } from '../../../domain/appointments';
import { santiagoDay, slashedDay } from '../../../domain/santiagoTime';
import { fillText as fill } from '../../../i18n/fillText';
import { importMessages } from '../../../i18n/importMessages';
import { monthGrid, monthOf, monthTitle, shiftMonth, type MonthRef } from './calendarModel';
import { useTerminalNow } from './terminalClock';
import { SlotFigures } from './SlotFigures';
import { slotKey, useSlotFigures, type SlotFiguresRef } from './useSlotFigures';

export interface CalendarQuotaDay {
  /** 'YYYY-MM-DD'. */
  day: string;
  quotas: { start: string; end: string; available: number }[];
}

export interface AppointmentCalendarProps {
  days: readonly CalendarQuotaDay[];
  onRequest: (day: string, start: string) => void | Promise<void>;
  onLater?: () => void;
  onCancel?: () => void;
  busy?: boolean;
  slotFigures?: SlotFiguresRef;
}

const t = importMessages.appointment;

export const AppointmentCalendar = ({
  days,
  onRequest,
  onLater,
  onCancel,
  busy,
  slotFigures,
}: AppointmentCalendarProps) => {
  const figures = useSlotFigures(slotFigures);
  const open = useMemo(
    () => new Map(days.filter((d) => d.quotas.some((q) => q.available > 0)).map((d) => [d.day, d])),
    [days],
  );
  const full = useMemo(
    () => new Set(days.filter((d) => d.quotas.length > 0 && !open.has(d.day)).map((d) => d.day)),
    [days, open],
  );
  const { now, ready } = useTerminalNow();
  const today = ready ? santiagoDay(now()) : undefined;
  const firstOpen = [...open.keys()].sort()[0];
  const [month, setMonth] = useState<MonthRef>(() =>
    monthOf(firstOpen ?? days[0]?.day ?? new Date().toISOString().slice(0, 10)),
  );
  const [day, setDay] = useState<string | undefined>();
  const [start, setStart] = useState<string | undefined>();
  const weeks = monthGrid(month.year, month.month);
  const slots = day ? (open.get(day)?.quotas ?? []) : [];

  return (
    <Box data-testid="appointment-calendar">
      {open.size === 0 && (
        <Typography color="text.secondary" data-testid="no-quotas">
          {t.noQuotas}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <IconButton aria-label={t.previousMonth} onClick={() => setMonth((m) => shiftMonth(m, -1))} size="small">
              <ChevronLeftIcon />
            </IconButton>
            <Typography component="h3" variant="subtitle1" aria-live="polite" data-testid="calendar-month">
              {monthTitle(month)}
            </Typography>
            <IconButton aria-label={t.nextMonth} onClick={() => setMonth((m) => shiftMonth(m, 1))} size="small">
              <ChevronRightIcon />
            </IconButton>
          </Stack>
          <Box component="table" role="grid" aria-label={t.calendar} sx={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {t.weekdays.split(' ').map((w) => (
                  <Box
                    component="th"
                    key={w}
                    scope="col"
                    sx={{ p: 0.5, fontWeight: 500, fontSize: 13, color: 'text.secondary' }}
                  >
                    {w}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, i) => (
                <tr key={i}>
                  {week.map((d, j) => (
                    <Box component="td" key={j} sx={{ p: 0.25, textAlign: 'center' }}>
                      {d && (
                        <Button
                          size="small"
                          variant={d === day ? 'contained' : 'text'}
                          disabled={!open.has(d)}
                          aria-pressed={d === day}
                          aria-label={[slashedDay(d), d === today ? t.today : '', full.has(d) ? t.full : '']
                            .filter(Boolean)
                            .join(', ')}
                          aria-current={d === today ? 'date' : undefined}
                          data-day={d}
                          onClick={() => {
                            setDay(d);
                            setStart(undefined);
                          }}
                          // Today: a ring that stays visible whether the day is chosen, open or not.
                          sx={{
                            minWidth: 36,
                            ...(d === today
                              ? {
                                  outline: '2px solid',
                                  outlineColor: 'secondary.main',
                                  outlineOffset: -2,
                                  fontWeight: 700,
                                }
                              : {}),
                          }}
                        >
                          {Number(d.slice(8, 10))}
                        </Button>
                      )}
                    </Box>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
        {day && (
          <Box>
            <Typography component="h3" variant="subtitle1" id="slots-label">
              {fill(t.slots, { day: slashedDay(day) })}
            </Typography>
            <RadioGroup
              aria-labelledby="slots-label"
              value={start ?? ''}
              onChange={(e) => setStart(e.target.value)}
              data-testid="slots"
            >
              {slots.map((q) => (
                <FormControlLabel
                  key={q.start}
                  value={q.start}
                  control={<Radio />}
                  disabled={q.available <= 0}
                  label={
                    <>
                      {`${q.start} - ${q.end}${isThirdShift(q.start) ? ` · ${t.thirdShift}` : ''} (${q.available > 0 ? fill(t.places, { n: q.available }) : t.full})`}
                      <SlotFigures figure={figures.get(slotKey(day!, q.start))} />
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </Box>
        )}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!day || !start || busy}
          onClick={() => day && start && onRequest(day, start)}
          data-testid="request-slot"
        >
          {t.request}
        </Button>
        {onLater && (
          <Button variant="outlined" onClick={onLater} disabled={busy} data-testid="request-later">
            {t.later}
          </Button>
        )}
        {onCancel && (
          <Button onClick={onCancel} disabled={busy} data-testid="calendar-cancel">
            {t.cancel}
          </Button>
        )}
      </Stack>
    </Box>
  );
};
