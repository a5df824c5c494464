/**
 * /api/functionary/* (D1 §7 Functionaries, ADM-FUN): every functionary (customer service and the
 * supervisor), those of an owner, one by id, the generic save and update, block (toggle), resend
 * activation (by id or login), delete and unlink. Who may call what, and on whose functionaries,
 * is the route table's (functionaryAccess.ts); these handlers answer 400/404/409 only.
 */
import type { Request, Response } from 'express';
import {
  functionaryRoles,
  offersDepositFlag,
  ownerKindOfAccount,
  ownerOf,
  type OwnerKind,
} from '../../src/domain/functionaries';
import { canonicalRut } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { ownerUser, sendActivation } from '../activation';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { applyEditable, assertValid } from '../entityWrite';
import { conflict, forbidden, notFound } from '../errors';
import { resolveOwnerId } from '../lookups';
import { bodyObject, toBool, toText } from '../records';
import type { Db, Functionary, Rec, UserRecord } from '../types';
import { findUserByLogin, nextNumericId, setUserActivated, usersOwnedBy } from '../users';

const RESOURCE = 'functionaries';

type Link = Pick<
  Functionary,
  | 'agent_id'
  | 'storekeeper'
  | 'agn'
  | 'deposito'
  | 'agentRut'
  | 'agentName'
  | 'storekpRut'
  | 'storekpName'
  | 'agnRut'
  | 'agnName'
>;

const NO_OWNER: Link = {
  agent_id: null,
  storekeeper: null,
  agn: null,
  deposito: null,
  agentRut: null,
  agentName: null,
  storekpRut: null,
  storekpName: null,
  agnRut: null,
  agnName: null,
};

/** The owner fields of a new functionary of the caller's entity (its names copied, D1 §3). */
function linkTo(db: Db, kind: OwnerKind, ownerId: string): Link | undefined {
  switch (kind) {
    case 'agent': {
      const a = db.agent.find((x) => x.id === ownerId);
      return a && { ...NO_OWNER, agent_id: a.id, agentRut: a.id, agentName: a.name };
    }
    case 'storekeeper': {
      const s = db.storekeeper.find((x) => x.id === ownerId);
      return s && { ...NO_OWNER, storekeeper: s.id, storekpRut: s.id, storekpName: s.user.name ?? '' };
    }
    case 'shippingAgent': {
      const s = db.shippingAgent.find((x) => x.id === ownerId);
      return s && { ...NO_OWNER, agn: s.id, agnRut: s.id, agnName: s.user.name ?? '' };
    }
    case 'deposito': {
      const d = db.deposito.find((x) => x.id === ownerId);
      return d && { ...NO_OWNER, deposito: d.id };
    }
  }
}

/** What the console reads: the entity plus `deposit`, the form's depot checkbox (ADM-FUN-015). */
export const functionaryView = (f: Functionary) => ({ ...f, deposit: f.deposito !== null && f.storekeeper !== null });

const emptyFunctionary = (): Functionary => ({
  id: 0,
  rut: '',
  ...NO_OWNER,
  user: { login: '', name: '', email: '', activated: true, notifications: false },
  cellNumber: null,
  carnetNumber: null,
});

/** Form values cleaned up: trimmed texts, empty optional ones null. */
function cleaned(record: Rec, base: Functionary): Functionary {
  const f = record as unknown as Functionary;
  return {
    ...base,
    user: {
      ...base.user,
      name: String(f.user?.name ?? '').trim(),
      email: String(f.user?.email ?? '').trim(),
      notifications: toBool(f.user?.notifications),
    },
    cellNumber: toText(f.cellNumber),
    carnetNumber: base.agent_id ? toText(f.carnetNumber) : null,
  };
}

