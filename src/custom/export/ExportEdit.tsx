/**
 * /edit (EXP-070…072): the pre-advice's declared data while INBOUND, for the roles of D2 §6 —
 * gross weight (required, numeric), seals (1–4 of ≤ 15), dispatch guides and the lamp seal.
 */
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  grossWeightError,
  MAX_SEAL_LENGTH,
  MAX_SEALS,
  sealsError,
  splitList,
} from '../../domain/exportPreadvice/preadviceRules';
import { appMessages } from '../../i18n/appMessages';
import { exportMessages } from '../../i18n/exportMessages';
import { exportApi } from '../terminal/api/exportApi';
import { exportPath, fill } from './paths';
import { useExportAction, useExportUnit } from './exportUnit';
import { hasErrors } from '../../domain/validators';

const t = exportMessages;

export const ExportEdit = () => {
  const { preadvice } = useExportUnit();
  const { run, busy } = useExportAction();
  const navigate = useNavigate();
  const { unit, operation } = preadvice;
  const [grossWeight, setGrossWeight] = useState(String(unit.contents.weightKg));
  const [seals, setSeals] = useState<string[]>(
    [...unit.seals.values, ...Array(Math.max(0, MAX_SEALS - unit.seals.values.length)).fill('')].slice(0, MAX_SEALS),
  );
  const [guias, setGuias] = useState(unit.numerosGuias ?? '');
  const [lampa, setLampa] = useState(unit.lampa ?? '');
  const [shown, setShown] = useState(false);
  const guiasError =
    splitList(guias).length === 0
      ? appMessages.validation.required
      : splitList(guias).some((g) => !/^\d+$/.test(g))
        ? appMessages.validation.number
        : undefined;
  const errors = { grossWeight: grossWeightError(grossWeight), seals: sealsError(seals), guias: guiasError };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (hasErrors(errors)) return;
    const answer = await run(
      () => exportApi.update({ unitNbr: unit.number, grossWeight, seals: seals.filter((s) => s.trim()), guias, lampa }),
      (a) => a.message,
    );
    if (answer) navigate(exportPath(unit.number, operation?.id, 'exportDetail'));
  };
  const err = (k: keyof typeof errors) => (shown ? errors[k] : undefined);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.edit.title}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 760 }}
          data-testid="export-edit-form"
        >
          <TextField
            id="edit-grossWeight"
            label={t.form.grossWeight}
            value={grossWeight}
            onChange={(e) => setGrossWeight(e.target.value)}
            size="small"
            required
            error={Boolean(err('grossWeight'))}
            helperText={err('grossWeight')}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'edit-grossWeight' } }}
          />
          <TextField
            id="edit-guias"
            label={t.form.guias}
            value={guias}
            onChange={(e) => setGuias(e.target.value)}
            size="small"
            required
            error={Boolean(err('guias'))}
            helperText={err('guias') ?? t.form.guiasHint}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {seals.map((seal, i) => (
            <TextField
              key={i}
              id={`edit-seal-${i}`}
              label={fill(t.form.seal, { n: i + 1 })}
              value={seal}
              size="small"
              required={i === 0}
              onChange={(e) => setSeals(seals.map((s, j) => (j === i ? e.target.value.toUpperCase() : s)))}
              error={i === 0 && Boolean(err('seals'))}
              helperText={i === 0 ? err('seals') : undefined}
              slotProps={{ htmlInput: { maxLength: MAX_SEAL_LENGTH } }}
            />
          ))}
          <TextField
            id="edit-lampa"
            label={t.form.lampa}
            value={lampa}
            onChange={(e) => setLampa(e.target.value.toUpperCase())}
            size="small"
            slotProps={{ htmlInput: { maxLength: MAX_SEAL_LENGTH } }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="edit-save">
              {t.edit.save}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
