/**
 * react-admin 5 AuthProvider over the legacy session (D1 §4, §7 Session, §8 Login and session).
 * The token lives in session.ts; the identity (GET /api/account) is cached there too, so
 * canAccess and getPermissions never refetch it.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { appMessages } from '../i18n/appMessages';
import { ApiError, apiFetch } from './httpClient';
import { canAccess as canAccessByRoles } from '../domain/permissions';
import { endSession, onSessionEnd } from './sessionEnd';
import {
  type Account,
  getCachedIdentity,
  getToken,
  saveIdentity,
  saveSession,
  sessionExpired,
  type SessionToken,
} from './session';

const texts = appMessages.session;

/** How long the login call may take before it counts as the legacy "-1" timeout. */
export const LOGIN_TIMEOUT_MS = 30_000;

/** Session length asked of the server when GET /timeout does not answer one (seconds). */
const DEFAULT_SESSION_SECONDS = 1800;

export type LoginFailure = 'badCredentials' | 'disabled' | 'mustChange' | 'passwordExpired' | 'timeout' | 'other';

/**
 * Where a lost session sends the user: the login page shows the reason from `session`
 * (DECISIONS Q04: 'Su sesión ha expirado…' / 'Su sesión fue invalidada…').
 */
export const LOGIN_SESSION_EXPIRED = '/login?session=expired';
export const LOGIN_SESSION_INVALIDATED = '/login?session=invalidated';

/**
 * A failed login. `message` is the Spanish text the login form shows; `kind` and `status` let the
 * login page route 426/428 to the expired-password screen with `login`, that message and the
 * server's one-time change `token`.
 */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly kind: LoginFailure,
    readonly status: number,
    readonly login: string,
    readonly token?: string,
  ) {
    super(message);
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'LoginError';
  }
}

export interface LoginParams {
  username: string;
  password: string;
  rememberMe?: boolean;
  /**
   * Where the signed-in user goes, once their identity is known: the sign-in page sends each
   * role straight to its landing page, without a stop at `/` to look the identity up again.
   */
  redirectAfter?: (account: Account) => string;
}

/** Login answer → the text of D1 §8 / DECISIONS Q04. */
export function loginFailure(error: unknown, login: string): LoginError {
  if (!(error instanceof ApiError)) {
    return new LoginError(error instanceof Error ? error.message : String(error), 'other', 0, login);
  }
  const { status } = error;
  if (status <= 0) return new LoginError(texts.timeout, 'timeout', -1, login);
  if (status === 401) {
    const remaining = (error.body as { expires?: unknown } | null)?.expires;
    if (typeof remaining === 'number' && remaining < 0)
      return new LoginError(texts.disabled, 'disabled', status, login);
    if (typeof remaining === 'number') {
      return new LoginError(texts.attemptsLeft.replace('%{n}', String(remaining)), 'badCredentials', status, login);
    }
    return new LoginError(texts.badCredentials, 'badCredentials', status, login);
  }
  if (status === 403) return new LoginError(texts.disabled, 'disabled', status, login);
  // 426/428 carry a one-time token for POST /api/user/changeExpiredPassword (legacy-contract, issue 3).
  const rawToken = (error.body as { token?: unknown } | null)?.token;
  const token = typeof rawToken === 'string' && rawToken !== '' ? rawToken : undefined;
  if (status === 426) return new LoginError(texts.mustChange, 'mustChange', status, login, token);
  if (status === 428) return new LoginError(texts.passwordExpired, 'passwordExpired', status, login, token);
  return new LoginError(error.message, 'other', status, login);
}

/** The session length the server offers (GET /timeout); a failure other than no answer is not fatal. */
async function sessionSeconds(): Promise<number> {
  try {
    const res = await apiFetch<{ timeout?: unknown }>('/timeout', { silent: true, timeoutMs: LOGIN_TIMEOUT_MS });
    const n = Number(res?.timeout);
    return Number.isFinite(n) && n > 0 ? n : DEFAULT_SESSION_SECONDS;
  } catch (error) {
    if (error instanceof ApiError && error.status <= 0) throw error;
    return DEFAULT_SESSION_SECONDS;
  }
}

