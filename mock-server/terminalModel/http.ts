/**
 * What the terminal routes share: the path's params, the user and its scope, the demo clock, who
 * acts and when, the unit visit a path names; and the permissions that also check the named unit
 * is within reach (onUnit). A kind adds its own reading of a unit on top (its http.ts).
 */
import type { Request, Response } from 'express';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { can, type Action } from '../../src/domain/permissions';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import type { Permission } from '../guard';
import type { Store } from '../store';
import type { UserRecord } from '../types';
import { reaches, scopeOf } from './access';
import type { UnitCategory, UnitVisit } from './types';
import { activeOperations, findUnitVisit } from './unitVisits';

const param = (req: Request, name: string) => String(req.params[name] ?? '');

/**
 * The container visit a path's key names (visit id, container number or operation number): the
 * live one of `category`, else the box's latest (unitVisits.ts findUnitVisit); an EXPORT call only an export visit.
 */
export function containerAt(store: Store, key: string, category: 'IMPORT' | 'EXPORT') {
  const found = findUnitVisit(store, key, category);
  if (found?.kind !== 'container') return undefined;
  return category === 'EXPORT' && found.category !== 'EXPORT' ? undefined : found;
}

export function terminalHttp(ctx: AppContext) {
  const store = ctx.store;
  return {
    now: () => ctx.clock.now(),
    /** The transition's moment: the demo clock's now and the user's login (the history records both). */
    moment: (res: Response) => ({ now: ctx.clock.now(), login: currentUser(res).login }),
    param,
    /** The unit visit the path names (visit id, container number or VIN, operation number; the live one of `category`), or 404. */
    unitVisitAt(req: Request, name = 'id', category?: UnitCategory): UnitVisit {
      const unit = findUnitVisit(store, param(req, name), category);
      if (!unit) throw notFound(operationsMessages.refusals.unitNotFound);
      return unit;
    },
    user: (res: Response) => currentUser(res),
    scope: (res: Response) => scopeOf(store.db, currentUser(res)),
  };
}

/** A permission that names a unit in the path: the harness walks these to prove every scope (tests/harness/unitScope.test.ts). */
export type UnitScopedPermission = ((user: UserRecord, req: Request) => boolean) & {
  unitScope: { resource: string; action: Action; param: string; category: 'IMPORT' | 'EXPORT' };
};

/**
 * Role row AND the unit of `category` the path names is within the user's reach (access.ts). A
 * unit that does not exist passes here: the handler answers 404, as for anyone.
 */
function unitOfCategory(
  ctx: AppContext,
  resource: string,
  action: Action,
  name: string,
  category: 'IMPORT' | 'EXPORT',
): UnitScopedPermission {
  const check = (user: UserRecord, req: Request) => {
    if (!can(user.authorities, resource, action)) return false;
    // An import call takes the box's latest visit when it has no import one (its handler then refuses it); an export call only an export visit.
    const unit = containerAt(ctx.store, param(req, name), category);
    if (!unit) return true;
    return reaches(scopeOf(ctx.store.db, user), unit, activeOperations(ctx.store, unit.id));
  };
  return Object.assign(check, { unitScope: { resource, action, param: name, category } });
}

/** An import unit named in the path (container or operation number). */
export const onUnit = (ctx: AppContext, resource: string, action: Action, name = 'id') =>
  unitOfCategory(ctx, resource, action, name, 'IMPORT');
/** An export unit named in the path (container or operation number). */
export const onExportUnit = (ctx: AppContext, resource: string, action: Action, name = 'id') =>
  unitOfCategory(ctx, resource, action, name, 'EXPORT');

/** Any of the rows. */
export const anyRow =
  (...rows: (readonly [string, Action])[]): Permission =>
  (user) =>
    rows.some(([r, a]) => can(user.authorities, r, a));

/**
 * A unit document (gate pass, EIR…) of whichever visit of the box is live: any of the export rows
 * and the reach for an export visit, the import row and reach otherwise. The harness walks it as the import guard.
 */
export function onUnitDocument(
  ctx: AppContext,
  importRow: readonly [string, Action],
  exportRows: readonly (readonly [string, Action])[],
  name = 'id',
): UnitScopedPermission {
  const forImport = onUnit(ctx, importRow[0], importRow[1], name);
  const forExport = exportRows.map(([resource, action]) => onExportUnit(ctx, resource, action, name));
  const check = (user: UserRecord, req: Request) =>
    findUnitVisit(ctx.store, param(req, name))?.category === 'EXPORT'
      ? forExport.some((p) => p(user, req))
      : forImport(user, req);
  return Object.assign(check, { unitScope: forImport.unitScope });
}
