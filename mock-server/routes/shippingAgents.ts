/**
 * /api/shippingAgent/* beyond the agency's lines (lineOperators.ts): list, get by id or login,
 * create, update, block and resend activation (D1 §7 Shipping agents, ADM-AGN).
 */
import type { Request, Response } from 'express';
import { canonicalRut } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { ownerUser, sendActivation } from '../activation';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { applyEditable, assertValid } from '../entityWrite';
import { conflict, notFound } from '../errors';
import { resolveAgency } from '../lookups';
import { bodyObject, toText } from '../records';
import type { Rec, ShippingAgent } from '../types';
import { findUserByLogin, setOwnerActivated, syncOwnerAccounts } from '../users';

const RESOURCE = 'shippingAgents';

const newAgency = (id: string): ShippingAgent => ({
  id, user: { login: id, name: '', email: '', activated: true }, opEmail: null, role: 'AGN', linesOperators: [],
});

/** The agency's portal account: login = RUT for agencies created here (D1 §3). */
const accountOf = (a: ShippingAgent) => ({
  login: a.user.login, name: a.user.name ?? '', email: a.user.email, rut: a.id, authorities: ['ROLE_AGN'],
  activated: a.user.activated, ownerType: 'shippingAgent' as const, ownerId: a.id,
});

function normalized(r: Rec): ShippingAgent {
  const a = r as unknown as ShippingAgent;
  return {
    ...a,
    user: { ...a.user, name: String(a.user?.name ?? '').trim(), email: String(a.user?.email ?? '').trim() },
    opEmail: toText(a.opEmail),
    role: 'AGN',
    linesOperators: Array.isArray(a.linesOperators) ? a.linesOperators : [],
  };
}

export function shippingAgentRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const mustFind = (key: unknown) => {
    const found = resolveAgency(db(), String(key ?? ''));
    if (!found) throw notFound();
    return found;
  };

  function list(req: Request, res: Response) {
    return ctx.lists.send(req, res, 'shippingAgent/list', ['shippingAgent'], () => db().shippingAgent);
  }

  /** GET /shippingAgent/{id} and /shippingAgent/getbylogin/{login}: either key finds the agency. */
  function get(req: Request, res: Response) {
    res.json(mustFind(req.params.id ?? req.params.login));
  }

  async function create(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const payload = bodyObject(req);
    const id = canonicalRut(payload.id);
    const record = applyEditable(RESOURCE, newAgency(id) as unknown as Rec, payload, roles);
    record.id = payload.id;
    assertValid(RESOURCE, record, 'create', roles);
    const agency = normalized({ ...record, id });
    if (resolveAgency(db(), id) || findUserByLogin(db(), id)) throw conflict(appMessages.organizations.loginTaken);
    store.insert('shippingAgent', agency);
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(agency)), false);
    res.status(201).json(agency);
  }

  async function update(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const stored = mustFind(req.params.id);
    const record = applyEditable(RESOURCE, stored as unknown as Rec, bodyObject(req), roles);
    record.id = stored.id;
    assertValid(RESOURCE, record, 'edit', roles);
    const agency = normalized(record);
    syncOwnerAccounts(store, 'shippingAgent', stored.id, { name: agency.user.name ?? '', email: agency.user.email });
    store.replace('shippingAgent', stored, agency);
    await store.commit();
    res.json(agency);
  }

  /** Toggles user.activated (D1 §4), the agency's account with it. */
  async function block(req: Request, res: Response) {
    const agency = mustFind(req.params.id);
    setOwnerActivated(store, 'shippingAgent', agency, !agency.user.activated);
    await store.commit();
    res.json(agency);
  }

  async function resendActivation(req: Request, res: Response) {
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(mustFind(req.params.id))), true);
    res.json({ message: appMessages.success.activationResent });
  }

  return { list, get, create, update, block, resendActivation };
}
