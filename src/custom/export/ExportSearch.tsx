/**
 * /export: the export search (D2 §2 Export), by container (EXP-002: exactly 11 characters, upper
 * case, alphanumeric, else 'Número de contenedor inválido'; a wrong ISO 6346 check digit warns) —
 * it opens the unit's management shell — and by booking (EXP-003: 'Ingrese un número de Booking'
 * when empty, the server's 'Número de Booking vacio.' when none), which shows the booking and its units.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { containerInput, containerNumberError } from '../../domain/containerNumber';
import { hasWrongCheckDigit } from '../../domain/iso6346';
import { exportMessages } from '../../i18n/exportMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { exportApi } from '../terminal/api/exportApi';
import { BookingPanel } from './BookingPanel';
import { exportPath } from './paths';

const t = exportMessages.search;

const ContainerForm = () => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useBusyCall();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = containerNumberError(value);
    if (refused) return setError(refused);
    void run(async () => {
      const unit = await exportApi.unit(value);
      navigate(exportPath(unit.unit.number, unit.operation?.id));
    });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t.byContainer}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t.byContainer}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id="export-container"
          label={t.container}
          value={value}
          size="small"
          autoFocus
          sx={{ flex: 1 }}
          onChange={(e) => {
            setValue(containerInput(e.target.value));
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? t.containerHint}
          slotProps={{ htmlInput: { maxLength: 11, autoComplete: 'off', 'data-testid': 'export-container' } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={busy}
          data-testid="export-container-search"
        >
          {t.submit}
        </Button>
      </Box>
      {hasWrongCheckDigit(value) && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="check-digit-warning">
          {operationsMessages.containerCheckDigit}
        </Alert>
      )}
    </Box>
  );
};

/** The booking searched is kept in the URL (?booking=), so going back to the search shows it again. */
const BookingForm = () => {
  const [params, setParams] = useSearchParams();
  const searched = params.get('booking') ?? '';
  const [value, setValue] = useState(searched);
  const [error, setError] = useState<string | undefined>();
  const booking = useQuery({
    queryKey: ['exportArea', 'booking', searched],
    queryFn: () => exportApi.booking(searched),
    enabled: searched !== '',
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nbr = value.trim().toUpperCase();
    if (!nbr) return setError(t.bookingRequired);
    setParams({ booking: nbr }, { replace: true });
  };
  return (
    <Box>
      <Box component="form" onSubmit={submit} noValidate aria-label={t.byBooking}>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {t.byBooking}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            id="export-booking"
            label={t.booking}
            value={value}
            size="small"
            sx={{ flex: 1 }}
            required
            onChange={(e) => {
              setValue(e.target.value.toUpperCase());
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off', 'data-testid': 'export-booking' } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="export-booking-search">
            {t.submit}
          </Button>
        </Box>
      </Box>
      {booking.isError && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="booking-error">
          {booking.error.message}
        </Alert>
      )}
      {booking.data && (
        <Box sx={{ mt: 2 }}>
          <BookingPanel booking={booking.data} />
        </Box>
      )}
    </Box>
  );
};

const ExportSearch = () => (
  <Box sx={{ p: 2 }}>
    <Title title={t.title} />
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {t.title}
    </Typography>
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 420px) 1fr' },
        alignItems: 'start',
      }}
    >
      <Card>
        <CardContent>
          <ContainerForm />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <BookingForm />
        </CardContent>
      </Card>
    </Box>
  </Box>
);

export default ExportSearch;