/** The session length asked for ahead of a sign-in (prepareSignIn), taken once by the next login. */
let preparedSeconds: Promise<number> | undefined;

/**
 * Asks the server's session length while the sign-in form is on screen, so that signing in
 * waits for the login call alone. The next login takes the answer; a failed one is asked again.
 */
export function prepareSignIn(): void {
  const asked = sessionSeconds();
  preparedSeconds = asked;
  asked.catch(() => {
    if (preparedSeconds === asked) preparedSeconds = undefined;
  });
}

function takeSessionSeconds(): Promise<number> {
  const prepared = preparedSeconds;
  preparedSeconds = undefined;
  return prepared ? prepared.catch(() => sessionSeconds()) : sessionSeconds();
}

/** GET /api/account → cached identity. */
export async function loadIdentity(): Promise<Account> {
  const token = getToken();
  const account = await apiFetch<Account>('/api/account', { silent: true });
  if (!account || typeof account.login !== 'string') throw new Error(appMessages.errors.generic);
  const normalized: Account = {
    ...account,
    authorities: Array.isArray(account.authorities) ? account.authorities : [],
  };
  // An answer for a session that has ended since (a sign-out, another user signed in) is not theirs to keep.
  if (getToken() !== token) throw new Error(appMessages.errors.generic);
  saveIdentity(normalized);
  return normalized;
}

let identityInFlight: Promise<Account> | null = null;
onSessionEnd('identity', () => {
  identityInFlight = null;
});

/**
 * The cached identity, fetched once if the session is live but nothing is cached: react-admin's
 * getIdentity, getPermissions and canAccess, and the boot prefetch, share one GET /api/account.
 */
export async function currentAccount(): Promise<Account | null> {
  const cached = getCachedIdentity();
  if (cached) return cached;
  if (!getToken()) return null;
  identityInFlight ??= loadIdentity().finally(() => {
    identityInFlight = null;
  });
  return identityInFlight;
}

export interface PortalIdentity extends UserIdentity {
  id: string;
  fullName: string;
  login: string;
  email?: string;
  rut?: string;
  roles: string[];
  canEdit?: boolean;
  agentId?: string | null;
  terminal?: string;
  /** Q30, INV-072: online payment is offered to this user. */
  kEnabled: boolean;
}

export function toIdentity(account: Account): PortalIdentity {
  return {
    id: account.login,
    fullName: account.name ?? account.login,
    login: account.login,
    email: account.email,
    rut: account.rut,
    roles: account.authorities,
    canEdit: account.canEdit,
    agentId: account.agentId,
    terminal: account.terminal,
    kEnabled: account.kEnabled === true,
  };
}

/**
 * react-admin logs an anonymous user out on mount (navigate to /login, then clear its query
 * cache). React 19 renders the navigation as a transition, which each cache clear interrupts;
 * an immediate new refusal would mount the logout again, for ever (a livelock seen on slow
 * machines). Once the browser already shows the login page, the refusal waits a moment so
 * the navigation can commit.
 */
const REDIRECT_SETTLE_MS = 1000;
const PUBLIC_PAGE = /^\/(login|recoverPass|expiredPass|user\/resetPass)\/?$/;
const browserOnPublicPage = () => typeof window !== 'undefined' && PUBLIC_PAGE.test(window.location?.pathname ?? '');
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True while the browser shows react-admin's /access-denied or the portal's /accessdenied. */
function onAccessDeniedPage(): boolean {
  return typeof window !== 'undefined' && /^\/(access-denied|accessdenied)\/?$/.test(window.location?.pathname ?? '');
}

