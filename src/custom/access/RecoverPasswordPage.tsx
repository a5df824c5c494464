/**
 * /recoverPass (ACC-028…030): the user's RUT (shared `rut()` rule, shown formatted) →
 * GET /api/user/recoverPass/{rut}; success says an e-mail with a link was sent, failure shows the
 * server's reason.
 */
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { RutInput } from '../../resources/framework/RutInput';
import { check, rut } from '../../domain/validators';
import { ApiError } from '../../providers/httpClient';
import { SubmitButton } from './PasswordFields';
import { AccessCard, AccessScreen, BackToLogin } from './AccessScreen';
import { recoverPassword } from './passwordApi';

const rutRule = rut();
const validateRut = [(value: unknown) => check(rutRule, value)];

export const RecoverPasswordPage = () => {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(values: { rut?: string }) {
    setBusy(true);
    setError(undefined);
    setSent(false);
    try {
      await recoverPassword(String(values.rut ?? ''));
      setSent(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.serverMessage : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccessScreen>
      <AccessCard
        title={translate('app.access.recoverTitle')}
        subtitle={translate('app.access.recoverHint')}
        testId="recover-card"
      >
        <Stack spacing={1.5} sx={{ mb: 1 }}>
          {sent && (
            <Alert severity="success" data-testid="recover-sent">
              {translate('app.access.recoverSent')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" data-testid="recover-error">
              {error}
            </Alert>
          )}
        </Stack>
        <Form onSubmit={submit} noValidate disableInvalidFormNotification>
          <RutInput
            source="rut"
            label={translate('app.access.rut')}
            validate={validateRut}
            placeholder="12.345.678-9"
            autoFocus
            fullWidth
            helperText={false}
            size="medium"
          />
          <SubmitButton busy={busy} label={translate('app.access.recoverSubmit')} />
        </Form>
        <BackToLogin />
      </AccessCard>
    </AccessScreen>
  );
};
