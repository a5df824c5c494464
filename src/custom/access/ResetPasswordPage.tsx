/**
 * /user/resetPass?key&login (ACC-035): the e-mailed recovery link. New password and its
 * confirmation (same policy) → POST /api/user/changeExpiredPassword {login, langKey: key,
 * password: '', passwordNew}; success → /login?changePassOk. A used or expired link shows the
 * server's message and a way to ask for a new one.
 */
import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccessCard, AccessLink, AccessScreen, BackToLogin } from './AccessScreen';
import { LOGIN_AFTER_CHANGE } from './navigation';
import { changeExpiredPassword, reportChangeFailure } from './passwordApi';
import { newPasswordErrors } from './passwordForms';
import { NewPasswordFields, SubmitButton } from './PasswordFields';

interface ResetValues {
  passwordNew?: string;
  confirmation?: string;
}

export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const login = params.get('login') ?? '';
  const [linkError, setLinkError] = useState<string | undefined>(
    key && login ? undefined : translate('app.access.resetInvalidLink'),
  );
  const [busy, setBusy] = useState(false);

  async function submit(values: ResetValues) {
    setBusy(true);
    setLinkError(undefined);
    try {
      await changeExpiredPassword({ login, langKey: key, password: '', passwordNew: values.passwordNew ?? '' });
      navigate(LOGIN_AFTER_CHANGE);
      return undefined;
    } catch (e) {
      return reportChangeFailure(e, notify, setLinkError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccessScreen>
      <AccessCard
        title={translate('app.access.resetTitle')}
        subtitle={login ? translate('app.access.resetHint', { login }) : undefined}
        width={440}
        testId="reset-card"
      >
        {linkError && (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Alert severity="error" data-testid="reset-error">
              {linkError}
            </Alert>
            <Box sx={{ textAlign: 'center' }}>
              <AccessLink to="/recoverPass">{translate('app.access.requestNewLink')}</AccessLink>
            </Box>
          </Stack>
        )}
        {key && login && (
          <Form
            onSubmit={(values: Record<string, unknown>) => submit(values as ResetValues)}
            validate={(values: Record<string, unknown>) => newPasswordErrors(values as ResetValues, login)}
            noValidate
            disableInvalidFormNotification
          >
            <NewPasswordFields />
            <SubmitButton busy={busy} label={translate('app.access.resetSubmit')} />
          </Form>
        )}
        <BackToLogin />
      </AccessCard>
    </AccessScreen>
  );
};
