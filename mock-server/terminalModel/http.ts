/** What the terminal routes share: finding a unit from the path, the user's scope, the demo clock, who acts and when. */
import type { Request, Response } from 'express';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { can, type Action } from '../../src/domain/permissions';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import type { Permission } from '../guard';
import type { UserRecord } from '../types';
import { reaches, scopeOf } from './access';
import { contextOf, findUnit, type UnitContext } from '../kinds/importPickup/context';

const param = (req: Request, name: string) => String(req.params[name] ?? '');

export function terminalHttp(ctx: AppContext) {
  const store = ctx.store;
  return {
    now: () => ctx.clock.now(),
    /** The transition's moment: the demo clock's now and the user's login (the history records both). */
    moment: (res: Response) => ({ now: ctx.clock.now(), login: currentUser(res).login }),
    param,
    /** The unit the path names (container number or operation number), or 404. */
    unitAt(req: Request, name = 'id'): UnitContext {
      const unit = findUnit(store, param(req, name));
      if (!unit) throw notFound(operationsMessages.refusals.unitNotFound);
      return contextOf(store, unit);
    },
    user: (res: Response) => currentUser(res),
    scope: (res: Response) => scopeOf(store.db, currentUser(res)),
  };
}

/** A permission that names a unit in the path: the harness walks these to prove every scope (tests/harness/unitScope.test.ts). */
export type UnitScopedPermission = ((user: UserRecord, req: Request) => boolean) & {
  unitScope: { resource: string; action: Action; param: string };
};

/**
 * Role row AND the unit the path names is within the user's reach (access.ts). A unit that does
 * not exist passes here: the handler answers 404, as for anyone.
 */
export function onUnit(ctx: AppContext, resource: string, action: Action, name = 'id'): UnitScopedPermission {
  const check = (user: UserRecord, req: Request) => {
    if (!can(user.authorities, resource, action)) return false;
    const unit = findUnit(ctx.store, param(req, name));
    if (!unit) return true;
    const c = contextOf(ctx.store, unit);
    return reaches(scopeOf(ctx.store.db, user), unit, c.active);
  };
  return Object.assign(check, { unitScope: { resource, action, param: name } });
}

/** Any of the rows. */
export const anyRow = (...rows: (readonly [string, Action])[]): Permission => (user) => rows.some(([r, a]) => can(user.authorities, r, a));
