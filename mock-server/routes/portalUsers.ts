/**
 * /api/user administration (D1 §7 Users: GET/create/update/delete by id, changeState/{id}; the
 * list is GET /api/user). The password is hashed before it is kept; answers never carry secrets.
 * An entity's own account (agent, storekeeper…) is blocked from its entity's record, not deleted
 * here, and nobody deactivates or deletes their own user. Roles (P22): staff roles the caller may
 * grant (src/resources/users/staffRoles.ts); an entity's account keeps the roles its record gives;
 * nobody changes their own roles, nor touches a user holding a role the caller could not grant.
 */
import type { NextFunction, Request, Response } from 'express';
import { passwordProblem } from '../../src/domain/password';
import { appMessages } from '../../src/i18n/appMessages';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { assertValid } from '../entityWrite';
import { badRequest, conflict, forbidden, invalid, notFound } from '../errors';
import { hashPassword } from '../passwords';
import { bodyObject } from '../records';
import type { Rec, UserRecord } from '../types';
import { findUserByLogin, makeUser, nextNumericId, ownerEntity, setUserActivated, touchOwnerEntity } from '../users';
import {
  changedRoles,
  grantableRoles,
  isEntityAccount,
  isEntityRole,
  rolesAbove,
} from '../../src/resources/users/staffRoles';

const m = appMessages.server;

/** The payload's roles without repeats, or undefined when it sends none (an edit keeps them). */
const rolesOf = (v: unknown): string[] | undefined => (Array.isArray(v) ? [...new Set(v.map(String))] : undefined);

/** What the administration screens see of a user. */
export const publicUser = (u: UserRecord) => ({
  id: u.id,
  login: u.login,
  name: u.name,
  email: u.email,
  activated: u.activated,
  authorities: u.authorities,
  rut: u.rut,
});

const trimmed = (v: unknown) => String(v ?? '').trim();

