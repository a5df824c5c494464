/** Account activation: a fresh key on the user, stored durably, then the e-mail in the outbox. */
import type { Request } from 'express';
import type { AppContext } from './context';
import { activationMail } from './outbox';
import { baseUrl } from './records';
import type { UserRecord } from './types';
import { makeUser, newActivationKey, nextNumericId, usersOwnedBy, type NewUser } from './users';

/** The entity's own account, created from `spec` if it has none yet. */
export function ownerUser(
  ctx: AppContext,
  spec: NewUser & { ownerType: NonNullable<NewUser['ownerType']>; ownerId: string | number },
): UserRecord {
  const existing = usersOwnedBy(ctx.store.db, spec.ownerType, spec.ownerId)[0];
  if (existing) return existing;
  const user = makeUser(nextNumericId(ctx.store.db.user), spec);
  ctx.store.insert('user', user);
  return user;
}

/** Commits every pending change (the caller's too) before recording the e-mail. */
export async function sendActivation(ctx: AppContext, req: Request, user: UserRecord, resend: boolean): Promise<void> {
  user.activationKey = newActivationKey();
  ctx.store.touch('user', user);
  await ctx.store.commit();
  ctx.outbox.record(
    activationMail({
      to: user.email,
      name: user.name,
      login: user.login,
      key: user.activationKey,
      baseUrl: baseUrl(req),
      resend,
    }),
  );
}
