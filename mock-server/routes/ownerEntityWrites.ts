/**
 * Get, create, edit, block and resend activation of an entity that owns a portal account (storekeeper,
 * deposit, shipping agency; D1 §4, §7): the definition's editable fields applied for the
 * caller's roles and checked with its schema, a canonical RUT id, 409 when the id or its login
 * is taken, the account created with its activation e-mail, and kept in step on edit. Block and
 * resend activation are the owner-account handlers every owner entity shares (ownerAccounts.ts).
 */
import type { Request, Response } from 'express';
import { canonicalRut } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { ownerUser, sendActivation } from '../activation';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { applyEditable, assertValid } from '../entityWrite';
import { conflict, notFound } from '../errors';
import { bodyObject } from '../records';
import type { Db, Rec, UserRecord } from '../types';
import { findUserByLogin, OWNER_TYPE_OF, syncOwnerAccounts, type OwnerCollectionName } from '../users';
import { ownerAccountHandlers } from './ownerAccounts';

export interface AccountOwner {
  id: string;
  user: { login: string; name?: string; email: string; activated: boolean };
}

export interface OwnerEntitySpec<T extends AccountOwner> {
  /** The resource definition whose editable fields and schema apply. */
  resource: string;
  collection: OwnerCollectionName;
  /** A new record's defaults. */
  blank: (id: string) => T;
  /** By id, RUT or login, as the entity's calls accept. */
  find: (db: Db, key: string) => T | undefined;
  /** Trims and types what the form sent. */
  normalize: (record: Rec) => T;
  /** The roles of the entity's account. */
  authorities: (entity: T) => string[];
  /** Whether the account may change its functionaries (ADM-FUN-008); true unless the entity says. */
  canEdit?: (entity: T) => boolean;
  /** What an edit changes on the account besides its name and e-mail. */
  onEditAccount?: (user: UserRecord, entity: T) => void;
  /** 'path': /block/{id}/{block} carries the target state; 'toggle': /block/{id} flips it. */
  block: 'path' | 'toggle';
}

export function ownerEntityWrites<T extends AccountOwner>(ctx: AppContext, spec: OwnerEntitySpec<T>) {
  const { store } = ctx;
  const mustFind = (key: unknown): T => {
    const found = spec.find(store.db, String(key ?? ''));
    if (!found) throw notFound();
    return found;
  };
  const accountOf = (e: T) => ({
    login: e.user.login,
    name: e.user.name ?? '',
    email: e.user.email,
    rut: e.id,
    authorities: spec.authorities(e),
    activated: e.user.activated,
    ownerType: OWNER_TYPE_OF[spec.collection],
    ownerId: e.id,
    canEdit: spec.canEdit?.(e),
  });

  async function create(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const payload = bodyObject(req);
    const id = canonicalRut(payload.id);
    const record = applyEditable(spec.resource, spec.blank(id) as unknown as Rec, payload, roles);
    // Validated as typed (the RUT's format), stored canonical.
    record.id = payload.id;
    assertValid(spec.resource, record, 'create', roles);
    const entity = spec.normalize({ ...record, id });
    if (spec.find(store.db, id) || findUserByLogin(store.db, id)) throw conflict(appMessages.organizations.loginTaken);
    store.insert(spec.collection, entity as never);
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(entity)), false);
    res.status(201).json(entity);
  }

  async function update(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const stored = mustFind(req.params.id);
    const record = applyEditable(spec.resource, stored as unknown as Rec, bodyObject(req), roles);
    record.id = stored.id;
    assertValid(spec.resource, record, 'edit', roles);
    const entity = spec.normalize(record);
    const extra = spec.onEditAccount;
    syncOwnerAccounts(
      store,
      spec.collection,
      stored.id,
      { name: entity.user.name ?? '', email: entity.user.email },
      extra && ((user) => extra(user, entity)),
    );
    store.replace(spec.collection, stored as never, entity as never);
    await store.commit();
    res.json(entity);
  }

  function get(req: Request, res: Response) {
    res.json(mustFind(req.params.id ?? req.params.login));
  }

  const { block, resendActivation } = ownerAccountHandlers(ctx, {
    collection: spec.collection,
    mustFind: (req) => mustFind(req.params.id),
    accountOf,
    block: spec.block,
  });

  return { get, create, update, block, resendActivation };
}
