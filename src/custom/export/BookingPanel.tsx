/**
 * A booking as the export search shows it (EXP-003, EXP-054, EXP-055, EXP-056…058): its data and
 * capacity, its items with their reefer, hazard, atmosphere and OOG facts, the date notices of
 * D2 §5, and its units on the list framework (8 a page, 10 page links; a row opens the unit).
 */
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { stackingNotice, VENT_UNIT_LABELS } from '../../domain/exportPreadvice/preadviceRules';
import { formatDateTime } from '../../domain/formats';
import { BOOKING_UNITS_PAGING } from '../../domain/listPaging';
import { exportStateLabel, stateOnScreen } from '../../domain/transitStates';
import { exportMessages } from '../../i18n/exportMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { Fact, FactList } from '../terminal/units/Facts';
import type { BookingWire } from '../terminal/api/exportApi';
import { useTerminalNow } from '../terminal/calendar/terminalClock';
import { exportPath, fill, multiPath } from './paths';
import { useRoles } from '../../resources/framework/useRoles';

const t = exportMessages.booking;

type UnitRow = { id: string; unitNbr: string; state: string };
const columns: readonly ListColumn[] = [
  { source: 'unitNbr', label: t.unitNbr, kind: 'text', list: true },
  { source: 'state', label: t.state, kind: 'text', list: true },
];
const SEARCH = ['unitNbr', 'state'] as const;

/** The booking's date notice (EXP-056…058), or nothing. */
export const StackingNotice = ({ booking }: { booking: Pick<BookingWire, 'stacking' | 'lateDate'> }) => {
  const { now, ready } = useTerminalNow();
  const notice = ready
    ? stackingNotice(
        { stackingStart: booking.stacking.start, stackingEnd: booking.stacking.end, lateDate: booking.lateDate },
        now(),
      )
    : undefined;
  if (!notice) return null;
  return (
    <Alert severity={notice === 'inconsistent' ? 'warning' : 'info'} sx={{ my: 1 }} data-testid="stacking-notice">
      {operationsMessages.exportForm[notice]}
    </Alert>
  );
};

export const BookingItems = ({ items }: { items: BookingWire['items'] }) => (
  <Stack sx={{ gap: 1 }} data-testid="booking-items">
    {items.map((i) => (
      <Box key={i.equipmentType} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
          {`${i.equipmentDesc} (${i.equipmentType}) · ${t.quantity} ${i.quantity} · ${t.available} ${i.availableQuantity}`}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
          {i.reefer && (
            <Chip
              size="small"
              label={`${t.reefer}: ${i.reefer.tempReqdC} °C · ${i.reefer.ventRequiredValue} ${VENT_UNIT_LABELS[i.reefer.ventRequiredUnit]}${i.reefer.humidityPct !== null ? ` · ${i.reefer.humidityPct} %` : ''}`}
            />
          )}
          {i.atmosphereControl === 'S' && <Chip size="small" label={t.atmosphere} />}
          {i.hazards.map((h) => (
            <Chip
              key={h.un}
              size="small"
              color="warning"
              label={`${t.hazards} ${h.imdg} · UN ${h.un} ${h.imdgDescription}`}
            />
          ))}
          {i.isOog && <Chip size="small" label={t.oog} />}
        </Stack>
      </Box>
    ))}
  </Stack>
);

export const BookingPanel = ({ booking }: { booking: BookingWire }) => {
  const navigate = useNavigate();
  const { can } = useRoles();
  const rows = useMemo<UnitRow[]>(
    () =>
      booking.unitlist.map((u) => ({
        id: u.unitNbr,
        unitNbr: u.unitNbr,
        state: stateOnScreen(exportStateLabel(u.transitState)),
      })),
    [booking],
  );
  const c = booking.capacity;
  return (
    <Box data-testid="booking-result">
      <Typography variant="h6" component="h2" gutterBottom>
        {fill(t.title, { nbr: booking.nbr })}
      </Typography>
      <StackingNotice booking={booking} />
      {/* Issue 30 §5: the booking's containers in one go. */}
      {can('exports', 'preadvise') && booking.eqStatus === 'FCL' && (
        <Button
          component={Link}
          to={multiPath({ booking: booking.nbr })}
          variant="outlined"
          startIcon={<PlaylistAddIcon />}
          sx={{ mb: 1 }}
          data-testid="booking-multi"
        >
          {exportMessages.multi.open}
        </Button>
      )}
      <FactList>
        <Fact label={t.vessel} value={`${booking.nave} (${booking.vesselVisitId})`} />
        <Fact label={t.voyage} value={booking.viaje} />
        <Fact label={t.line} value={booking.line} />
        <Fact label={t.eqStatus} value={booking.eqStatus} />
        <Fact label={t.portOfLoading} value={booking.portOfLoading} />
        <Fact
          label={t.portOfDischarge}
          value={[booking.portOfDischarge1, booking.portOfDischarge2].filter(Boolean).join(' / ')}
        />
        <Fact label={t.destination} value={booking.destination} />
        <Fact
          label={t.stacking}
          value={`${formatDateTime(booking.stacking.start)} – ${formatDateTime(booking.stacking.end)}`}
        />
        <Fact label={t.stackingReefer} value={formatDateTime(booking.stacking.reeferStart)} />
        <Fact label={t.lateDate} value={formatDateTime(booking.lateDate)} />
        <Fact label={t.enableVGM} value={booking.enableVGM ? exportMessages.detail.yes : exportMessages.detail.no} />
        <Fact label={t.storekeeper} value={booking.storekeeper} />
        <Fact label={t.manifestNumber} value={booking.manifestNumber} />
        <Fact label={t.shipper} value={[booking.shipperName, booking.shipperId].filter(Boolean).join(' · ')} />
        <Fact label={t.capacity} value={fill(t.capacityValue, c)} testId="booking-capacity" />
      </FactList>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t.items}
      </Typography>
      <BookingItems items={booking.items} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t.units}
      </Typography>
      <RowsList<UnitRow>
        id="exportBookingUnits"
        title={fill(t.title, { nbr: booking.nbr })}
        rows={rows}
        columns={columns}
        search={SEARCH}
        sort={{ field: 'unitNbr', order: 'ASC' }}
        perPage={BOOKING_UNITS_PAGING.perPage}
        maxPageLinks={BOOKING_UNITS_PAGING.maxPageLinks}
        empty={<Alert severity="info">{t.noUnits}</Alert>}
        onRowClick={(row) => navigate(exportPath(row.unitNbr, null))}
        data-testid="booking-units"
      />
    </Box>
  );
};
