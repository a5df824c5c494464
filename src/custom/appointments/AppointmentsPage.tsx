/**
 * /appointments, 'Mis citas' (issue 31 §3, beyond-spec): the trucking company's appointments
 * (customer service: every company's) on the operational list — slot, unit, state (Reservada /
 * Presentada / Liberada / Usada / Anulada), the trouble the gate would find today with how to fix
 * it, and 'Presentar' (check-in with a plate of the company's trucks) until the deadline. The
 * 'Con problemas' filter lists the appointments in trouble.
 */
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import type { AppointmentRowWire } from '../../domain/appointmentCheckIn/wire';
import { formatDateTime } from '../../domain/formats';
import { slashedDay } from '../../domain/santiagoTime';
import { appointmentCheckInMessages as t } from '../../i18n/appointmentCheckInMessages';
import { fillText } from '../../i18n/fillText';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useRoles } from '../../resources/framework/useRoles';
import { appointmentsApi } from './appointmentsApi';
import { CheckInDialog } from './CheckInDialog';
import { TruckVisitsPanel } from './TruckVisitsPanel';

type Row = AppointmentRowWire & {
  slot: string;
  kindLabel: string;
  stateLabel: string;
  inTrouble: boolean;
  troubleText: string;
};

const SEARCH = ['unitNbr', 'id', 'checkInPlate', 'truckingName'] as const;

const TroubleCell = ({ row }: { row: Row }) =>
  row.trouble.length === 0 ? (
    <span>{row.state === 'RESERVADA' || row.state === 'PRESENTADA' ? t.noTrouble : ''}</span>
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 2, maxWidth: 360 }} data-testid={`trouble-${row.id}`}>
      {row.trouble.map((x) => (
        <li key={x.code}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {x.reason}
          </Typography>{' '}
          <Typography variant="body2" component="span">
            {x.fix}
          </Typography>
        </li>
      ))}
    </Box>
  );

function columnsFor(all: boolean): ListColumn[] {
  return [
    { source: 'slot', label: t.columns.slot, kind: 'text', list: true },
    { source: 'unitNbr', label: t.columns.unit, kind: 'text', list: true },
    { source: 'stateLabel', label: t.columns.state, kind: 'text', list: true },
    {
      source: 'inTrouble',
      label: t.columns.inTrouble,
      kind: 'boolean',
      list: true,
      filter: true,
      render: (x) => <TroubleCell row={x as unknown as Row} />,
    },
    { source: 'kindLabel', label: t.columns.kind, kind: 'text', list: true },
    { source: 'id', label: t.columns.id, kind: 'text', list: true },
    { source: 'checkInPlate', label: t.columns.plate, kind: 'text', list: true },
    ...(all ? [{ source: 'truckingName', label: t.columns.company, kind: 'text', list: true } as const] : []),
  ];
}

const toRow = (r: AppointmentRowWire): Row => ({
  ...r,
  slot: `${slashedDay(r.day)} ${r.start}–${r.end}`,
  kindLabel: t.kinds[r.kind] ?? r.kind,
  stateLabel: t.states[r.state],
  inTrouble: r.trouble.length > 0,
  troubleText: r.trouble.map((x) => x.reason).join(' '),
});

const AppointmentsPage = () => {
  const { can } = useRoles();
  const mayCheckIn = can('appointments', 'checkIn');
  const queryClient = useQueryClient();
  const found = useQuery({ queryKey: ['appointments', 'list'], queryFn: appointmentsApi.list, retry: false });
  const [checking, setChecking] = useState<Row | null>(null);
  const [done, setDone] = useState<string | undefined>();
  const rows = useMemo(() => found.data?.rows.map(toRow), [found.data]);
  const columns = useMemo(() => columnsFor(!mayCheckIn), [mayCheckIn]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t.title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {mayCheckIn ? t.menu : t.title}
      </Typography>
      {found.data ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {fillText(t.intro, { cutoff: found.data.cutoffMinutes })}
        </Typography>
      ) : null}
      {done ? (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          onClose={() => setDone(undefined)}
          data-testid="checkin-done"
        >
          {done}
        </Alert>
      ) : null}
      {found.isError ? (
        <Alert severity="error">{found.error.message}</Alert>
      ) : !rows ? (
        <CircularProgress aria-label={t.loading} />
      ) : (
        <RowsList<Row>
          id="appointmentsList"
          title={t.title}
          rows={rows}
          columns={columns}
          search={SEARCH}
          perPage={25}
          maxPageLinks={8}
          data-testid="appointments-list"
          empty={
            <Alert severity="info" data-testid="no-appointments">
              {t.empty}
            </Alert>
          }
          rowActions={
            mayCheckIn
              ? {
                  label: t.columns.actions,
                  render: (row) => {
                    const open = row.state === 'RESERVADA' && row.checkInDeadline !== null;
                    return open ? (
                      <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
                        <Button
                          size="small"
                          variant="outlined"
                          onClick={() => setChecking(row)}
                          aria-label={fillText(t.checkInOf, { id: row.id })}
                          data-testid={`checkin-${row.id}`}
                        >
                          {t.checkIn}
                        </Button>
                        <Typography variant="caption">
                          {fillText(t.deadline, { at: formatDateTime(row.checkInDeadline) })}
                        </Typography>
                      </Stack>
                    ) : null;
                  },
                }
              : undefined
          }
        />
      )}
      {found.data ? <TruckVisitsPanel rows={found.data.rows} /> : null}
      {checking && found.data ? (
        <CheckInDialog
          row={checking}
          plates={found.data.plates}
          onClose={() => setChecking(null)}
          onDone={(row) => {
            setChecking(null);
            setDone(fillText(t.checkedIn, { id: row.id, plate: row.checkInPlate ?? '' }));
            void queryClient.invalidateQueries({ queryKey: ['appointments'] });
          }}
        />
      ) : null}
    </Box>
  );
};

export default AppointmentsPage;
