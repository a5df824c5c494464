/**
 * Pure URL helpers of the login flows: the public paths, where to go after login (ACC-023),
 * the expired-password URL for 426/428 (ACC-017/018) and the session reason shown on login.
 */
import { appMessages } from '../../i18n/appMessages';

/** Pages an unauthenticated user may open (ACC-022); everything else goes through /login. */
export const PUBLIC_PATHS = ['/login', '/recoverPass', '/expiredPass', '/user/resetPass'] as const;

/** Pages that make no sense to return to after logging in. */
const NO_RETURN = [...PUBLIC_PATHS, '/accessdenied', '/access-denied', '/authentication-error'];

/**
 * react-admin's logout stores the page the user asked for as router state
 * `{nextPathname, nextSearch}`; this turns it into the after-login target: that path and its
 * query, or '/' (the landing page) when there is none or it is not an in-app page.
 */
export function afterLoginTarget(state: unknown): string {
  const s = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  const path = typeof s.nextPathname === 'string' ? s.nextPathname : '';
  // Only in-app absolute paths: no protocol-relative ('//host') or backslash tricks.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  if (NO_RETURN.some((p) => path === p || path.startsWith(`${p}/`))) return '/';
  const search = typeof s.nextSearch === 'string' && s.nextSearch !== '' && s.nextSearch !== '?' ? s.nextSearch : '';
  return `${path}${search && !search.startsWith('?') ? `?${search}` : search}`;
}

/** 426/428 → /expiredPass with the login, the one-time token and the message to show (D1 §8). */
export function expiredPassUrl({ login, token, message }: { login: string; token?: string; message: string }): string {
  const query = new URLSearchParams({ login });
  if (token) query.set('token', token);
  query.set('message', message);
  return `/expiredPass?${query.toString()}`;
}

/** `?session=` of the login page → the reason the session ended (DECISIONS Q04), or undefined. */
export function sessionNotice(search: URLSearchParams): string | undefined {
  const reason = search.get('session');
  if (reason === 'expired') return appMessages.session.expired;
  if (reason === 'invalidated') return appMessages.session.invalidated;
  return undefined;
}

/** `changePassOk` (any value but 'false') asks for the Q02 success text; `i` is accepted and ignored. */
export const passwordChanged = (search: URLSearchParams): boolean =>
  search.has('changePassOk') && search.get('changePassOk') !== 'false';

/** Where a successful password change sends the user (ACC-033). */
export const LOGIN_AFTER_CHANGE = '/login?changePassOk=true';
