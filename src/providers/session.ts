/**
 * The session kept in localStorage: `token`, `expires` (epoch ms) and the cached identity
 * (GET /api/account). A token past its expires is never handed out (ACC-011), so it is never sent.
 * Outside a browser (node tests) an in-memory storage stands in.
 */

/** GET /api/account as the legacy server answers it. */
export interface Account {
  login: string;
  name?: string;
  email?: string;
  rut?: string;
  authorities: string[];
  canEdit?: boolean;
  agentId?: string | null;
  terminal?: string;
  [key: string]: unknown;
}

export interface SessionToken {
  token: string;
  expires: number;
}

const KEYS = { token: 'token', expires: 'expires', identity: 'identity' } as const;

const memory = new Map<string, string>();
const memoryStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, String(v)),
  removeItem: (k) => void memory.delete(k),
};

/** Resolved per call so a test environment that installs localStorage later is honoured. */
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
  } catch {
    // Access can throw (privacy mode, opaque origins); fall back to memory.
  }
  return memoryStorage;
}

/** Stored expiry in epoch ms, or null when none (or unreadable). */
export function getExpires(): number | null {
  const raw = storage().getItem(KEYS.expires);
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** The token while its expires is in the future, else null. */
export function getToken(now: number = Date.now()): string | null {
  const token = storage().getItem(KEYS.token);
  const expires = getExpires();
  if (!token || expires === null || expires <= now) return null;
  return token;
}

/** True when a token is stored but its expires has passed (as opposed to never logged in). */
export function sessionExpired(now: number = Date.now()): boolean {
  const token = storage().getItem(KEYS.token);
  const expires = getExpires();
  return !!token && (expires === null || expires <= now);
}

export function saveSession({ token, expires }: SessionToken): void {
  const s = storage();
  s.setItem(KEYS.token, token);
  s.setItem(KEYS.expires, String(expires));
  // A new token means a possibly different user: the old identity must not survive it.
  s.removeItem(KEYS.identity);
}

export function saveIdentity(account: Account): void {
  storage().setItem(KEYS.identity, JSON.stringify(account));
}

/** The cached identity, or null (none, unreadable, or the session is not live). */
export function getCachedIdentity(now: number = Date.now()): Account | null {
  if (!getToken(now)) return null;
  const raw = storage().getItem(KEYS.identity);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Account;
    return parsed && typeof parsed.login === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  const s = storage();
  s.removeItem(KEYS.token);
  s.removeItem(KEYS.expires);
  s.removeItem(KEYS.identity);
}
