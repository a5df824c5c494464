/** /api/agent/* (docs/legacy-contract.md, Agents). */
import type { Request, Response } from 'express';
import { canonicalRut } from '../../src/domain/rut';
import { can } from '../../src/domain/permissions';
import { appMessages } from '../../src/i18n/appMessages';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { agentAuthorities } from '../agentRoles';
import { agentHasOverdue } from '../modules/invoicing/overdue';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { applyEditable, assertValid } from '../entityWrite';
import { badRequest, conflict, notFound } from '../errors';
import { agentTruckings, linkId, resolveAgent } from '../lookups';
import { ownerUser, sendActivation } from '../activation';
import { bodyObject, isPlainObject, toBool, toText } from '../records';
import type { Agent, Rec } from '../types';
import { findUserByLogin, syncOwnerAccounts } from '../users';
import { ownerAccountHandlers } from './ownerAccounts';
import { visible, visibleKey, visibleList } from '../fieldVisibility';

const m = appMessages.server;

/** The save payload {id, agent, role, agentCar, emailGuiaDespacho, emailPersonal} as one agent record. */
function payloadAgent(body: Rec): Rec {
  const agent: Rec = isPlainObject(body.agent) ? { ...body.agent } : { ...body };
  if (body.id !== undefined && body.id !== null) agent.id = body.id;
  if ('role' in body) agent.role = body.role;
  if ('agentCar' in body) agent.isAgentCar = body.agentCar;
  if ('emailGuiaDespacho' in body) agent.emailGuiaDespacho = body.emailGuiaDespacho;
  if ('emailPersonal' in body) agent.emailPersonal = body.emailPersonal;
  return agent;
}

function newAgent(id: string): Agent {
  return {
    id,
    name: '',
    user: { login: id, email: '', activated: true },
    contactInfo: {},
    codigoAduana: null,
    emailGuiaDespacho: null,
    emailPersonal: null,
    notes: null,
    automaticGuide: false,
    diasDeCredito: 0,
    role: null,
    isAgentCar: false,
    activatedGate: true,
    invoiceOverdue: false,
  };
}

/** Stored types: trimmed texts (empty → null), booleans, an integer of credit days. */
function normalized(r: Rec): Agent {
  const a = r as unknown as Agent;
  const c = (a.contactInfo ?? {}) as Rec;
  return {
    ...a,
    name: String(a.name ?? '').trim(),
    user: { ...a.user, email: String(a.user?.email ?? '').trim() },
    contactInfo: Object.fromEntries(Object.entries(c).map(([k, v]) => [k, toText(v)])),
    codigoAduana: toText(a.codigoAduana),
    emailGuiaDespacho: toText(a.emailGuiaDespacho),
    emailPersonal: toText(a.emailPersonal),
    notes: toText(a.notes),
    automaticGuide: toBool(a.automaticGuide),
    isAgentCar: toBool(a.isAgentCar),
    role: (toText(a.role) as Agent['role']) ?? null,
    diasDeCredito: Number.parseInt(String(a.diasDeCredito ?? 0), 10) || 0,
  };
}

/** The agent's portal account (login = RUT for agents created here). */
const accountOf = (a: Agent) => ({
  login: a.user.login,
  name: a.name,
  email: a.user.email,
  rut: a.id,
  authorities: agentAuthorities(a.role, a.isAgentCar),
  activated: a.user.activated,
  ownerType: 'agent' as const,
  ownerId: a.id,
  agentId: a.id,
});

const dto = (a: Agent) => ({ agent: a, role: a.role, isAgentCar: a.isAgentCar });

