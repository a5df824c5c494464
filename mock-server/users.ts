/** User records: creation defaults and look-ups shared by the seed and the routes. */
import { randomBytes } from 'node:crypto';
import type { Db, UserRecord } from './types';

export type NewUser = Pick<UserRecord, 'login' | 'name' | 'email' | 'rut' | 'authorities' | 'activated' | 'ownerType' | 'ownerId'> &
  Partial<Pick<UserRecord, 'agentId' | 'passwordHash'>>;

export function makeUser(id: number, u: NewUser): UserRecord {
  return {
    id,
    login: u.login,
    name: u.name,
    email: u.email,
    rut: u.rut,
    authorities: [...u.authorities],
    activated: u.activated,
    langKey: 'es',
    passwordHash: u.passwordHash ?? null,
    activationKey: null,
    failedAttempts: 0,
    mustChangePassword: false,
    passwordExpired: false,
    ownerType: u.ownerType,
    ownerId: u.ownerId,
    agentId: u.agentId ?? null,
    canEdit: true,
    phone: null,
    resetKey: null,
    resetDate: null,
  };
}

export const newActivationKey = () => randomBytes(12).toString('hex');

/** Logins compare case-insensitively (RUT logins end in an upper-case K). */
export function findUserByLogin(db: Pick<Db, 'user'>, login: string): UserRecord | undefined {
  const wanted = login.trim().toLowerCase();
  return db.user.find((u) => u.login.toLowerCase() === wanted);
}

/** Users that are the portal account of an entity (not its functionaries'). */
export const usersOwnedBy = (db: Pick<Db, 'user'>, ownerType: UserRecord['ownerType'], ownerId: string | number) =>
  db.user.filter((u) => u.ownerType === ownerType && u.ownerId === ownerId);

/** Next integer id of a collection with numeric ids. */
export function nextNumericId(items: readonly { id: unknown }[]): number {
  let max = 0;
  for (const item of items) if (typeof item.id === 'number' && item.id > max) max = item.id;
  return max + 1;
}

/** The record whose portal account a user is (its `user` sub-object mirrors the account). */
export function ownerEntity(db: Db, user: UserRecord): { user: { activated: boolean; email: string } } | undefined {
  const id = user.ownerId;
  switch (user.ownerType) {
    case 'agent':
      return db.agent.find((e) => e.id === id);
    case 'storekeeper':
      return db.storekeeper.find((e) => e.id === id);
    case 'deposito':
      return db.deposito.find((e) => e.id === id);
    case 'shippingAgent':
      return db.shippingAgent.find((e) => e.id === id);
    case 'truckingcompany':
      return db.truckingcompany.find((e) => e.id === id);
    case 'functionary':
      return db.functionary.find((e) => e.id === id);
    default:
      return undefined;
  }
}

/** Enables or disables an account and its entity's mirror; enabling also clears failed attempts. */
export function setUserActivated(db: Db, user: UserRecord, activated: boolean): void {
  user.activated = activated;
  if (activated) user.failedAttempts = 0;
  const entity = ownerEntity(db, user);
  if (entity) entity.user.activated = activated;
}
