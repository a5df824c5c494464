/**
 * The check-in of one appointment: the plate chosen among the company's trucks in good standing.
 * A refusal on the plate shows under the field and focuses it; any other shows above the buttons.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import type { AppointmentRowWire } from '../../domain/appointmentCheckIn/wire';
import { appointmentCheckInMessages as t } from '../../i18n/appointmentCheckInMessages';
import { fillText } from '../../i18n/fillText';
import { ApiError } from '../../providers/httpClient';
import { appointmentsApi } from './appointmentsApi';

interface Props {
  row: AppointmentRowWire;
  plates: readonly string[];
  onClose: () => void;
  onDone: (row: AppointmentRowWire) => void;
}

export const CheckInDialog = ({ row, plates, onClose, onDone }: Props) => {
  const [plate, setPlate] = useState(plates.length === 1 ? plates[0]! : '');
  const [plateError, setPlateError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const plateRef = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!plate) {
      setPlateError(t.refusals.plateRequired);
      plateRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      onDone(await appointmentsApi.checkIn({ id: row.id, plate }));
    } catch (err) {
      const fields =
        err instanceof ApiError ? (err.body as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields?.plate) {
        setPlateError(fields.plate);
        plateRef.current?.focus();
      } else setError(err instanceof ApiError ? err.serverMessage : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="checkin-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="checkin-title">{fillText(t.checkInTitle, { id: row.id })}</DialogTitle>
        <DialogContent>
          {plates.length === 0 ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t.noTrucks}
            </Alert>
          ) : null}
          <TextField
            select
            fullWidth
            margin="dense"
            label={t.plate}
            value={plate}
            required
            onChange={(e) => {
              setPlate(e.target.value);
              setPlateError(undefined);
            }}
            error={plateError !== undefined}
            helperText={plateError ?? ' '}
            inputRef={plateRef}
            data-testid="checkin-plate"
            slotProps={{ select: { MenuProps: { disablePortal: false } } }}
          >
            {plates.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
          {error ? (
            <Alert severity="error" role="alert" data-testid="checkin-error">
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="checkin-confirm">
            {t.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
