/**
 * Who is writing: set for the rest of a signed-in /api call (after the token check and the
 * terminal's own clock-driven work), read by the store when a change is recorded. Changes made
 * outside it — sign-in bookkeeping, public recovery calls, the terminal's settle, /__mock
 * controls — carry no actor and are not in the trail (ruling in rulings-audit).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { currentUser } from '../auth';

export interface AuditActor {
  user: string;
  roles: readonly string[];
  /** 'PUT /api/agent/12' (no query). */
  call: string;
}

const actors = new AsyncLocalStorage<AuditActor>();

export const currentActor = (): AuditActor | undefined => actors.getStore();

export const auditActor: RequestHandler = (req, res, next) => {
  const user = currentUser(res);
  const call = `${req.method} ${req.originalUrl.split('?')[0]}`;
  actors.run({ user: user.login, roles: [...user.authorities], call }, next);
};
