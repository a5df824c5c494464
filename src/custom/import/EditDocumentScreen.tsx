/**
 * /edit: the customs document (IMP-055, IMP-056): DIN or DIN EN TRAMITE while YARD, INBOUND or
 * EC/IN; MICDTA while LOADED, YARD or EC/OUT (the server's editDocument rule decides; the bar
 * offers this screen only when it allows it).
 */
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { appMessages } from '../../i18n/appMessages';
import { importMessages } from '../../i18n/importMessages';
import { importApi } from '../terminal/api/importApi';
import { choosesAgent, splitNumbers } from '../../domain/importPickup/pickupRules';
import { useImportUnit, useUnitAction } from './importUnit';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = importMessages.document;

/** The types the edit offers (the server's updateDIN accepts these three); DIN EN TRAMITE per Q23. */
export const editableDocumentTypes = (roles: readonly string[]) => [
  'DIN',
  ...(choosesAgent(roles) ? ['DIN EN TRAMITE'] : []),
  'MICDTA',
];

export function documentNumbersError(type: string, text: string): string | undefined {
  const numbers = splitNumbers(text);
  if (type === 'DIN EN TRAMITE') return undefined;
  if (numbers.length === 0) return appMessages.validation.required;
  if (type === 'MICDTA')
    return numbers.every((n) => /^[A-Z0-9]+$/i.test(n)) ? undefined : importMessages.tatc.alphanumeric;
  return numbers.every((n) => /^\d+$/.test(n)) ? undefined : importMessages.pickup.documentDigits;
}

export const EditDocumentScreen = ({ roles }: { roles: readonly string[] }) => {
  const refusal = useRefusedForm();
  const { unit, op } = useImportUnit();
  const { run, busy } = useUnitAction();
  const types = editableDocumentTypes(roles);
  const [type, setType] = useState(types.includes(op?.documentType ?? '') ? op!.documentType : 'DIN');
  const [numbers, setNumbers] = useState(op?.documentNbrs.join(', ') ?? '');
  const [shown, setShown] = useState(false);
  const error = shown ? documentNumbersError(type, numbers) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (documentNumbersError(type, numbers)) return refusal.refuse();
    await run(
      () => importApi.updateDin(unit.unitNbr, type, splitNumbers(numbers)),
      (a) => a.message,
    );
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
          <TextField
            select
            id="edit-documentType"
            label={importMessages.pickup.documentType}
            value={type}
            onChange={(e) => setType(e.target.value)}
            size="small"
          >
            {types.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="edit-documentNbrs"
            label={importMessages.pickup.documentNbrs}
            value={numbers}
            onChange={(e) => setNumbers(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? importMessages.pickup.documentNbrsHint}
            size="small"
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {t.save}
            </Button>
            <RefusedFormNotice refusal={refusal} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
