/**
 * /export/multi (issue 30 §5): several containers of one booking pre-advised in one go. Opened with
 * ?booking= (from the booking search or the single form, whose unit is then the first row, ?unit=)
 * or ?copy= (a previous pre-advice's 'Copiar': its booking and shared data, no container). Without
 * either it asks for the booking. The booking's data, items and date notice head the form.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { containerInput } from '../../domain/containerNumber';
import { isValidRut } from '../../domain/rut';
import { copyOfPreadvice, EMPTY_SHARED } from '../../domain/exportPreadvice/multiPreadvice';
import { exportMessages } from '../../i18n/exportMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { exportApi } from '../terminal/api/exportApi';
import { Fact, FactList } from '../terminal/units/Facts';
import { BookingItems, StackingNotice } from './BookingPanel';
import { MultiForm, type MultiStart } from './MultiForm';
import { fill } from './paths';

const t = exportMessages.multi;
const b = exportMessages.booking;

/** The booking to pre-advise on, when the URL names none. */
const BookingPicker = () => {
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nbr = value.trim().toUpperCase();
    if (!nbr) return setError(exportMessages.search.bookingRequired);
    setParams({ booking: nbr });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 480 }}
    >
      <TextField
        id="multi-booking"
        label={t.booking}
        value={value}
        size="small"
        sx={{ flex: 1 }}
        required
        autoFocus
        onChange={(e) => {
          setValue(e.target.value.toUpperCase());
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {t.load}
      </Button>
    </Box>
  );
};

const MultiPreadvice = () => {
  const [params] = useSearchParams();
  const { roles, isPending, can } = useRoles();
  const copy = params.get('copy') ?? '';
  const source = useQuery({
    queryKey: ['exportArea', 'copy', copy],
    queryFn: () => exportApi.unit(copy),
    enabled: copy !== '',
    retry: false,
  });
  const copied = source.data ? copyOfPreadvice(source.data, EMPTY_SHARED) : undefined;
  const nbr = (params.get('booking') ?? copied?.bookingId ?? '').trim().toUpperCase();
  const booking = useQuery({
    queryKey: ['exportArea', 'booking', nbr],
    queryFn: () => exportApi.booking(nbr),
    enabled: nbr !== '',
    retry: false,
  });

  let body;
  if (isPending || (copy && source.isPending)) body = null;
  else if (!can('exports', 'preadvise')) body = null;
  else if (source.isError) body = <Alert severity="error">{source.error.message}</Alert>;
  else if (!nbr) body = <BookingPicker />;
  else if (booking.isPending) body = null;
  else if (booking.isError)
    body = (
      <Alert severity="error" data-testid="booking-error">
        {booking.error.message}
      </Alert>
    );
  else {
    const bk = booking.data;
    const start: MultiStart = copied
      ? { values: copied.values, operationType: copied.operationType, copiedFrom: source.data?.unit.number }
      : {
          firstUnit: containerInput(params.get('unit') ?? '') || undefined,
          // The booking's shipper is the usual one: its RUT starts the form (the lookup fills the rest).
          values:
            bk.shipperId && isValidRut(bk.shipperId)
              ? { ...EMPTY_SHARED, shipperId: bk.shipperId, shipperName: bk.shipperName ?? '' }
              : undefined,
        };
    body = (
      <>
        <Typography variant="h6" component="h2" gutterBottom>
          {fill(b.title, { nbr: bk.nbr })}
        </Typography>
        <StackingNotice booking={bk} />
        <FactList>
          <Fact label={b.vessel} value={`${bk.nave} (${bk.vesselVisitId})`} />
          <Fact label={b.line} value={bk.line} />
          <Fact label={b.capacity} value={fill(b.capacityValue, bk.capacity)} testId="multi-capacity" />
        </FactList>
        <Box sx={{ my: 2 }}>
          <BookingItems items={bk.items} />
        </Box>
        {/* A new start (another booking, another copy) is a new form. */}
        <MultiForm key={`${bk.nbr}|${copy}`} booking={bk} roles={roles} start={start} />
      </>
    );
  }
  return (
    // One column that may shrink to nothing: the grid's table scrolls within the page instead of widening the layout.
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t.title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t.title}
      </Typography>
      <Card>
        <CardContent>{body}</CardContent>
      </Card>
    </Box>
  );
};

export default MultiPreadvice;
