/**
 * /editCDA and /editTATC (IMP-057…067; Q19): CDA digits only, at most 80, required; TATC required
 * and alphanumeric in the form, while the server wants it numeric and not 0 (588, with its
 * format message) and may refuse it (589, its message): both shown as 'message - code'.
 */
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { importMessages } from '../../i18n/importMessages';
import { importApi } from '../terminal/api/importApi';
import { cdaErrorOf, tatcErrorOf } from '../../domain/importPickup/pickupRules';
import { useImportUnit, useUnitAction } from './importUnit';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

interface CodeFormProps {
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  numeric: boolean;
  validate: (value: string) => string | undefined;
  save: (value: string) => Promise<{ message: string }>;
  testId: string;
}

const CodeForm = ({ title, label, initial, maxLength, numeric, validate, save, testId }: CodeFormProps) => {
  const refusal = useRefusedForm();
  const { run, busy } = useUnitAction();
  const [value, setValue] = useState(initial);
  const [shown, setShown] = useState(false);
  const error = shown ? validate(value) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (validate(value)) return refusal.refuse();
    await run(
      () => save(value.trim()),
      (a) => a.message,
    );
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', maxWidth: 520 }}
        >
          <TextField
            id={testId}
            label={label}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            required
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength, inputMode: numeric ? 'numeric' : 'text', 'data-testid': testId } }}
          />
          <Button type="submit" variant="contained" disabled={busy} data-testid={`${testId}-save`}>
            {importMessages.cda.save}
          </Button>
          <RefusedFormNotice refusal={refusal} />
        </Box>
      </CardContent>
    </Card>
  );
};

export const EditCdaScreen = () => {
  const { unit } = useImportUnit();
  return (
    <CodeForm
      title={importMessages.cda.title}
      label={importMessages.cda.label}
      initial={unit.cda ?? ''}
      maxLength={80}
      numeric
      testId="cda"
      validate={(v) => cdaErrorOf(v, true)}
      save={(v) => importApi.editCda(unit.unitNbr, v)}
    />
  );
};

export const EditTatcScreen = () => {
  const { unit } = useImportUnit();
  return (
    <CodeForm
      title={importMessages.tatc.title}
      label={importMessages.tatc.label}
      initial={unit.tatc ?? ''}
      maxLength={30}
      numeric={false}
      testId="tatc"
      validate={tatcErrorOf}
      save={(v) => importApi.updateTatc(unit.unitNbr, v)}
    />
  );
};
