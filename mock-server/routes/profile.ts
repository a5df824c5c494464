/**
 * The caller's own profile (docs/legacy-contract.md, Access and account; D1 §6 Account editing):
 * GET/POST /api/user/getUser|updateUser (the user record) and /api/user/getAgent|updateAgent
 * (an AGA's agent record: contact data and e-mails; its RUT, name, role and flags stay).
 */
import type { Request, Response } from 'express';
import { fieldErrors } from '../../src/domain/validators';
import { appMessages } from '../../src/i18n/appMessages';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { invalid, notFound } from '../errors';
import { AGENT_CONTACT_FIELDS, agentProfileSchema, userProfileSchema } from '../profileSchemas';
import { bodyObject, getPath, hasPath, toText } from '../records';
import type { Agent, Db, Rec, UserRecord } from '../types';
import { ownerEntity, touchOwnerEntity, usersOwnedBy } from '../users';

/** The phone a profile shows: the user's own, else the one its entity keeps (functionary cell, company contact). */
function phoneOf(db: Db, user: UserRecord): string | null {
  if (user.phone !== undefined && user.phone !== null) return user.phone;
  const entity = ownerEntity(db, user) as Rec | undefined;
  if (!entity) return null;
  if (user.ownerType === 'functionary') return toText(entity.cellNumber);
  return toText(getPath(entity, 'contactInfo.contactPhone'));
}

const userProfile = (db: Db, u: UserRecord) => ({
  login: u.login,
  name: u.name,
  email: u.email,
  phone: phoneOf(db, u),
  rut: u.rut,
});

const agentProfile = (a: Agent) => ({
  id: a.id,
  name: a.name,
  user: { login: a.user.login, email: a.user.email },
  contactInfo: Object.fromEntries(AGENT_CONTACT_FIELDS.map((k) => [k, a.contactInfo?.[k] ?? null])),
  emailGuiaDespacho: a.emailGuiaDespacho,
});

/** The body's value at `path` when it sent one, else the stored one (a partial body keeps the rest). */
const pick = (body: Rec, path: string, stored: unknown) => (hasPath(body, path) ? getPath(body, path) : stored);
const trimmed = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

export function profileRoutes(ctx: AppContext) {
  const db = () => ctx.store.db;

  function getUser(_req: Request, res: Response) {
    res.json(userProfile(db(), currentUser(res)));
  }

  async function updateUser(req: Request, res: Response) {
    const user = currentUser(res);
    const body = bodyObject(req);
    const next = {
      name: pick(body, 'name', user.name),
      email: pick(body, 'email', user.email),
      phone: pick(body, 'phone', phoneOf(db(), user)),
    };
    const errors = fieldErrors(userProfileSchema, next);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    user.name = trimmed(next.name);
    user.email = trimmed(next.email);
    user.phone = toText(next.phone);
    ctx.store.touch('user', user);
    // The entity's copy of its account follows (its name only where the entity keeps one for the user).
    const entity = ownerEntity(db(), user);
    if (entity) {
      entity.user.email = user.email;
      if ('name' in entity.user) entity.user.name = user.name;
      if (user.ownerType === 'functionary') (entity as unknown as Rec).cellNumber = user.phone;
      touchOwnerEntity(ctx.store, user, entity);
    }
    await ctx.store.commit();
    res.json(userProfile(db(), user));
  }

  function agentOf(res: Response): Agent {
    const user = currentUser(res);
    const id = user.agentId ?? (user.ownerType === 'agent' ? String(user.ownerId) : null);
    const agent = id === null ? undefined : db().agent.find((a) => a.id === id);
    if (!agent) throw notFound(appMessages.server.agentProfileNotFound);
    return agent;
  }

  function getAgent(_req: Request, res: Response) {
    res.json(agentProfile(agentOf(res)));
  }

  async function updateAgent(req: Request, res: Response) {
    const agent = agentOf(res);
    const body = bodyObject(req);
    const next = {
      user: { email: pick(body, 'user.email', agent.user.email) },
      contactInfo: Object.fromEntries(
        AGENT_CONTACT_FIELDS.map((k) => [k, pick(body, `contactInfo.${k}`, agent.contactInfo?.[k])]),
      ),
      emailGuiaDespacho: pick(body, 'emailGuiaDespacho', agent.emailGuiaDespacho),
    };
    const errors = fieldErrors(agentProfileSchema, next);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    agent.user.email = trimmed(next.user.email);
    agent.contactInfo = {
      ...agent.contactInfo,
      ...Object.fromEntries(Object.entries(next.contactInfo).map(([k, v]) => [k, toText(v)])),
    };
    agent.emailGuiaDespacho = toText(next.emailGuiaDespacho);
    ctx.store.touch('agent', agent);
    for (const user of usersOwnedBy(db(), 'agent', agent.id)) {
      user.email = agent.user.email;
      user.name = agent.name;
      ctx.store.touch('user', user);
    }
    await ctx.store.commit();
    res.json(agentProfile(agent));
  }

  return { getUser, updateUser, getAgent, updateAgent };
}
