/**
 * /api/truckingcompany/* (D1 §7 Trucking companies; docs/legacy-contract.md): the lists (all,
 * an agent's, for cars, activated), one company, the generic save and update, block and resend.
 * The routes carry their permissions (mounted by routeTable.ts); whose company it is comes
 * from truckingAccess.ts.
 */
import type { Request, Response } from 'express';
import { canonicalRut } from '../../src/domain/rut';
import { can } from '../../src/domain/permissions';
import { exportChoosesAgent } from '../../src/domain/exportPreadvice/preadviceRules';
import { appMessages } from '../../src/i18n/appMessages';
import { ownerUser, sendActivation } from '../activation';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { applyEditable, assertValid } from '../entityWrite';
import { conflict, notFound } from '../errors';
import { all, type Permission } from '../guard';
import { agentTruckings, resolveAgent } from '../lookups';
import { bodyObject, toBool, toText } from '../records';
import type { Route } from '../route';
import type { Rec, TruckingCompany, UserRecord } from '../types';
import { findUserByLogin, syncOwnerAccounts } from '../users';
import { ownerAccountHandlers } from './ownerAccounts';
import {
  actsForOneCompany,
  canonicalKey,
  isOwnKey,
  mayRead,
  ownCompany,
  ownStorekeeperId,
  resolveTrucking,
} from './truckingAccess';
import { visible, visibleKey, visibleList } from '../fieldVisibility';

const RESOURCE = 'truckingCompanies';
const AGN_ROLES: readonly string[] = ['ROLE_AGN', 'ROLE_FUNCIONARIO_AGN'];
type Rule = (u: UserRecord, req: Request) => boolean;

const newCompany = (id: string): TruckingCompany => ({
  id,
  name: '',
  user: { login: id, email: '', activated: true },
  userStoreKeeper: false,
  emailPersonal: null,
  truckingCar: false,
  contactInfo: {},
  notes: null,
  drivers: [],
  trucks: [],
});

/** Stored types: trimmed texts (empty → null), booleans; drivers and trucks are never written here. */
function normalized(r: Rec, stored: TruckingCompany): TruckingCompany & { foreign: boolean } {
  const t = r as unknown as TruckingCompany & { foreign?: unknown };
  const contact = (t.contactInfo ?? {}) as Rec;
  return {
    ...t,
    name: String(t.name ?? '').trim(),
    user: { ...stored.user, email: String(t.user?.email ?? '').trim() },
    userStoreKeeper: toBool(t.userStoreKeeper),
    emailPersonal: toText(t.emailPersonal),
    truckingCar: toBool(t.truckingCar),
    contactInfo: Object.fromEntries(Object.entries(contact).map(([k, v]) => [k, toText(v)])),
    notes: toText(t.notes),
    foreign: toBool(t.foreign),
    drivers: stored.drivers,
    trucks: stored.trucks,
  };
}

/** The company's portal account (login = its id for companies created here). */
const accountOf = (t: TruckingCompany) => ({
  login: t.user.login,
  name: t.name,
  email: t.user.email,
  rut: t.id,
  authorities: ['ROLE_TRUCKINGCO'],
  activated: t.user.activated,
  ownerType: 'truckingcompany' as const,
  ownerId: t.id,
});

