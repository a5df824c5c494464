/**
 * /emptys (MTY-002…004): the booking search — required ('Ingrese un número de Booking'), found
 * ('Número de Booking vacio.' from the server) and of empties type ('La reserva {n} no corresponde a
 * preaviso de vacíos.') — opening the booking's grid.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notEmptiesMessage } from '../../domain/emptyPreadvice/emptyRows';
import { exportMessages } from '../../i18n/exportMessages';
import { ApiError } from '../../providers/httpClient';
import { exportApi } from '../terminal/exportApi';
import { useBusyCall } from '../terminal/useBusyCall';

const t = exportMessages.empties;

export const EmptySearch = () => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useBusyCall();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nbr = value.trim().toUpperCase();
    if (!nbr) return setError(exportMessages.search.bookingRequired);
    void run(async () => {
      try {
        const booking = await exportApi.booking(nbr);
        if (booking.eqStatus !== 'MTY') return setError(notEmptiesMessage(nbr));
        navigate(`/emptys/new/${encodeURIComponent(nbr)}`);
      } catch (err) {
        // The booking's own refusal goes on the field ('Número de Booking vacio.').
        if (err instanceof ApiError && err.status === 404) return setError(err.serverMessage);
        throw err;
      }
    });
  };
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{t.title}</Typography>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField id="empties-booking" label={t.booking} value={value} size="small" required sx={{ flex: 1 }}
            onChange={(e) => { setValue(e.target.value.toUpperCase()); setError(undefined); }} error={Boolean(error)} helperText={error}
            slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off', 'data-testid': 'empties-booking' } }} />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} data-testid="empties-search">{t.search}</Button>
        </Box>
      </CardContent>
    </Card>
  );
};
