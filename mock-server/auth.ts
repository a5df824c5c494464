/**
 * Sessions: random tokens with an expiry, held in memory (a restart logs everybody out, as the
 * legacy server does). Every /api call needs a live `x-auth-token`, else 401 {code, message}.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { appMessages } from '../src/i18n/appMessages';
import type { Store } from './store';
import type { UserRecord } from './types';
import { findUserByLogin } from './users';
import { unauthorized } from './errors';

export interface Session {
  token: string;
  login: string;
  /** Epoch milliseconds. */
  expires: number;
}

export class Sessions {
  private readonly byToken = new Map<string, Session>();

  create(login: string, ttlMs: number): Session {
    // Expired sessions are dropped when used; sweep the rest once in a while (many logins, e.g. a benchmark).
    if (this.byToken.size >= 10_000) {
      const now = Date.now();
      for (const [token, s] of this.byToken) if (s.expires <= now) this.byToken.delete(token);
    }
    const session = { token: randomBytes(32).toString('hex'), login, expires: Date.now() + ttlMs };
    this.byToken.set(session.token, session);
    return session;
  }

  get(token: string): Session | undefined {
    return this.byToken.get(token);
  }

  delete(token: string): void {
    this.byToken.delete(token);
  }

  /** Ends every session of a login except `keep` (its password changed: other devices log in again). */
  revokeLogin(login: string, keep?: string): void {
    const wanted = login.toLowerCase();
    for (const [token, s] of this.byToken)
      if (token !== keep && s.login.toLowerCase() === wanted) this.byToken.delete(token);
  }
}

export function requireAuth(store: Store, sessions: Sessions): RequestHandler {
  return (req, res, next) => {
    const token = req.get('x-auth-token');
    if (!token) throw unauthorized();
    const session = sessions.get(token);
    if (!session) throw unauthorized(appMessages.session.invalidated);
    if (session.expires <= Date.now()) {
      sessions.delete(token);
      throw unauthorized(appMessages.session.expired);
    }
    const user = findUserByLogin(store.db, session.login);
    if (!user || !user.activated) {
      sessions.delete(token);
      throw unauthorized(appMessages.session.invalidated);
    }
    res.locals.user = user;
    next();
  };
}

/** The logged-in user of an authenticated request. */
export const currentUser = (res: Response): UserRecord => res.locals.user as UserRecord;
