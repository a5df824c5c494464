/**
 * Role checks. Custom routes carry their permission in the route table (routeTable.ts); the
 * generic per-model service (json-server) is guarded here by model → permissions resource.
 * Refusals are 403 {code:"403", message}; rules come from src/domain/permissions.ts.
 */
import type { Request, RequestHandler } from 'express';
import { can, type Action } from '../src/domain/permissions';
import { currentUser } from './auth';
import { forbidden, HttpError } from './errors';
import { appMessages } from '../src/i18n/appMessages';
import { genericModels } from './registryModels';
import { COLLECTIONS, type UserRecord } from './types';
import { TERMINAL_COLLECTIONS } from './kinds/collections';

/**
 * [resource, action] of permissions.ts; 'authenticated' = any logged-in user; 'public' = no token; 'signed' = no token, the handler checks the request's signature (a provider's notification, ruling P74)
 * needed (server.ts mounts those before the token check); or a custom rule.
 */
export type Permission =
  | readonly [resource: string, action: Action]
  | 'authenticated'
  | 'public'
  | 'signed'
  | ((user: UserRecord, req: Request) => boolean);

export function allowed(permission: Permission, user: UserRecord, req: Request): boolean {
  if (permission === 'authenticated' || permission === 'public' || permission === 'signed') return true;
  if (typeof permission === 'function') return permission(user, req);
  return can(user.authorities, permission[0], permission[1]);
}

export function permit(permission: Permission): RequestHandler {
  return (req, res, next) => {
    if (!allowed(permission, currentUser(res), req)) throw forbidden();
    next();
  };
}

/** db collection served generically → permissions resource: from each definition's `mock.model`. */
export const GENERIC_MODELS: Readonly<Record<string, string>> = genericModels();

function actionFor(method: string, hasId: boolean): Action | undefined {
  switch (method) {
    case 'GET':
    case 'HEAD':
      return hasId ? 'show' : 'list';
    case 'POST':
      return hasId ? undefined : 'create';
    case 'PUT':
    case 'PATCH':
      return hasId ? 'edit' : undefined;
    case 'DELETE':
      return hasId ? 'delete' : undefined;
    default:
      return undefined;
  }
}

export interface GenericTarget {
  model: string;
  id?: string;
  resource?: string;
}

/**
 * The stored collections the generic service serves: the master data, not the terminal's records
 * (operations, their history, appointments, charges…), which its own calls serve, each with its
 * scope — the generic service never hands them out raw (issue 33, ruling P86). A terminal
 * collection a registry model maps (and so guards by its row) stays.
 */
export const GENERIC_COLLECTIONS: readonly string[] = COLLECTIONS.filter(
  (c) => GENERIC_MODELS[c] || !(TERMINAL_COLLECTIONS as readonly string[]).includes(c),
);
export const isGenericModel = (model: string): boolean => GENERIC_COLLECTIONS.includes(model);

/**
 * Admits /{model} and /{model}/{id} of a stored collection only (not json-server's /db nor its
 * nested /{model}/{id}/{other} rewrites). Mapped models follow their permissions; any other
 * model may only be read, and only by ROLE_ADMIN.
 */
export const genericGuard: RequestHandler = (req, res, next) => {
  const segments = req.path.split('/').filter(Boolean);
  const model = segments[0];
  const action = actionFor(req.method, segments.length === 2);
  if (!model || segments.length > 2 || !action) throw new HttpError(404, appMessages.server.routeNotFound);
  if (!isGenericModel(model)) throw new HttpError(404, appMessages.server.routeNotFound);
  const resource = GENERIC_MODELS[model];
  const user = currentUser(res);
  const ok = resource
    ? can(user.authorities, resource, action)
    : (action === 'list' || action === 'show') && user.authorities.includes('ROLE_ADMIN');
  if (!ok) throw forbidden();
  res.locals.generic = { model, id: segments[1], resource } satisfies GenericTarget;
  next();
};

/** Terminal staff: may act on any agent's, owner's or agency's records; others only on their own. */
const STAFF_ROLES = [
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_SUPERVISOR_CUSTOMER_SERVICE',
  'ROLE_FINANCIAL',
  'ROLE_AGENT',
  'ROLE_ADMIN',
  'ROLE_DOCUMENTARY',
];
export const isStaff = (user: UserRecord) => user.authorities.some((r) => STAFF_ROLES.includes(r));

/** All the permissions hold. */
export const all =
  (...permissions: Permission[]): Permission =>
  (user, req) =>
    permissions.every((p) => allowed(p, user, req));
