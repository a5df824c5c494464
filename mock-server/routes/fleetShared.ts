/** What the driver and truck routes share: the company of a path, the fleet permission, the list key. */
import type { Request } from 'express';
import { appMessages } from '../../src/i18n/appMessages';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { all, type Permission } from '../guard';
import type { Action } from '../../src/domain/permissions';
import type { TruckingCompany, UserRecord } from '../types';
import { actsForOneCompany, mayManageFleet, ownCompany, resolveTrucking } from './truckingAccess';

export const param = (req: Request, name: string) => String(req.params[name] ?? '');

export function fleetContext(ctx: AppContext) {
  const db = () => ctx.store.db;

  /** The company named by a path parameter, else 404 'No se encontró una companía de transporte asociada'. */
  const companyOf = (req: Request, name = 'truckingCompanyId'): TruckingCompany => {
    const found = resolveTrucking(db(), param(req, name));
    if (!found) throw notFound(appMessages.server.truckingNotFound);
    return found;
  };

  /** [resource, action] and the company in `name` is one the caller may manage. */
  const onCompany = (resource: string, action: Action, name = 'truckingCompanyId'): Permission =>
    all([resource, action], (u, req) => mayManageFleet(db(), u, param(req, name)));

  /** The companies whose fleet the caller sees: all for staff, its own for a company user. */
  const visibleCompanies = (u: UserRecord): readonly TruckingCompany[] => {
    if (!actsForOneCompany(u)) return db().truckingcompany;
    const own = ownCompany(db(), u);
    return own ? [own] : [];
  };

  /** [resource, action] and the company holding the record `find` locates is one the caller may manage. */
  const onHolder = (
    resource: string,
    action: Action,
    find: (req: Request) => TruckingCompany | undefined,
  ): Permission =>
    all([resource, action], (u, req) => {
      if (!actsForOneCompany(u)) return true;
      const holder = find(req);
      return holder === undefined || mayManageFleet(db(), u, holder.id);
    });

  return { db, companyOf, onCompany, onHolder, visibleCompanies };
}
