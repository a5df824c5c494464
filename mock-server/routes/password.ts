/**
 * Password recovery and changes (docs/legacy-contract.md, Access and account): GET
 * /api/user/recoverPass/{rut} and POST /api/user/changeExpiredPassword (public), POST
 * /api/user/changePassword and its alias POST /api/account/change_password (authenticated).
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { canonicalRut, isValidRut } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { badRequest, HttpError, notFound } from '../errors';
import { recoverMail } from '../outbox';
import { changeProblems, passwordRefused, setPasswordHash } from '../passwordChange';
import { hashPassword } from '../passwords';
import { baseUrl, bodyObject, toText } from '../records';
import type { UserRecord } from '../types';
import { findUserByLogin } from '../users';

const m = appMessages.server;

/** What a langKey names: a 426/428 token (current password needed), a recovery key or an activation key. */
interface HeldKey {
  user: UserRecord;
  kind: 'token' | 'reset' | 'activation';
}

export function passwordRoutes(ctx: AppContext) {
  const db = () => ctx.store.db;
  const disabled = () => new HttpError(403, appMessages.session.disabled);

  const resetAlive = (u: UserRecord) =>
    !!u.resetDate && Date.parse(u.resetDate) + ctx.resetTtlSeconds * 1000 > Date.now();

  function resolveKey(key: string): HeldKey | undefined {
    if (!key) return undefined;
    const login = ctx.changeTokens.loginOf(key);
    if (login) {
      const user = findUserByLogin(db(), login);
      return user && { user, kind: 'token' };
    }
    const reset = db().user.find((u) => u.resetKey === key);
    if (reset) return resetAlive(reset) ? { user: reset, kind: 'reset' } : undefined;
    // The activation e-mail links to the same screen: its key sets the first password.
    const activation = db().user.find((u) => u.activationKey === key);
    return activation && { user: activation, kind: 'activation' };
  }

  async function recoverPass(req: Request, res: Response) {
    const raw = String(req.params.rut ?? '');
    if (!isValidRut(raw)) throw badRequest(appMessages.validation.rut);
    const rut = canonicalRut(raw);
    const owners = db().user.filter((u) => u.rut !== null && canonicalRut(u.rut) === rut);
    const user = owners.find((u) => u.activated) ?? owners[0];
    if (!user) throw notFound(m.recoverUnknown);
    // A disabled account stays disabled: the administrator enables it (ACC-016).
    if (!user.activated) throw disabled();
    user.resetKey = randomBytes(20).toString('hex');
    user.resetDate = new Date().toISOString();
    ctx.store.touch('user', user);
    await ctx.store.commit();
    ctx.outbox.record(
      recoverMail({
        to: user.email,
        name: user.name,
        login: user.login,
        key: user.resetKey,
        baseUrl: baseUrl(req),
        ttlSeconds: ctx.resetTtlSeconds,
      }),
    );
    res.json({ message: m.recoverSent });
  }

  async function changeExpiredPassword(req: Request, res: Response) {
    const body = bodyObject(req);
    const key = String(body.langKey ?? '').trim();
    const login = toText(body.login);
    const held = resolveKey(key);
    if (!held || (login !== null && login.toLowerCase() !== held.user.login.toLowerCase()))
      throw badRequest(m.resetKeyInvalid);
    if (!held.user.activated) throw disabled();
    const fields = await changeProblems(ctx, held.user, {
      checkCurrent: held.kind === 'token',
      current: body.password,
      passwordNew: body.passwordNew,
    });
    if (Object.keys(fields).length > 0) throw passwordRefused(fields);
    const hash = await hashPassword(String(body.passwordNew));
    // Checked again after the awaits: a concurrent request may have used the key meanwhile.
    if (resolveKey(key)?.user !== held.user) throw badRequest(m.resetKeyInvalid);
    setPasswordHash(ctx, held.user, hash);
    await ctx.store.commit();
    res.json({ message: appMessages.success.passwordReset });
  }

  /** Body {password, passwordNew}; JHipster's {currentPassword, newPassword} is accepted too. */
  async function changePassword(req: Request, res: Response) {
    const user = currentUser(res);
    const body = bodyObject(req);
    const current = body.password ?? body.currentPassword;
    const passwordNew = body.passwordNew ?? body.newPassword;
    const fields = await changeProblems(ctx, user, { checkCurrent: true, current, passwordNew });
    if (Object.keys(fields).length > 0) throw passwordRefused(fields);
    const hash = await hashPassword(String(passwordNew));
    // The caller's own session goes on ("a partir del próximo inicio de sesión"); the others end.
    setPasswordHash(ctx, user, hash, req.get('x-auth-token'));
    await ctx.store.commit();
    res.json({ message: appMessages.success.passwordChanged });
  }

  return { recoverPass, changeExpiredPassword, changePassword };
}
