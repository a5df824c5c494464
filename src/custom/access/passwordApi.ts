/** The public password calls of the access area (docs/legacy-contract.md, "Access and account"). */
import { loginFailure, LOGIN_TIMEOUT_MS } from '../../providers/authProvider';
import { ApiError, apiFetch } from '../../providers/httpClient';
import { canonicalRut } from '../../domain/rut';

export interface ChangeExpiredPasswordBody {
  login: string;
  /** The 426/428 one-time token, or the reset key of the e-mailed link. */
  langKey: string;
  /** The current password (ignored by the server for a reset key). */
  password: string;
  passwordNew: string;
}

/** GET /api/user/recoverPass/{rut}: the server e-mails a reset link; resolves with its answer. */
export const recoverPassword = (rut: string) =>
  apiFetch<{ message?: string } | undefined>(`/api/user/recoverPass/${encodeURIComponent(canonicalRut(rut))}`, {
    silent: true,
  });

/** POST /api/user/changeExpiredPassword. */
export const changeExpiredPassword = (body: ChangeExpiredPasswordBody) =>
  apiFetch<{ message?: string } | undefined>('/api/user/changeExpiredPassword', { method: 'POST', body, silent: true });

/**
 * /expiredPass opened without a token (the login page's link): the current password is proven by
 * POST /login, whose 426/428 answer carries the one-time token. A 200 means the password is not
 * expired (the server's session is not kept). Other failures throw the login's LoginError.
 */
export async function requestChangeToken(login: string, password: string): Promise<{ token: string } | 'notExpired'> {
  try {
    await apiFetch('/login', {
      method: 'POST',
      silent: true,
      timeoutMs: LOGIN_TIMEOUT_MS,
      form: { username: login, password, rememberMe: 'false', timeout: '60' },
    });
    return 'notExpired';
  } catch (error) {
    const failure = loginFailure(error, login);
    if ((failure.kind === 'mustChange' || failure.kind === 'passwordExpired') && failure.token)
      return { token: failure.token };
    throw failure;
  }
}

/**
 * A failed password change, as the access forms show it: the server's field errors go on the
 * inputs (without react-admin's root entry: the page notifies once itself), else a page message;
 * `bar` is the 'message - code' for the message bar when the server answered.
 */
function changeFailure(e: unknown): { fields?: Record<string, string>; message: string; bar?: string } {
  if (!(e instanceof ApiError)) return { message: e instanceof Error ? e.message : String(e) };
  const errors = (e.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const fields = Object.fromEntries(
    Object.entries(errors).filter(([k, v]) => k !== 'root' && typeof v === 'string'),
  ) as Record<string, string>;
  return { fields: Object.keys(fields).length > 0 ? fields : undefined, message: e.serverMessage, bar: e.message };
}

/**
 * What a password form's submit returns on failure: the bar gets 'message - code', the fields
 * their server errors, and a failure that names no field goes to the page's own message.
 */
export function reportChangeFailure(
  e: unknown,
  notify: (message: string, options: { type: 'error' }) => void,
  showMessage: (message: string) => void,
): Record<string, string> | undefined {
  const failure = changeFailure(e);
  if (failure.bar) notify(failure.bar, { type: 'error' });
  if (failure.fields) return failure.fields;
  showMessage(failure.message);
  return undefined;
}
