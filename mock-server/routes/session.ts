/** POST /login, GET /timeout and GET /api/account (docs/legacy-contract.md, Session). */
import type { Request, Response } from 'express';
import { appMessages } from '../../src/i18n/appMessages';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { verifyPassword } from '../passwords';
import { isPlainObject, toBool } from '../records';
import { findUserByLogin, setUserActivated } from '../users';

/** Failed logins before the account is disabled. */
export const MAX_LOGIN_ATTEMPTS = 5;
const REMEMBER_ME_MS = 7 * 24 * 3600 * 1000;

const s = appMessages.session;
const disabled = () => new HttpError(403, s.disabled, undefined, { expires: -1 });

export function sessionRoutes(ctx: AppContext) {
  const { store, sessions } = ctx;

  async function login(req: Request, res: Response) {
    const body = isPlainObject(req.body) ? req.body : {};
    const username = String(body.username ?? '').trim();
    const password = String(body.password ?? '');
    const user = username ? findUserByLogin(store.db, username) : undefined;
    if (!user) throw new HttpError(401, s.badCredentials);
    if (!user.activated) throw disabled();
    if (!(await verifyPassword(password, user.passwordHash))) {
      user.failedAttempts += 1;
      store.touch('user', user);
      const remaining = MAX_LOGIN_ATTEMPTS - user.failedAttempts;
      if (remaining <= 0) setUserActivated(store, user, false);
      await store.commit();
      if (remaining <= 0) throw disabled();
      throw new HttpError(401, s.badCredentials, undefined, { expires: remaining });
    }
    if (user.failedAttempts > 0) {
      user.failedAttempts = 0;
      store.touch('user', user);
      await store.commit();
    }
    // 426/428 carry a one-time token for /expiredPass (POST /api/user/changeExpiredPassword).
    if (user.mustChangePassword || user.passwordExpired) {
      const token = ctx.changeTokens.issue(user.login, ctx.resetTtlSeconds * 1000);
      if (user.mustChangePassword) throw new HttpError(426, s.mustChange, undefined, { token });
      throw new HttpError(428, s.passwordExpired, undefined, { token });
    }
    const ttl = toBool(body.rememberMe) ? REMEMBER_ME_MS : ctx.tokenTtlSeconds * 1000;
    const session = sessions.create(user.login, ttl);
    res.json({ token: session.token, expires: session.expires });
  }

  function timeout(_req: Request, res: Response) {
    res.json({ timeout: ctx.tokenTtlSeconds });
  }

  function account(_req: Request, res: Response) {
    const u = currentUser(res);
    res.json({
      login: u.login,
      name: u.name,
      email: u.email,
      rut: u.rut,
      authorities: u.authorities,
      canEdit: u.canEdit,
      agentId: u.agentId,
      terminal: ctx.terminalName,
      ownerType: u.ownerType,
      ownerId: u.ownerId,
      kEnabled: u.kEnabled === true,
    });
  }

  return { login, timeout, account };
}
