/**
 * The side panel form for a driver or a plate of the company: text inputs, the shared rules
 * checked on submit (messages on their fields), the server's field errors back on the fields,
 * a hook for a server code (089 clears the phone, ADM-TRK-039), and Cancel asking 'Cancelar operación'
 * only when something was changed (ADM-SHELL).
 */
import { Box, Button, Checkbox, Drawer, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../framework/ConfirmDialog';
import { RefusedFormNotice, useRefusedForm } from '../framework/refusal/RefusedFormNotice';

type Values = Record<string, unknown>;

export interface PanelField {
  source: string;
  label: string;
  kind?: 'text' | 'boolean';
  helperText?: string;
  disabled?: boolean;
  /** Applied as the user types (e.g. upper-casing plates). */
  parse?: (value: string) => string;
  /** The input's maxLength (D1 §9 LIMITS, as the standalone screens' inputs). */
  maxLength?: number;
}

export interface PanelError {
  code?: string;
  message: string;
  serverMessage?: string;
  body?: { fields?: Record<string, string> } | null;
}

interface Props {
  open: boolean;
  title: string;
  fields: readonly PanelField[];
  initial: Values;
  /** Field errors of the shared rules for these values ({} when valid). */
  validate: (values: Values) => Record<string, string>;
  save: (values: Values) => Promise<unknown>;
  /** Fields a server code empties (e.g. '089' → ['license']). */
  clearOnCode?: Record<string, readonly string[]>;
  onClose: () => void;
  onSaved: () => void;
  testId: string;
}

export const FleetPanel = ({
  open,
  title,
  fields,
  initial,
  validate,
  save,
  clearOnCode = {},
  onClose,
  onSaved,
  testId,
}: Props) => {
  const refusal = useRefusedForm();
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const dirty = fields.some((f) => (values[f.source] ?? '') !== (initial[f.source] ?? ''));
  const cancel = () => (dirty ? setConfirmCancel(true) : onClose());

  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
      setConfirmCancel(false);
    }
  }, [open, initial]);

  const submit = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return refusal.refuse();
    setBusy(true);
    try {
      await save(values);
      onSaved();
    } catch (e) {
      const error = e as PanelError;
      const cleared = (error.code && clearOnCode[error.code]) || [];
      if (cleared.length > 0) setValues((v) => ({ ...v, ...Object.fromEntries(cleared.map((f) => [f, ''])) }));
      setErrors(error.body?.fields ?? {});
      if (error.body?.fields) refusal.refuse();
      notify(error.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer anchor="right" open={open} onClose={busy ? undefined : cancel}>
      <Box
        component="form"
        noValidate
        sx={{ width: { xs: '100vw', sm: 420 }, p: 3 }}
        data-testid={testId}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2}>
          {fields.map((f) =>
            f.kind === 'boolean' ? (
              <FormControlLabel
                key={f.source}
                label={f.label}
                disabled={f.disabled}
                control={
                  <Checkbox
                    checked={values[f.source] === true}
                    onChange={(e) => setValues((v) => ({ ...v, [f.source]: e.target.checked }))}
                  />
                }
              />
            ) : (
              <TextField
                key={f.source}
                id={`${testId}-${f.source}`}
                name={f.source}
                label={f.label}
                disabled={f.disabled}
                fullWidth
                value={String(values[f.source] ?? '')}
                onChange={(e) =>
                  setValues((v) => ({ ...v, [f.source]: f.parse ? f.parse(e.target.value) : e.target.value }))
                }
                error={!!errors[f.source]}
                helperText={errors[f.source] ?? f.helperText ?? ' '}
                slotProps={f.maxLength ? { htmlInput: { maxLength: f.maxLength } } : undefined}
              />
            ),
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={cancel} disabled={busy}>
            {translate('app.fleet.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.fleet.save')}
          </Button>
        </Stack>
        <RefusedFormNotice refusal={refusal} end />
      </Box>
      <ConfirmDialog
        open={confirmCancel}
        title={translate('app.confirm.cancelTitle')}
        content={translate('app.confirm.cancelBody')}
        onConfirm={() => {
          setConfirmCancel(false);
          onClose();
        }}
        onCancel={() => setConfirmCancel(false)}
      />
    </Drawer>
  );
};