export function portalUserRoutes(ctx: AppContext) {
  const { store } = ctx;
  const mustFind = (req: Request): UserRecord => {
    const found = store.findById('user', req.params.id) as UserRecord | undefined;
    if (!found) throw notFound();
    return found;
  };
  const notSelf = (res: Response, user: UserRecord) => {
    if (currentUser(res).id === user.id) throw badRequest(m.userSelf);
  };
  /** Another user holding a role the caller could not grant (ROLE_ADMIN for the supervisor) is out of the caller's reach. */
  const notAbove = (res: Response, user: UserRecord) => {
    const caller = currentUser(res);
    if (caller.id !== user.id && rolesAbove(user.authorities, caller.authorities).length > 0)
      throw forbidden(m.userAbove);
  };
  /** Roles added or taken away must be the caller's to grant. */
  const assertGrantable = (res: Response, changed: readonly string[]) => {
    const grantable = grantableRoles(currentUser(res).authorities) as readonly string[];
    if (changed.some((r) => !grantable.includes(r))) throw forbidden(m.userRoleNotGrantable);
  };
  /** An edit's new roles, checked (nothing is changed here); undefined when they stay. */
  const editedRoles = (res: Response, user: UserRecord, sent: string[] | undefined): string[] | undefined => {
    if (!sent) return undefined;
    const changed = changedRoles(user.authorities, sent);
    if (changed.length === 0) return undefined;
    if (currentUser(res).id === user.id) throw invalid({ authorities: m.userOwnRoles });
    if (
      ownerEntity(store.db, user) ||
      user.ownerType ||
      isEntityAccount(user.authorities) ||
      changed.some(isEntityRole)
    ) {
      throw invalid({ authorities: appMessages.validation.entityRole });
    }
    assertGrantable(res, changed);
    return sent;
  };
  /** The form's rules (shared schema), then the policy's terminal words, which only the server knows. */
  const checked = (res: Response, record: Rec, mode: 'create' | 'edit') => {
    assertValid('users', record, mode, currentUser(res).authorities);
    if (record.password) {
      const problem = passwordProblem(record.password, {
        login: trimmed(record.login),
        name: trimmed(record.name),
        terminal: ctx.terminalName,
      });
      if (problem) throw invalid({ password: problem });
    }
  };

  /** The whole list; a query (`?login=…`) is the generic service's (json-server, ROLE_ADMIN reads). */
  function list(req: Request, res: Response, next: NextFunction) {
    if (Object.keys(req.query).length > 0) {
      next('route');
      return;
    }
    return ctx.lists.send(req, res, 'user/list', ['user'], () => store.db.user.map(publicUser));
  }

  function get(req: Request, res: Response) {
    res.json(publicUser(mustFind(req)));
  }

  async function create(req: Request, res: Response) {
    const body = bodyObject(req);
    const record: Rec = {
      login: trimmed(body.login),
      name: trimmed(body.name),
      email: trimmed(body.email),
      password: body.password,
      password2: body.password2,
      authorities: rolesOf(body.authorities) ?? body.authorities,
    };
    checked(res, record, 'create');
    const authorities = record.authorities as string[];
    assertGrantable(res, authorities);
    if (findUserByLogin(store.db, String(record.login))) throw conflict(m.userLoginTaken);
    const passwordHash = await hashPassword(String(record.password));
    // Checked again after the await: another request may have taken the login meanwhile.
    if (findUserByLogin(store.db, String(record.login))) throw conflict(m.userLoginTaken);
    const user = makeUser(nextNumericId(store.db.user), {
      login: String(record.login),
      name: String(record.name),
      email: String(record.email),
      rut: null,
      authorities,
      activated: body.activated !== false,
      ownerType: null,
      ownerId: null,
      passwordHash,
    });
    store.insert('user', user);
    await store.commit();
    res.status(201).json(publicUser(user));
  }

  async function update(req: Request, res: Response) {
    const user = mustFind(req);
    notAbove(res, user);
    const body = bodyObject(req);
    const sent = rolesOf(body.authorities);
    const record: Rec = {
      login: user.login,
      name: trimmed(body.name ?? user.name),
      email: trimmed(body.email ?? user.email),
      password: body.password,
      password2: body.password2,
      ...(body.authorities === undefined ? {} : { authorities: sent ?? body.authorities }),
    };
    checked(res, record, 'edit');
    const authorities = editedRoles(res, user, sent);
    const passwordHash = record.password ? await hashPassword(String(record.password)) : undefined;
    user.name = String(record.name);
    user.email = String(record.email);
    if (authorities) user.authorities = authorities;
    if (passwordHash) user.passwordHash = passwordHash;
    // A password set by the administration or a change of roles ends the user's open sessions.
    if (passwordHash || authorities) ctx.sessions.revokeLogin(user.login);
    store.touch('user', user);
    // The entity's copy of its account follows (agents keep their own name).
    const entity = ownerEntity(store.db, user);
    if (entity) {
      entity.user.email = user.email;
      if ('name' in entity.user) entity.user.name = user.name;
      touchOwnerEntity(store, user, entity);
    }
    await store.commit();
    res.json(publicUser(user));
  }

  async function remove(req: Request, res: Response) {
    const user = mustFind(req);
    notSelf(res, user);
    notAbove(res, user);
    if (ownerEntity(store.db, user)) throw conflict(m.userOwnedByEntity);
    store.remove('user', user);
    ctx.sessions.revokeLogin(user.login);
    await store.commit();
    res.json({});
  }

  async function changeState(req: Request, res: Response) {
    const user = mustFind(req);
    notSelf(res, user);
    notAbove(res, user);
    setUserActivated(store, user, !user.activated);
    if (!user.activated) ctx.sessions.revokeLogin(user.login);
    await store.commit();
    res.json(publicUser(user));
  }

  return { list, get, create, update, remove, changeState };
}