/**
 * What react-admin's identity queries (['auth', kind, params]) would answer, at once, while the
 * session is live and its identity cached: the very answers getIdentity, getPermissions and
 * canAccess below give then, without their promise (pure functions of the cached identity, which
 * changes only with a login or logout, when react-admin clears its queries). The console's query
 * client starts those queries with it (src/boot/queryClient.ts), so the first render does not
 * wait a render pass per query. checkAuth is not among them: it is asked on every mount, as
 * react-admin does.
 */
export function peekAuth(kind: unknown, params: unknown): { value: unknown } | undefined {
  if (!getToken()) return undefined;
  const account = getCachedIdentity();
  if (!account) return undefined;
  if (kind === 'getIdentity') return { value: toIdentity(account) };
  if (kind === 'getPermissions') return { value: account.authorities ?? [] };
  if (kind === 'canAccess') {
    const { resource, action } = (params ?? {}) as { resource?: unknown; action?: unknown };
    if (typeof resource !== 'string' || typeof action !== 'string') return undefined;
    return { value: canAccessByRoles(account.authorities, { resource, action }) };
  }
  return undefined;
}

export const authProvider: AuthProvider = {
  async login({ username, password, rememberMe, redirectAfter }: LoginParams) {
    // A sign-in begins a session: nothing of one before it (a message, a cache) carries over.
    endSession();
    try {
      const timeout = await takeSessionSeconds();
      const session = await apiFetch<SessionToken>('/login', {
        method: 'POST',
        silent: true,
        timeoutMs: LOGIN_TIMEOUT_MS,
        form: { username, password, rememberMe: String(rememberMe === true), timeout: String(timeout) },
      });
      if (!session || typeof session.token !== 'string' || !Number.isFinite(Number(session.expires))) {
        throw new ApiError(`${appMessages.errors.generic} - 200`, 200, '200', appMessages.errors.generic, session);
      }
      saveSession({ token: session.token, expires: Number(session.expires) });
      const account = await loadIdentity();
      // react-admin's useLogin navigates to a returned redirectTo instead of its own target.
      return redirectAfter ? { redirectTo: redirectAfter(account) } : undefined;
    } catch (error) {
      // ACC-020: a login failure also logs the user out.
      endSession();
      throw loginFailure(error, username);
    }
  },

  /** A stale token (react-admin logs out on mount at any route) lands on login with the expired text. */
  async logout() {
    const expired = sessionExpired();
    // Everything of the user goes with the session (sessionEnd.ts); react-admin then clears its
    // store and the query cache once the sign-in page has replaced the screen.
    endSession();
    return expired ? LOGIN_SESSION_EXPIRED : undefined;
  },

  async checkAuth() {
    if (getToken()) return;
    // The login page shows the reason itself (no message bar): a stale token gets the expired
    // text, someone never logged in gets none.
    const failure = sessionExpired() ? { message: false, redirectTo: LOGIN_SESSION_EXPIRED } : { message: false };
    if (browserOnPublicPage()) await settle(REDIRECT_SETTLE_MS);
    throw failure;
  },

  async checkError(error: unknown) {
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 401) {
      // react-admin logs out and goes to login, where the page shows why (ACC-015): a live token
      // the server refused was invalidated; without one, logout() adds the expired reason itself.
      if (getToken()) throw { message: false, redirectTo: LOGIN_SESSION_INVALIDATED };
      throw { message: 'app.session.expired' };
    }
    if (status === 403) {
      // Stay logged in; the message bar shows 'message - 403', except on the access-denied page,
      // which already says so (react-admin still fires the denied list's query once).
      if (onAccessDeniedPage()) throw { logoutUser: false, message: false };
      throw { logoutUser: false, message: (error as Error).message || 'ra.notification.not_authorized' };
    }
  },

  async getIdentity() {
    const account = await currentAccount();
    if (!account) throw { message: false };
    return toIdentity(account);
  },

  async getPermissions() {
    const account = await currentAccount();
    return account?.authorities ?? [];
  },

  async canAccess({ resource, action }) {
    const account = await currentAccount();
    return canAccessByRoles(account?.authorities, { resource, action });
  },
};
