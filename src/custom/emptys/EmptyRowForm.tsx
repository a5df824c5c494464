/** One empty typed by hand (MTY-009): container (11 characters), its ISO type among the booking's, and its tare. */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { containerInput, containerNumberError } from '../../domain/containerNumber';
import type { EmptyRow } from '../../domain/emptyPreadvice/emptyRows';
import { appMessages } from '../../i18n/appMessages';
import { exportMessages } from '../../i18n/exportMessages';
import { hasErrors } from '../../domain/validators';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = exportMessages.empties;

export interface EmptyRowFormProps {
  types: readonly { equipmentType: string; equipmentDesc: string }[];
  /** A row being edited (taken out of the grid), or undefined for a new one. */
  editing?: EmptyRow;
  busy: boolean;
  onAdd: (row: EmptyRow) => void;
}

export const EmptyRowForm = ({ types, editing, busy, onAdd }: EmptyRowFormProps) => {
  const refusal = useRefusedForm();
  const [contenedor, setContenedor] = useState(editing?.contenedor ?? '');
  const [isocode, setIsocode] = useState(editing?.isocode ?? types[0]?.equipmentType ?? '');
  const [tare, setTare] = useState(editing?.tara_kg != null ? String(editing.tara_kg) : '');
  const [shown, setShown] = useState(false);
  const errors = {
    contenedor: containerNumberError(contenedor),
    isocode: isocode ? undefined : appMessages.validation.required,
    tare: !tare.trim()
      ? appMessages.validation.required
      : /^\d+$/.test(tare.trim())
        ? undefined
        : appMessages.validation.number,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (hasErrors(errors)) return refusal.refuse();
    onAdd({ contenedor, estado: 'NEW', mensaje: null, isocode, tara_kg: Number(tare) });
    setContenedor('');
    setTare('');
    setShown(false);
  };
  const err = (k: keyof typeof errors) => (shown ? errors[k] : undefined);
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t.add}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      <TextField
        id="empty-container"
        label={t.container}
        value={contenedor}
        size="small"
        required
        onChange={(e) => setContenedor(containerInput(e.target.value))}
        error={Boolean(err('contenedor'))}
        helperText={err('contenedor')}
        slotProps={{ htmlInput: { maxLength: 11, autoComplete: 'off', 'data-testid': 'empty-container' } }}
      />
      <TextField
        select
        id="empty-isocode"
        label={t.isocode}
        value={isocode}
        size="small"
        required
        onChange={(e) => setIsocode(e.target.value)}
        error={Boolean(err('isocode'))}
        helperText={err('isocode')}
      >
        {types.map((i) => (
          <MenuItem key={i.equipmentType} value={i.equipmentType}>{`${i.equipmentType} (${i.equipmentDesc})`}</MenuItem>
        ))}
      </TextField>
      <TextField
        id="empty-tare"
        label={t.tare}
        value={tare}
        size="small"
        required
        onChange={(e) => setTare(e.target.value)}
        error={Boolean(err('tare'))}
        helperText={err('tare')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, 'data-testid': 'empty-tare' } }}
      />
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={busy} data-testid="empty-add">
        {editing ? t.save : t.addButton}
      </Button>
      <RefusedFormNotice refusal={refusal} />
    </Box>
  );
};
