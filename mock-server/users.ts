/** User records: creation defaults and look-ups shared by the seed and the routes. */
import { randomBytes } from 'node:crypto';
import type { Store } from './store';
import type { Db, UserRecord } from './types';

export type NewUser = Pick<
  UserRecord,
  'login' | 'name' | 'email' | 'rut' | 'authorities' | 'activated' | 'ownerType' | 'ownerId'
> &
  Partial<Pick<UserRecord, 'agentId' | 'passwordHash' | 'canEdit'>>;

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
    canEdit: u.canEdit ?? true,
    phone: null,
    resetKey: null,
    resetDate: null,
  };
}

export const newActivationKey = () => randomBytes(12).toString('hex');

/** Logins compare case-insensitively (RUT logins end in an upper-case K). */
export function findUserByLogin(db: Pick<Db, 'user'>, login: string): UserRecord | undefined {
  const wanted = login.trim().toLowerCase();
  const hit = loginIndexOf(db.user).get(wanted);
  // The index checks itself: the user must still stand where it was seen, under the same login.
  if (hit && db.user[hit.position] === hit.user && hit.user.login.toLowerCase() === wanted) return hit.user;
  const found = db.user.find((u) => u.login.toLowerCase() === wanted);
  if (found || hit) loginIndexes.delete(db.user);
  return found;
}

/**
 * Every authenticated request looks its user up by login: a scan of 20,000 users (SEED_SCALE=500)
 * costs about a millisecond, so the lookup goes through an index, rebuilt when it no longer matches.
 */
interface IndexedUser {
  user: UserRecord;
  position: number;
}
const loginIndexes = new WeakMap<UserRecord[], { length: number; byLogin: Map<string, IndexedUser> }>();

function loginIndexOf(users: UserRecord[]): Map<string, IndexedUser> {
  const current = loginIndexes.get(users);
  if (current && current.length === users.length) return current.byLogin;
  const byLogin = new Map<string, IndexedUser>();
  users.forEach((user, position) => {
    const key = user.login.toLowerCase();
    if (!byLogin.has(key)) byLogin.set(key, { user, position });
  });
  loginIndexes.set(users, { length: users.length, byLogin });
  return byLogin;
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

/** The collection holding each kind of account owner. */
const OWNER_COLLECTIONS = {
  agent: 'agent',
  storekeeper: 'storekeeper',
  deposito: 'deposito',
  shippingAgent: 'shippingAgent',
  truckingcompany: 'truckingcompany',
  functionary: 'functionary',
} as const satisfies Partial<Record<NonNullable<UserRecord['ownerType']>, keyof Db>>;

type OwnerCollection = (typeof OWNER_COLLECTIONS)[keyof typeof OWNER_COLLECTIONS];
export type OwnerEntity = { id: unknown; user: { activated: boolean; email: string; name?: string } };

/** The collection of the user's owner entity, if it has one. */
export function ownerCollection(user: UserRecord): OwnerCollection | undefined {
  return user.ownerType ? (OWNER_COLLECTIONS as Record<string, OwnerCollection>)[user.ownerType] : undefined;
}

/** The record whose portal account a user is (its `user` sub-object mirrors the account). */
export function ownerEntity(db: Db, user: UserRecord): OwnerEntity | undefined {
  const collection = ownerCollection(user);
  if (!collection) return undefined;
  return (db[collection] as OwnerEntity[]).find((e) => e.id === user.ownerId);
}

/** Records a change of the user's owner entity (its mirror of the account changed). */
export function touchOwnerEntity(store: Store, user: UserRecord, entity: OwnerEntity): void {
  const collection = ownerCollection(user);
  if (collection) store.touch(collection, entity);
}

/** Enables or disables an account and its entity's mirror; enabling also clears failed attempts. */
export function setUserActivated(store: Store, user: UserRecord, activated: boolean): void {
  user.activated = activated;
  if (activated) user.failedAttempts = 0;
  store.touch('user', user);
  const entity = ownerEntity(store.db, user);
  if (entity) {
    entity.user.activated = activated;
    touchOwnerEntity(store, user, entity);
  }
}

export type OwnerCollectionName = 'agent' | 'storekeeper' | 'deposito' | 'shippingAgent' | 'truckingcompany';
export const OWNER_TYPE_OF: Record<OwnerCollectionName, NonNullable<UserRecord['ownerType']>> = {
  agent: 'agent',
  storekeeper: 'storekeeper',
  deposito: 'deposito',
  shippingAgent: 'shippingAgent',
  truckingcompany: 'truckingcompany',
};

/** Blocks or unblocks an entity that owns a portal account: its mirror of the account and the account itself. */
export function setOwnerActivated(
  store: Store,
  collection: OwnerCollectionName,
  entity: OwnerEntity,
  activated: boolean,
): void {
  entity.user.activated = activated;
  store.touch(collection, entity as never);
  for (const user of usersOwnedBy(store.db, OWNER_TYPE_OF[collection], entity.id as string))
    setUserActivated(store, user, activated);
}

/** An entity's edit carries its name and e-mail to its portal account (and whatever else `extra` sets). */
export function syncOwnerAccounts(
  store: Store,
  collection: OwnerCollectionName,
  id: string,
  account: { name: string; email: string },
  extra?: (user: UserRecord) => void,
): void {
  for (const user of usersOwnedBy(store.db, OWNER_TYPE_OF[collection], id)) {
    user.name = account.name;
    user.email = account.email;
    extra?.(user);
    store.touch('user', user);
  }
}