export function functionaryRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;

  const mustFind = (req: Request): Functionary => {
    const found = store.findById('functionary', String(req.params.id ?? '').trim());
    if (!found) throw notFound();
    return found;
  };
  const accountsOf = (f: Functionary) => usersOwnedBy(db(), 'functionary', f.id);
  const accountSpec = (f: Functionary, kind: OwnerKind | undefined, depot: boolean) => ({
    login: f.user.login,
    name: f.user.name ?? '',
    email: f.user.email,
    rut: f.rut,
    authorities: kind ? functionaryRoles(kind, depot) : [],
    activated: f.user.activated,
    ownerType: 'functionary' as const,
    ownerId: f.id,
    agentId: f.agent_id,
  });
  /** The kind of the functionary's owner; an unlinked one has none (its account keeps its roles, disabled). */
  const kindOf = (f: Functionary): OwnerKind | undefined => ownerOf(f)?.kind;
  const isDepot = (f: Functionary) => f.deposito !== null && f.storekeeper !== null;

  function all(req: Request, res: Response) {
    return ctx.lists.send(req, res, 'functionary', ['functionary'], () => db().functionary);
  }

  function byOwner(req: Request, res: Response) {
    const owner = resolveOwnerId(db(), String(req.params.id ?? ''));
    return ctx.lists.send(req, res, `functionary/getByOwner/${owner}`, ['functionary'], () =>
      db().functionary.filter(
        (f) => f.agent_id === owner || f.storekeeper === owner || f.agn === owner || f.deposito === owner,
      ),
    );
  }

  function get(req: Request, res: Response) {
    res.json(functionaryView(mustFind(req)));
  }

  /** Generic save: the new functionary belongs to the caller's own entity (the route table admits owners only). */
  async function create(req: Request, res: Response) {
    const user = currentUser(res);
    const kind = ownerKindOfAccount(user.ownerType);
    const link = kind ? linkTo(db(), kind, String(user.ownerId)) : undefined;
    if (!kind || !link) throw forbidden(appMessages.organizations.functionaryOwnerMissing);
    const payload = bodyObject(req);
    const record = applyEditable(RESOURCE, emptyFunctionary() as unknown as Rec, payload, user.authorities);
    record.rut = payload.rut;
    assertValid(RESOURCE, record, 'create', user.authorities);
    const rut = canonicalRut(payload.rut);
    const depot = kind === 'storekeeper' && offersDepositFlag(user.authorities) && toBool(payload.deposit);
    const base: Functionary = {
      ...emptyFunctionary(),
      ...link,
      id: nextNumericId(db().functionary),
      rut,
      deposito: depot ? link.storekeeper : link.deposito,
    };
    const functionary = cleaned(record, { ...base, user: { ...base.user, login: rut } });
    if (db().functionary.some((f) => f.rut === rut) || findUserByLogin(db(), rut))
      throw conflict(appMessages.organizations.functionaryTaken);
    store.insert('functionary', functionary);
    await sendActivation(ctx, req, ownerUser(ctx, accountSpec(functionary, kind, depot)), false);
    res.status(201).json(functionaryView(functionary));
  }

  /** Generic update: the form's fields; RUT, login, owner and state stay. */
  async function update(req: Request, res: Response) {
    const user = currentUser(res);
    const stored = mustFind(req);
    const payload = bodyObject(req);
    const record = applyEditable(RESOURCE, stored as unknown as Rec, payload, user.authorities);
    record.rut = stored.rut;
    assertValid(RESOURCE, record, 'edit', user.authorities);
    const next = cleaned(record, structuredClone(stored));
    // The depot flag is a storekeeper's functionary's, set by a STOREKEEPER + AGA_DEPOSIT user.
    if (next.storekeeper && offersDepositFlag(user.authorities) && 'deposit' in payload) {
      next.deposito = toBool(payload.deposit) ? next.storekeeper : null;
    }
    const kind = kindOf(next);
    for (const account of accountsOf(stored)) {
      account.name = next.user.name ?? '';
      account.email = next.user.email;
      if (kind) account.authorities = functionaryRoles(kind, isDepot(next));
      store.touch('user', account);
    }
    store.replace('functionary', stored, next);
    await store.commit();
    res.json(functionaryView(next));
  }

  /** Toggles user.activated (D1 §4) and the account with it. */
  async function block(req: Request, res: Response) {
    const functionary = mustFind(req);
    const activated = !functionary.user.activated;
    functionary.user.activated = activated;
    store.touch('functionary', functionary);
    for (const account of accountsOf(functionary)) setUserActivated(store, account, activated);
    await store.commit();
    res.json(functionaryView(functionary));
  }

  async function resend(req: Request, res: Response, functionary: Functionary) {
    const account = ownerUser(ctx, accountSpec(functionary, kindOf(functionary), isDepot(functionary)));
    await sendActivation(ctx, req, account, true);
    res.json({ message: appMessages.success.activationResent });
  }

  const resendActivation = (req: Request, res: Response) => resend(req, res, mustFind(req));

  async function resendActivationByLogin(req: Request, res: Response) {
    const login = String(req.params.login ?? '')
      .trim()
      .toLowerCase();
    const functionary = db().functionary.find(
      (f) => f.user.login.toLowerCase() === login || f.rut.toLowerCase() === login,
    );
    if (!functionary) throw notFound();
    await resend(req, res, functionary);
  }

  /** Removes the functionary and its account (its sessions end with it: the login no longer exists). */
  async function remove(req: Request, res: Response) {
    const functionary = mustFind(req);
    const accounts: UserRecord[] = accountsOf(functionary);
    store.remove('functionary', functionary);
    if (accounts.length > 0) store.remove('user', ...accounts);
    await store.commit();
    res.json({ message: appMessages.organizations.functionaryDeleted });
  }

  /** Takes the functionary off its owner: it keeps its record, and its account is disabled. */
  async function unlink(req: Request, res: Response) {
    const functionary = mustFind(req);
    Object.assign(functionary, NO_OWNER);
    functionary.user.activated = false;
    store.touch('functionary', functionary);
    for (const account of accountsOf(functionary)) {
      account.agentId = null;
      setUserActivated(store, account, false);
    }
    await store.commit();
    res.json(functionaryView(functionary));
  }

  return { all, byOwner, get, create, update, block, resendActivation, resendActivationByLogin, remove, unlink };
}
