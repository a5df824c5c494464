/**
 * Who reaches a DRC: the role row (src/domain/drc/contract.ts) and, for a unit's receipt, the unit
 * within the user's reach (terminalModel/access.ts; a shipping company its own lines' units), for
 * a visit's receipts of a line, that line among the user's (a shipping company: one of its own
 * lines; anyone else who holds the row: any line). Read from the path alone, so the RBAC and
 * unit-scope harnesses judge them as the server does.
 */
import type { Request } from 'express';
import { isContainerNumber } from '../../../src/domain/containerNumber';
import { can, type Action } from '../../../src/domain/permissions';
import type { AppContext } from '../../context';
import type { Permission } from '../../guard';
import type { Store } from '../../store';
import { reaches, scopeOf, type Scope } from '../../terminalModel/access';
import type { UnitScopedPermission } from '../../terminalModel/http';
import type { ContainerVisit } from '../../terminalModel/types';
import { activeOperations, findUnitVisit, historyOf } from '../../terminalModel/unitVisits';
import type { UserRecord } from '../../types';

const param = (req: Request, name: string) =>
  String(req.params[name] ?? '')
    .trim()
    .toUpperCase();

/**
 * The box's visit on that vessel visit (import or export) a DRC path names by container (or by its
 * unit visit or operation number), or undefined when the box has none there.
 */
export function unitOnVisit(store: Store, key: string, visitId: string): ContainerVisit | undefined {
  const named = findUnitVisit(store, key);
  if (named?.kind !== 'container') return undefined;
  if (named.visitId === visitId) return named;
  return historyOf(store, named.unitNbr)
    .filter((u): u is ContainerVisit => u.kind === 'container' && u.visitId === visitId)
    .at(-1);
}

/** The line is the user's to read: every line for the terminal's people, its own ones for a shipping company or agency. */
export function reachesLine(scope: Scope, line: string): boolean {
  return scope.kind === 'all' || (scope.kind === 'lines' && scope.lines.has(line));
}

function unitReached(store: Store, user: UserRecord, req: Request, visitParam: string): boolean {
  const key = param(req, 'id');
  // The path's visit when the box was on it; else the box as any unit guard finds it (a unit that does not exist passes: 404).
  const unit = unitOnVisit(store, key, param(req, visitParam)) ?? findUnitVisit(store, key);
  return !unit || reaches(scopeOf(store.db, user), unit, activeOperations(store, unit.id));
}

/** A unit's DRC (the single download, its data): the row's action and the unit within reach. */
export function onDrcUnit(ctx: AppContext, action: Action, visitParam: string): UnitScopedPermission {
  const check = (user: UserRecord, req: Request) =>
    can(user.authorities, 'drc', action) && unitReached(ctx.store, user, req, visitParam);
  return Object.assign(check, { unitScope: { resource: 'drc', action, param: 'id', category: 'IMPORT' as const } });
}

/** A visit's receipts of the line the path names (`lineParam`): the mass DRC's row and the line within reach. */
export const onDrcLine =
  (ctx: AppContext, lineParam: string): Permission =>
  (user, req) =>
    can(user.authorities, 'drc', 'massive') && reachesLine(scopeOf(ctx.store.db, user), param(req, lineParam));

/**
 * GET /report/drcdata/{id}/{visitId}: `{id}` a container is a unit's DRC data (onDrcUnit 'show'),
 * anything else a line (onDrcLine): the path's shape decides, as the codec does.
 */
export function onDrcData(ctx: AppContext): UnitScopedPermission {
  const ofUnit = onDrcUnit(ctx, 'show', 'visitId');
  const ofLine = onDrcLine(ctx, 'id') as (user: UserRecord, req: Request) => boolean;
  const check = (user: UserRecord, req: Request) =>
    isContainerNumber(param(req, 'id')) ? ofUnit(user, req) : ofLine(user, req);
  return Object.assign(check, { unitScope: ofUnit.unitScope });
}
