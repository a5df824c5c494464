/**
 * /api/deposito/* (D1 §7 Deposits, ADM-DEP): list, get, create, update, block with the target
 * state in the path, resend activation. DECISIONS Q10: a depot user sees only its own deposit.
 */
import type { Request, Response } from 'express';
import { maySeeDeposit, seesAllDeposits } from '../../src/domain/deposits';
import { canonicalRut } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { ownerUser, sendActivation } from '../activation';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { applyEditable, assertValid } from '../entityWrite';
import { conflict, notFound } from '../errors';
import { resolveDeposit } from '../lookups';
import { blockTarget, bodyObject, toBool, toText } from '../records';
import type { Deposit, Rec } from '../types';
import { findUserByLogin, setOwnerActivated, syncOwnerAccounts } from '../users';

const RESOURCE = 'deposits';

const newDeposit = (id: string): Deposit => ({ id, user: { login: id, name: '', email: '', activated: true }, opEmail: null, activador: false });

const accountOf = (d: Deposit) => ({
  login: d.user.login, name: d.user.name ?? '', email: d.user.email, rut: d.id, authorities: ['ROLE_AGA_DEPOSIT'],
  activated: d.user.activated, ownerType: 'deposito' as const, ownerId: d.id,
});

function normalized(r: Rec): Deposit {
  const d = r as unknown as Deposit;
  return {
    ...d,
    user: { ...d.user, name: String(d.user?.name ?? '').trim(), email: String(d.user?.email ?? '').trim() },
    opEmail: toText(d.opEmail),
    activador: toBool(d.activador),
  };
}

export function depositRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const mustFind = (req: Request) => {
    const found = resolveDeposit(db(), String(req.params.id ?? ''));
    if (!found) throw notFound();
    return found;
  };

  /** Managers get every deposit; a depot user its own (a list of one). */
  function list(req: Request, res: Response) {
    const user = currentUser(res);
    if (seesAllDeposits(user.authorities)) return ctx.lists.send(req, res, 'deposito/list', ['deposito'], () => db().deposito);
    return ctx.lists.send(req, res, `deposito/list/${user.login}`, ['deposito'], () => db().deposito.filter((d) => maySeeDeposit(user, d.id)));
  }

  function get(req: Request, res: Response) {
    res.json(mustFind(req));
  }

  async function create(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const payload = bodyObject(req);
    const id = canonicalRut(payload.id);
    const record = applyEditable(RESOURCE, newDeposit(id) as unknown as Rec, payload, roles);
    record.id = payload.id;
    assertValid(RESOURCE, record, 'create', roles);
    const deposit = normalized({ ...record, id });
    if (resolveDeposit(db(), id) || findUserByLogin(db(), id)) throw conflict(appMessages.organizations.loginTaken);
    store.insert('deposito', deposit);
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(deposit)), false);
    res.status(201).json(deposit);
  }

  async function update(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const stored = mustFind(req);
    const record = applyEditable(RESOURCE, stored as unknown as Rec, bodyObject(req), roles);
    record.id = stored.id;
    assertValid(RESOURCE, record, 'edit', roles);
    const deposit = normalized(record);
    syncOwnerAccounts(store, 'deposito', stored.id, { name: deposit.user.name ?? '', email: deposit.user.email });
    store.replace('deposito', stored, deposit);
    await store.commit();
    res.json(deposit);
  }

  /** The path carries the target state: true blocks, false unblocks. */
  async function block(req: Request, res: Response) {
    const deposit = mustFind(req);
    setOwnerActivated(store, 'deposito', deposit, !blockTarget(req));
    await store.commit();
    res.json(deposit);
  }

  async function resendActivation(req: Request, res: Response) {
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(mustFind(req))), true);
    res.json({ message: appMessages.success.activationResent });
  }

  return { list, get, create, update, block, resendActivation };
}
