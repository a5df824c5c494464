/**
 * /login (ACC-001…023): username, password, remember-me, caps-lock warning, links to recovery and
 * expired-password change, the changePassOk and lost-session notices, and every login outcome of
 * D1 §4/§8 (texts of DECISIONS Q04 from the authProvider's LoginError). Demo quick login below.
 */
import { Alert, Box, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Form, PasswordInput, required, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginError, prepareSignIn } from '../../providers/authProvider';
import { apiFetch } from '../../providers/httpClient';
import { sameSession, sessionSerial } from '../../providers/sessionEnd';
import { preloadListView, whenIdle } from '../../resources/framework/lazyViews';
import { type Account, getCachedIdentity } from '../../providers/session';
import { SubmitButton } from './PasswordFields';
import { AccessCard, AccessLink, AccessScreen } from './AccessScreen';
import { DemoQuickLogin } from './DemoQuickLogin';
import { landingFor } from './landing';
import { afterLoginTarget, expiredPassUrl, passwordChanged, sessionNotice } from './navigation';
import { overdueNotice } from './overdueNotice';

interface Credentials {
  username?: string;
  password?: string;
}

const requiredField = [required()];

/** The sign-in page's own first paint comes first. */
const LIST_VIEW_AFTER_MS = 300;

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [rememberMe, setRememberMe] = useState(false);
  // Notices of how the user got here; hidden once they try to log in.
  const [showNotices, setShowNotices] = useState(true);
  const changed = showNotices && passwordChanged(params);
  const lostSession = showNotices ? sessionNotice(params) : undefined;

  // Signing in then waits for the login call alone: the session length is asked now, and the
  // list view most landings show loads while the user types.
  useEffect(() => {
    prepareSignIn();
    return whenIdle(() => void preloadListView(), LIST_VIEW_AFTER_MS).cancel;
  }, []);

  async function signIn(username: string, password: string, remember: boolean) {
    setBusy(true);
    setError(undefined);
    setShowNotices(false);
    try {
      // ACC-023: back to the page (and query) the user asked for, else the role's landing page.
      const target = afterLoginTarget(location.state);
      const redirectAfter = (account: Account) =>
        target === '/' ? landingFor(account.authorities, account.login) : target;
      await login({ username, password, rememberMe: remember, redirectAfter }, target);
    } catch (e) {
      setBusy(false);
      prepareSignIn();
      if (e instanceof LoginError && (e.kind === 'mustChange' || e.kind === 'passwordExpired')) {
        navigate(expiredPassUrl({ login: e.login, token: e.token, message: e.message }));
        return;
      }
      setError(e instanceof Error ? e.message : String(e));
      return;
    }
    // ACC-021: after the redirect, so the login's reset of the message bar does not swallow it;
    // not once this session has ended (signed out before the answer came).
    const account = getCachedIdentity();
    if (account) {
      const session = sessionSerial();
      const text = await overdueNotice(account, (path) => apiFetch(path, { silent: true }));
      if (text && sameSession(session)) notify(text, { type: 'info' });
    }
  }

  const onCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));

  return (
    <AccessScreen fromTop>
      <AccessCard subtitle={translate('app.access.loginSubtitle')} testId="login-card">
        <Stack spacing={1.5} sx={{ mb: 1 }}>
          {changed && (
            <Alert severity="success" data-testid="login-success">
              {translate('app.access.changePassOk')}
            </Alert>
          )}
          {lostSession && (
            <Alert severity="warning" data-testid="login-session">
              {lostSession}
            </Alert>
          )}
          {error && (
            <Alert severity="error" data-testid="login-error">
              {error}
            </Alert>
          )}
        </Stack>
        <Form
          onSubmit={(values: Credentials) =>
            signIn(String(values.username ?? '').trim(), String(values.password ?? ''), rememberMe)
          }
          noValidate
          disableInvalidFormNotification
        >
          <TextInput
            source="username"
            label={translate('app.access.username')}
            validate={requiredField}
            autoComplete="username"
            autoFocus
            fullWidth
            helperText={false}
            size="medium"
          />
          <PasswordInput
            source="password"
            label={translate('app.access.password')}
            validate={requiredField}
            autoComplete="current-password"
            fullWidth
            helperText={false}
            size="medium"
            onKeyDown={onCapsLock}
            onKeyUp={onCapsLock}
          />
          {capsLock && (
            <Alert severity="warning" sx={{ py: 0, mt: 0.5 }} data-testid="caps-lock">
              {translate('app.access.capsLock')}
            </Alert>
          )}
          <FormControlLabel
            control={
              <Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} name="rememberMe" />
            }
            label={translate('app.access.rememberMe')}
            sx={{ mt: 0.5 }}
          />
          <SubmitButton busy={busy} label={translate('app.access.signIn')} />
        </Form>
        <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <AccessLink to="/recoverPass">{translate('app.access.forgotPassword')}</AccessLink>
          <AccessLink to="/expiredPass">{translate('app.access.changeExpired')}</AccessLink>
        </Box>
      </AccessCard>
      <DemoQuickLogin disabled={busy} onPick={(username, password) => signIn(username, password, false)} />
    </AccessScreen>
  );
};
