/**
 * Who may call the agency, deposit and functionary routes on which records (D1 §6, DECISIONS Q10,
 * ADM-FUN-002/008): route-table permissions, so the reliability harness reads them as the guards.
 * Each looks only at the user and the path's params.
 */
import type { Request } from 'express';
import { maySeeDeposit } from '../../src/domain/deposits';
import {
  mayEditFunctionaries,
  ownerIdsOf,
  ownerKindOfAccount,
  seesAllFunctionaries,
} from '../../src/domain/functionaries';
import { can } from '../../src/domain/permissions';
import type { Store } from '../store';
import { all, isStaff, type Permission } from '../guard';
import { resolveAgency, resolveDeposit } from '../lookups';
import type { UserRecord } from '../types';

const param = (req: Request, name: string) => String(req.params[name] ?? '');

export function organizationAccess(store: Store) {
  const db = () => store.db;

  /** An AGN user acts on its own agency only (ADM-AGN-004); staff on any. */
  const ownAgencyBy =
    (name: string): Permission =>
    (u, req) => {
      if (!u.authorities.includes('ROLE_AGN') || isStaff(u)) return true;
      return resolveAgency(db(), param(req, name))?.id === u.ownerId;
    };

  /** Q10: a depot user sees only its own deposit (an unknown one is the handler's 404). */
  const ownDeposit: Permission = (u, req) => {
    const deposit = resolveDeposit(db(), param(req, 'id'));
    return !deposit || maySeeDeposit(u, deposit.id);
  };

  /** The functionary is one of the caller's (its agent, storekeeper, agency or deposit); CS and supervisor any. */
  const ownsFunctionary = (u: UserRecord, req: Request, staffReads: boolean): boolean => {
    if (seesAllFunctionaries(u.authorities) || (staffReads && isStaff(u))) return true;
    const functionary = store.findById('functionary', param(req, 'id').trim());
    if (!functionary) return true;
    const mine = [u.agentId, u.ownerId].filter((v) => v !== null && v !== undefined).map(String);
    return ownerIdsOf(functionary).some((id) => mine.includes(id));
  };
  const functionaryByLogin = (u: UserRecord, req: Request): boolean => {
    if (seesAllFunctionaries(u.authorities)) return true;
    const login = param(req, 'login').trim().toLowerCase();
    const functionary = db().functionary.find(
      (f) => f.user.login.toLowerCase() === login || f.rut.toLowerCase() === login,
    );
    if (!functionary) return true;
    const mine = [u.agentId, u.ownerId].filter((v) => v !== null && v !== undefined).map(String);
    return ownerIdsOf(functionary).some((id) => mine.includes(id));
  };
  /** ADM-FUN-008: the AGA_DEPOSIT canEdit rule on every change of an existing functionary. */
  const editRule: Permission = (u) => mayEditFunctionaries(u.authorities, u.canEdit);

  /** Creating needs an owner entity of the caller's own: the new functionary is that owner's. */
  const ownerOfNew: Permission = (u) => {
    const kind = ownerKindOfAccount(u.ownerType);
    if (!kind || u.ownerId === null) return false;
    const collection = {
      agent: db().agent,
      storekeeper: db().storekeeper,
      shippingAgent: db().shippingAgent,
      deposito: db().deposito,
    }[kind];
    return (collection as { id: unknown }[]).some((e) => e.id === u.ownerId);
  };

  return {
    agencyRead: all(['shippingAgents', 'show'], ownAgencyBy('id')),
    agencyByLogin: all(['shippingAgents', 'show'], ownAgencyBy('login')),
    depositRead: all(['deposits', 'show'], ownDeposit),
    functionariesAll: ((u) =>
      seesAllFunctionaries(u.authorities) && can(u.authorities, 'functionaries', 'list')) as Permission,
    functionaryRead: all(['functionaries', 'show'], (u, req) => ownsFunctionary(u, req, true)),
    functionaryCreate: all(['functionaries', 'create'], ownerOfNew),
    functionaryWrite: (action: 'edit' | 'delete' | 'block' | 'resendActivation'): Permission =>
      all(
        ['functionaries', action],
        (u, req) => ownsFunctionary(u, req, false),
        ...(action === 'resendActivation' ? [] : [editRule]),
      ),
    functionaryResendByLogin: all(['functionaries', 'resendActivation'], functionaryByLogin),
  };
}