export function agentRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const mustFind = (req: Request) => {
    const agent = resolveAgent(db(), String(req.params.id ?? ''));
    if (!agent) throw notFound();
    return agent;
  };

  function list(req: Request, res: Response) {
    return ctx.lists.send(req, res, visibleKey(res, 'agent', 'agent/list'), ['agent'], () =>
      visibleList(res, 'agent', db().agent),
    );
  }

  /**
   * GET /agent/listagentscar (CAR-050; ruling P78): the vehicle agents customer service inscribes for,
   * as the chooser needs them — id and name; none of their e-mails, credit days, notes or contacts,
   * which the agent screens show to the roles Q08 and P04 name.
   */
  function listCar(req: Request, res: Response) {
    return ctx.lists.send(req, res, 'agent/listagentscar', ['agent'], () =>
      db()
        .agent.filter((x) => x.isAgentCar)
        .map((a) => ({ id: a.id, name: a.name })),
    );
  }

  /** GET /agent/guideconfiguration (GD-005; ruling P63): the user's agent's dispatch-guide configuration; none: 404 with the spec's text. */
  function guideConfiguration(_req: Request, res: Response) {
    const user = currentUser(res);
    const agent = user.agentId ? db().agent.find((x) => x.id === user.agentId) : undefined;
    if (!agent?.emailGuiaDespacho) throw notFound(operationsMessages.guides.noConfiguration);
    res.json({ agent_id: agent.id, emailGuiaDespacho: agent.emailGuiaDespacho, automaticGuide: agent.automaticGuide });
  }

  function get(req: Request, res: Response) {
    res.json(visible(res, 'agent', mustFind(req)));
  }

  /** D1 §3 Invoice information: whether the agent has an overdue invoice, derived from the invoices (ruling P70). */
  function invoiceInformation(req: Request, res: Response) {
    res.json({ invoiceOverdue: agentHasOverdue(db(), mustFind(req).id, ctx.clock.now()) });
  }

  async function create(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const payload = payloadAgent(bodyObject(req));
    const id = canonicalRut(payload.id);
    const record = applyEditable('agents', newAgent(id) as unknown as Rec, payload, roles);
    record.id = payload.id;
    assertValid('agents', record, 'create', roles);
    const agent = normalized({ ...record, id });
    if (db().agent.some((a) => a.id === id) || findUserByLogin(db(), id)) throw conflict();
    store.insert('agent', agent);
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(agent)), false);
    res.status(201).json(dto(visible(res, 'agent', agent)));
  }

  async function update(req: Request, res: Response) {
    const roles = currentUser(res).authorities;
    const stored = mustFind(req);
    const payload = payloadAgent(bodyObject(req));
    const record = applyEditable('agents', stored as unknown as Rec, payload, roles);
    // The edit form may correct a mistyped RUT: the sent id is validated like on create.
    const editsId = can(roles, 'agents.id', 'edit') && payload.id !== undefined && payload.id !== null;
    record.id = editsId ? payload.id : stored.id;
    assertValid('agents', record, 'edit', roles);
    const agent = normalized({ ...record, id: canonicalRut(record.id) });
    if (agent.id !== stored.id) {
      if (db().agent.some((a) => a.id === agent.id) || findUserByLogin(db(), agent.id)) throw conflict();
      renameAgent(stored.id, agent);
    }
    syncOwnerAccounts(store, 'agent', agent.id, { name: agent.name, email: agent.user.email }, (user) => {
      user.authorities = agentAuthorities(agent.role, agent.isAgentCar);
    });
    store.replace('agent', stored, agent);
    await store.commit();
    res.json(dto(visible(res, 'agent', agent)));
  }

  /** Moves every reference of the old RUT (links, functionaries, users) to the corrected one. */
  function renameAgent(oldId: string, agent: Agent) {
    if (agent.user.login === oldId) agent.user.login = agent.id;
    for (const link of db().agentTrucking.filter((l) => l.agentId === oldId)) {
      // The link's id is made of both ids: the old one goes, the new one comes.
      store.replace('agentTrucking', link, { ...link, agentId: agent.id, id: linkId(agent.id, link.truckingId) });
    }
    for (const f of db().functionary.filter((x) => x.agent_id === oldId)) {
      f.agent_id = agent.id;
      f.agentRut = agent.id;
      store.touch('functionary', f);
    }
    for (const user of db().user) {
      const owned = user.ownerType === 'agent' && user.ownerId === oldId;
      if (!owned && user.agentId !== oldId && user.login !== oldId && user.rut !== oldId) continue;
      if (owned) user.ownerId = agent.id;
      if (user.agentId === oldId) user.agentId = agent.id;
      if (user.login === oldId) user.login = agent.id;
      if (user.rut === oldId) user.rut = agent.id;
      store.touch('user', user);
    }
  }

  const { block, resendActivation } = ownerAccountHandlers(ctx, {
    collection: 'agent',
    mustFind,
    accountOf,
    block: 'toggle',
  });

  async function blockGate(req: Request, res: Response) {
    const agent = mustFind(req);
    agent.activatedGate = !agent.activatedGate;
    store.touch('agent', agent);
    await store.commit();
    res.json(visible(res, 'agent', agent));
  }

  /** The trucking company id of an add/delete body, else 400. */
  function truckingIdOf(req: Request): string {
    const body = isPlainObject(req.body) ? req.body : {};
    const id = toText(body.id);
    if (!id) throw badRequest(m.truckingMissing);
    return canonicalRut(id);
  }

  async function addTrucking(req: Request, res: Response) {
    const agent = mustFind(req);
    const truckingId = truckingIdOf(req);
    if (!db().truckingcompany.some((t) => t.id === truckingId)) throw notFound(m.truckingNotFound);
    if (db().agentTrucking.some((l) => l.agentId === agent.id && l.truckingId === truckingId))
      throw conflict(m.truckingDuplicate);
    store.insert('agentTrucking', { id: linkId(agent.id, truckingId), agentId: agent.id, truckingId, role: 'HAULIER' });
    await store.commit();
    res.json(visible(res, 'truckingcompany', agentTruckings(db(), agent.id)));
  }

  async function deleteTrucking(req: Request, res: Response) {
    const agent = mustFind(req);
    const truckingId = truckingIdOf(req);
    const link = db().agentTrucking.find((l) => l.agentId === agent.id && l.truckingId === truckingId);
    if (!link) throw notFound(m.truckingNotFound);
    store.remove('agentTrucking', link);
    await store.commit();
    res.json(visible(res, 'truckingcompany', agentTruckings(db(), agent.id)));
  }

  return {
    list,
    listCar,
    guideConfiguration,
    get,
    invoiceInformation,
    create,
    update,
    block,
    blockGate,
    resendActivation,
    addTrucking,
    deleteTrucking,
  };
}
