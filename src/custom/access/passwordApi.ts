/** The public password calls of the access area (docs/legacy-contract.md, "Access and account"). */
import { loginFailure, LOGIN_TIMEOUT_MS } from '../../providers/authProvider';
import { apiFetch } from '../../providers/httpClient';
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
  apiFetch<{ message?: string } | undefined>(`/api/user/recoverPass/${encodeURIComponent(canonicalRut(rut))}`, { silent: true });

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
    if ((failure.kind === 'mustChange' || failure.kind === 'passwordExpired') && failure.token) return { token: failure.token };
    throw failure;
  }
}
