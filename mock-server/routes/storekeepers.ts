/** /api/storekeeper/* (docs/legacy-contract.md, Storekeepers). */
import type { Request, Response } from 'express';
import { canonicalRut } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { applyEditable, assertValid } from '../entityWrite';
import { conflict, notFound } from '../errors';
import { resolveStorekeeper } from '../lookups';
import { ownerUser, sendActivation } from '../activation';
import { blockTarget, bodyObject, toBool, toText } from '../records';
import type { Rec, Storekeeper } from '../types';
import { findUserByLogin, setOwnerActivated, syncOwnerAccounts } from '../users';

const newStorekeeper = (id: string): Storekeeper => ({
  id, code: '', user: { login: id, name: '', email: '', activated: true }, opEmail: null, informar: false, deposit: false,
});

const DEPOSIT_ROLE = 'ROLE_AGA_DEPOSIT';

/** A storekeeper that is also a deposit (its `deposit` flag) holds AGA_DEPOSIT too (P36, P44). */
export const storekeeperAuthorities = (deposit: boolean): string[] => (deposit ? ['ROLE_STOREKEEPER', DEPOSIT_ROLE] : ['ROLE_STOREKEEPER']);

/** The account's roles after the flag changed: AGA_DEPOSIT follows it, any other role stays. */
const withDepositRole = (authorities: readonly string[], deposit: boolean): string[] => {
  const others = authorities.filter((r) => r !== DEPOSIT_ROLE);
  return deposit ? [...others, DEPOSIT_ROLE] : others;
};

/** The storekeeper's portal account (login = RUT for storekeepers created here). */
const accountOf = (s: Storekeeper) => ({
  login: s.user.login, name: s.user.name ?? '', email: s.user.email, rut: s.id, authorities: storekeeperAuthorities(s.deposit),
  activated: s.user.activated, ownerType: 'storekeeper' as const, ownerId: s.id,
});

function normalized(r: Rec): Storekeeper {
  const s = r as unknown as Storekeeper;
  return {
    ...s,
    code: String(s.code ?? '').trim().toUpperCase(),
    user: { ...s.user, name: String(s.user?.name ?? '').trim(), email: String(s.user?.email ?? '').trim() },
    opEmail: toText(s.opEmail),
    informar: toBool(s.informar),
    deposit: toBool(s.deposit),
  };
}

export function storekeeperRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const mustFind = (req: Request) => {
    const found = resolveStorekeeper(db(), String(req.params.id ?? ''));
    if (!found) throw notFound();
    return found;
  };

  function list(req: Request, res: Response) {
    return ctx.lists.send(req, res, 'storekeeper/list', ['storekeeper'], () => db().storekeeper);
  }

  function get(req: Request, res: Response) {
    res.json(mustFind(req));
  }

  async function create(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const payload = bodyObject(req);
    const id = canonicalRut(payload.id);
    const record = applyEditable('storekeepers', newStorekeeper(id) as unknown as Rec, payload, roles);
    record.id = payload.id;
    assertValid('storekeepers', record, 'create', roles);
    const storekeeper = normalized({ ...record, id });
    if (db().storekeeper.some((s) => s.id === id) || findUserByLogin(db(), id)) throw conflict();
    store.insert('storekeeper', storekeeper);
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(storekeeper)), false);
    res.status(201).json(storekeeper);
  }

  async function update(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const stored = mustFind(req);
    const record = applyEditable('storekeepers', stored as unknown as Rec, bodyObject(req), roles);
    record.id = stored.id;
    assertValid('storekeepers', record, 'edit', roles);
    const storekeeper = normalized(record);
    syncOwnerAccounts(store, 'storekeeper', stored.id, { name: storekeeper.user.name ?? '', email: storekeeper.user.email }, (user) => {
      user.authorities = withDepositRole(user.authorities, storekeeper.deposit);
    });
    store.replace('storekeeper', stored, storekeeper);
    await store.commit();
    res.json(storekeeper);
  }

  /** The path carries the target state: true blocks, false unblocks. */
  async function block(req: Request, res: Response) {
    const storekeeper = mustFind(req);
    setOwnerActivated(store, 'storekeeper', storekeeper, !blockTarget(req));
    await store.commit();
    res.json(storekeeper);
  }

  async function resendActivation(req: Request, res: Response) {
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(mustFind(req))), true);
    res.json({ message: appMessages.success.activationResent });
  }

  return { list, get, create, update, block, resendActivation };
}
