/**
 * /expiredPass?login&token&message (ACC-031…034): shows the message, takes login, current
 * password, new password and its confirmation (policy of src/domain/password.ts on the fields),
 * then POST /api/user/changeExpiredPassword {login, langKey: token, password, passwordNew}.
 * Server field errors go on the fields and the message to the bar; success → /login?changePassOk.
 * Opened from the login page's link (no token), the current password gets the token from POST /login.
 */
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccessCard, AccessScreen, BackToLogin } from './AccessScreen';
import { LOGIN_AFTER_CHANGE } from './navigation';
import { changeExpiredPassword, reportChangeFailure, requestChangeToken } from './passwordApi';
import { expiredPasswordErrors, type ExpiredPasswordValues } from './passwordForms';
import { NewPasswordFields, SubmitButton } from './PasswordFields';

export const ExpiredPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const givenLogin = params.get('login') ?? '';
  const token = params.get('token') ?? '';
  const message = params.get('message') ?? '';
  const [error, setError] = useState<string>();
  const [info, setInfo] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(values: ExpiredPasswordValues) {
    setBusy(true);
    setError(undefined);
    setInfo(undefined);
    const login = (givenLogin || values.login || '').trim();
    const password = values.password ?? '';
    try {
      let langKey = token;
      if (!langKey) {
        const granted = await requestChangeToken(login, password);
        if (granted === 'notExpired') {
          setInfo(translate('app.access.notExpired'));
          return undefined;
        }
        langKey = granted.token;
      }
      await changeExpiredPassword({ login, langKey, password, passwordNew: values.passwordNew ?? '' });
      navigate(LOGIN_AFTER_CHANGE);
      return undefined;
    } catch (e) {
      return reportChangeFailure(e, notify, setError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccessScreen>
      <AccessCard
        title={translate('app.access.expiredTitle')}
        subtitle={message ? undefined : translate('app.access.expiredHint')}
        width={440}
        testId="expired-card"
      >
        <Stack spacing={1.5} sx={{ mb: 1 }}>
          {message && (
            <Alert severity="warning" data-testid="expired-message">
              {message}
            </Alert>
          )}
          {info && (
            <Alert severity="info" data-testid="expired-info">
              {info}
            </Alert>
          )}
          {error && (
            <Alert severity="error" data-testid="expired-error">
              {error}
            </Alert>
          )}
        </Stack>
        <Form
          onSubmit={(values: Record<string, unknown>) => submit(values as ExpiredPasswordValues)}
          validate={(values: Record<string, unknown>) => expiredPasswordErrors(values as ExpiredPasswordValues)}
          defaultValues={{ login: givenLogin }}
          noValidate
          disableInvalidFormNotification
        >
          <TextInput
            source="login"
            label={translate('app.access.username')}
            readOnly={givenLogin !== ''}
            autoComplete="username"
            autoFocus={givenLogin === ''}
            fullWidth
            size="medium"
          />
          <NewPasswordFields withCurrent autoFocusCurrent={givenLogin !== ''} />
          <SubmitButton busy={busy} label={translate('app.access.changeSubmit')} />
        </Form>
        <BackToLogin />
      </AccessCard>
    </AccessScreen>
  );
};
