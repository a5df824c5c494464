/**
 * 'Unir en una visita': the company picks an export delivery and an import pickup it has
 * checked in; the pickups offered are those of the chosen delivery's slot and plate (the server's
 * rule decides: src/domain/truckVisit/join.ts). A missing choice shows under its field and focuses
 * it; the server's refusal shows above the buttons.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { AppointmentRowWire } from '../../domain/appointmentCheckIn/wire';
import { appointmentSlot } from '../../domain/appointmentSlot';
import { MOVE_ROLES } from '../../domain/truckVisit/join';
import type { TruckVisitWire } from '../../domain/truckVisit/wire';
import { fillText } from '../../i18n/fillText';
import { truckVisitMessages as t } from '../../i18n/truckVisitMessages';
import { ApiError } from '../../providers/httpClient';
import { truckVisitsApi } from './truckVisitsApi';

interface Props {
  rows: readonly AppointmentRowWire[];
  joined: ReadonlySet<number>;
  onClose: () => void;
  onDone: (visit: TruckVisitWire) => void;
}

const label = (r: AppointmentRowWire) =>
  fillText(t.candidate, {
    unit: r.unitNbr,
    id: r.id,
    slot: appointmentSlot(r.day, r.start, r.end),
    plate: r.checkInPlate ?? '',
  });

export const JoinVisitDialog = ({ rows, joined, onClose, onDone }: Props) => {
  const open = useMemo(() => rows.filter((r) => r.state === 'PRESENTADA' && !joined.has(r.id)), [rows, joined]);
  const drops = open.filter((r) => MOVE_ROLES[r.kind] === 'drop');
  const [dropId, setDropId] = useState('');
  const [pickupId, setPickupId] = useState('');
  const [errors, setErrors] = useState<{ drop?: string; pickup?: string }>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const dropRef = useRef<HTMLInputElement>(null);
  const pickupRef = useRef<HTMLInputElement>(null);
  const drop = drops.find((r) => String(r.id) === dropId);
  const pickups = open.filter(
    (r) =>
      MOVE_ROLES[r.kind] === 'pickup' &&
      (!drop || (r.day === drop.day && r.start === drop.start && r.checkInPlate === drop.checkInPlate)),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const missing = { drop: dropId ? undefined : t.selectDrop, pickup: pickupId ? undefined : t.selectPickup };
    setErrors(missing);
    if (missing.drop) return dropRef.current?.focus();
    if (missing.pickup) return pickupRef.current?.focus();
    setBusy(true);
    try {
      onDone(await truckVisitsApi.join({ ids: [Number(dropId), Number(pickupId)] }));
    } catch (err) {
      setError(err instanceof ApiError ? err.serverMessage : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="join-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="join-title">{t.joinTitle}</DialogTitle>
        <DialogContent>
          {drops.length === 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t.noCandidates}
            </Alert>
          ) : null}
          <TextField
            select
            fullWidth
            margin="dense"
            label={t.dropLabel}
            value={dropId}
            required
            inputRef={dropRef}
            onChange={(e) => {
              setDropId(e.target.value);
              setPickupId('');
              setErrors({});
            }}
            error={errors.drop !== undefined}
            helperText={errors.drop ?? ' '}
            data-testid="join-drop"
          >
            {drops.map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {label(r)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            margin="dense"
            label={t.pickupLabel}
            value={pickupId}
            required
            inputRef={pickupRef}
            onChange={(e) => {
              setPickupId(e.target.value);
              setErrors({});
            }}
            error={errors.pickup !== undefined}
            helperText={errors.pickup ?? ' '}
            data-testid="join-pickup"
          >
            {pickups.map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {label(r)}
              </MenuItem>
            ))}
          </TextField>
          {error ? (
            <Alert severity="error" role="alert" data-testid="join-error">
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="join-confirm">
            {t.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