export function truckingRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const key = (req: Request) => String(req.params.id ?? '');
  const mustFind = (req: Request) => {
    const found = resolveTrucking(db(), key(req));
    if (!found) throw notFound(appMessages.server.truckingNotFound);
    return found;
  };

  function searchAll(req: Request, res: Response) {
    return ctx.lists.send(
      req,
      res,
      visibleKey(res, 'truckingcompany', 'truckingcompany/searchall'),
      ['truckingcompany'],
      () => visibleList(res, 'truckingcompany', db().truckingcompany),
    );
  }

  function forCars(_req: Request, res: Response) {
    res.json(
      visible(
        res,
        'truckingcompany',
        db().truckingcompany.filter((t) => t.truckingCar),
      ),
    );
  }

  /** Companies whose account is active (those a pickup may be assigned to). */
  function activated(_req: Request, res: Response) {
    res.json(
      visible(
        res,
        'truckingcompany',
        db().truckingcompany.filter((t) => t.user.activated),
      ),
    );
  }

  /**
   * An agent's companies; asked with the caller's own storekeeper id (a storekeeper or its
   * extraportuary functionary reassigning the units of a visit, VV-024), the active companies:
   * a storekeeper has no companies of its own to choose from.
   */
  function byAgent(req: Request, res: Response) {
    const agent = resolveAgent(db(), key(req));
    if (agent) {
      res.json(visible(res, 'truckingcompany', agentTruckings(db(), agent.id)));
      return;
    }
    if (asksAsOwnStorekeeper(currentUser(res), req)) {
      activated(req, res);
      return;
    }
    throw notFound();
  }

  /** One company; a company user asking by its own login gets its own (the single-company header, ADM-TRK-004). */
  function get(req: Request, res: Response) {
    const user = currentUser(res);
    if (actsForOneCompany(user)) {
      const own = ownCompany(db(), user);
      if (!own) throw notFound(appMessages.server.truckingNotFound);
      res.json(visible(res, 'truckingcompany', own));
      return;
    }
    res.json(visible(res, 'truckingcompany', mustFind(req)));
  }

  async function create(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const payload = bodyObject(req);
    const foreign = toBool(payload.foreign);
    const id = foreign ? String(payload.id ?? '').trim() : canonicalRut(payload.id);
    const base = newCompany(id);
    const record = applyEditable(RESOURCE, base as unknown as Rec, payload, roles);
    record.id = payload.id;
    record.foreign = foreign;
    assertValid(RESOURCE, record, 'create', roles);
    const company = normalized({ ...record, id }, base);
    if (resolveTrucking(db(), id) || findUserByLogin(db(), id)) throw conflict();
    store.insert('truckingcompany', company);
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(company)), false);
    res.status(201).json(visible(res, 'truckingcompany', company));
  }

  async function update(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const stored = mustFind(req);
    const record = applyEditable(RESOURCE, stored as unknown as Rec, bodyObject(req), roles);
    record.id = stored.id;
    assertValid(RESOURCE, record, 'edit', roles);
    const company = normalized(record, stored);
    syncOwnerAccounts(store, 'truckingcompany', stored.id, { name: company.name, email: company.user.email });
    store.replace('truckingcompany', stored, company);
    await store.commit();
    res.json(visible(res, 'truckingcompany', company));
  }

  /** Block toggles the company's account (ADM-TRK-007). */
  const { block, resendActivation } = ownerAccountHandlers(ctx, {
    collection: 'truckingcompany',
    mustFind,
    accountOf,
    block: 'toggle',
  });

  // Whole lists are for terminal staff and agents (not for a company user, who sees only its own).
  const notOneCompany: Permission = (u) => !actsForOneCompany(u);
  const readsCompany: Permission = (u, req) =>
    mayRead(db(), u, key(req)) || (actsForOneCompany(u) && isOwnKey(db(), u, key(req)));
  const lists = all([RESOURCE, 'list'], notOneCompany);
  /** A storekeeper, or its extraportuary functionary, naming its storekeeper's id or its own login/RUT. */
  const asksAsOwnStorekeeper = (u: UserRecord, req: Request): boolean => {
    if (!can(u.authorities, 'storekeeperTruckings', 'list')) return false;
    const storekeeper = ownStorekeeperId(db(), u);
    if (storekeeper === undefined) return false;
    const asked = canonicalKey(key(req));
    return (
      asked === storekeeper ||
      asked.toLowerCase() === u.login.toLowerCase() ||
      (u.rut !== null && asked === canonicalKey(u.rut))
    );
  };
  /**
   * Who reads an agent's companies: staff and AGAs as before (their own agent); every pickup role
   * for the agent it requests for (IMP-018, IMP-070: a functionary its agent; an AGN, which requests
   * for a chosen agent, any agent); a storekeeper or its functionary with its own storekeeper id (VV-024);
   * an export agent chooser any agent (EXP-014).
   */
  const agentCompaniesReader =
    (ownAgent: Rule): Permission =>
    (u, req) =>
      (can(u.authorities, RESOURCE, 'list') && ownAgent(u, req)) ||
      (can(u.authorities, 'imports', 'pickup') &&
        (ownAgent(u, req) || u.authorities.some((r) => AGN_ROLES.includes(r)))) ||
      asksAsOwnStorekeeper(u, req) ||
      // EXP-014, EXP-017: who chooses the export agent reads that agent's companies (an agent's id only).
      (exportChoosesAgent(u.authorities) && resolveAgent(db(), key(req)) !== undefined);

  const routes = (ownAgent: Rule): Route[] => [
    { method: 'get', path: '/truckingcompany/searchall', permission: lists, handler: searchAll },
    { method: 'get', path: '/truckingcompany/forcars', permission: lists, handler: forCars },
    { method: 'get', path: '/truckingcompany/truckingcoactivation', permission: lists, handler: activated },
    {
      method: 'get',
      path: '/truckingcompany/truckingcobyaga/:id',
      permission: agentCompaniesReader(ownAgent),
      handler: byAgent,
    },
    { method: 'post', path: '/truckingcompany/block/:id', permission: [RESOURCE, 'block'], handler: block },
    {
      method: 'post',
      path: '/truckingcompany/resendactivation/:id',
      permission: [RESOURCE, 'resendActivation'],
      handler: resendActivation,
    },
    { method: 'post', path: '/truckingcompany', permission: [RESOURCE, 'create'], handler: create },
    { method: 'get', path: '/truckingcompany/:id', permission: all([RESOURCE, 'show'], readsCompany), handler: get },
    { method: 'put', path: '/truckingcompany/:id', permission: [RESOURCE, 'edit'], handler: update },
    { method: 'patch', path: '/truckingcompany/:id', permission: [RESOURCE, 'edit'], handler: update },
  ];

  return { searchAll, byAgent, routes };
}
