/**
 * Password changes shared by the expired-password/reset call and the account calls: the policy of
 * src/domain/password.ts with the owner's data, the current-password check, and the new hash.
 */
import { passwordProblem } from '../src/domain/password';
import { appMessages } from '../src/i18n/appMessages';
import type { AppContext } from './context';
import { HttpError } from './errors';
import { verifyPassword } from './passwords';
import type { UserRecord } from './types';

const v = appMessages.validation;

/** 400 {fields} whose message is the first field's: the expired-password screen shows the server message (ACC-034). */
export const passwordRefused = (fields: Record<string, string>) =>
  new HttpError(400, Object.values(fields)[0] ?? appMessages.server.validation, fields);

export interface ChangeInput {
  /** When true the current password must be given and right (fields.password). */
  checkCurrent: boolean;
  current?: unknown;
  passwordNew: unknown;
}

/** Field errors of a change: {password?, passwordNew?}; empty when it may go ahead. */
export async function changeProblems(
  ctx: AppContext,
  user: UserRecord,
  input: ChangeInput,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  let currentOk = false;
  if (input.checkCurrent) {
    const current = typeof input.current === 'string' ? input.current : '';
    if (current === '') fields.password = v.required;
    else if (await verifyPassword(current, user.passwordHash)) currentOk = true;
    else fields.password = v.currentPassword;
  }
  const problem = passwordProblem(input.passwordNew, {
    login: user.login,
    name: user.name,
    rut: user.rut,
    terminal: ctx.terminalName,
  });
  if (problem) fields.passwordNew = problem;
  // Compared only once the current password is proven, so a wrong one reveals nothing.
  else if (currentOk && (await verifyPassword(String(input.passwordNew), user.passwordHash)))
    fields.passwordNew = v.passwordSame;
  return fields;
}

/**
 * Stores the new hash (synchronously, so a key checked just before cannot be used twice) and
 * clears must-change/expired, failed attempts and every pending key; ends the user's sessions
 * (all but `keepSession`) and change tokens. The caller commits.
 */
export function setPasswordHash(ctx: AppContext, user: UserRecord, hash: string, keepSession?: string): void {
  user.passwordHash = hash;
  user.mustChangePassword = false;
  user.passwordExpired = false;
  user.failedAttempts = 0;
  user.resetKey = null;
  user.resetDate = null;
  user.activationKey = null;
  ctx.store.touch('user', user);
  ctx.sessions.revokeLogin(user.login, keepSession);
  ctx.changeTokens.revokeLogin(user.login);
}
