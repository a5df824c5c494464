/**
 * Whose units a user sees and acts on (D2 §6 "others use their own login"): terminal staff
 * and shipping companies every unit; a customs agent or its functionary the units without an
 * operation (to request one) and those of its own operations; a storekeeper or its
 * extraportuary functionary the units bound to that storekeeper; an agency or its functionary
 * the units of its lines. Pure over the store's records.
 */
import type { Db, UserRecord } from '../types';
import { isStaff } from '../guard';
import type { ImportOperation, TerminalUnit } from './types';

export type Scope =
  | { kind: 'all' }
  | { kind: 'agent'; agentId: string }
  | { kind: 'storekeeper'; storekeeperId: string; code: string | null }
  | { kind: 'lines'; lines: ReadonlySet<string> }
  | { kind: 'none' };

const has = (u: UserRecord, role: string) => u.authorities.includes(role);

function functionaryOf(db: Db, user: UserRecord) {
  return user.ownerType === 'functionary' ? db.functionary.find((f) => f.id === user.ownerId) : undefined;
}

export function scopeOf(db: Db, user: UserRecord): Scope {
  if (isStaff(user) || has(user, 'ROLE_SHIPPINGCO')) return { kind: 'all' };
  if (user.agentId) return { kind: 'agent', agentId: user.agentId };
  const storekeeperId = has(user, 'ROLE_STOREKEEPER') && user.ownerType === 'storekeeper' ? String(user.ownerId)
    : has(user, 'ROLE_FUNCTIONARY_EXTRAPORTUARIO') ? functionaryOf(db, user)?.storekeeper ?? undefined : undefined;
  if (storekeeperId) {
    const code = db.storekeeper.find((s) => s.id === storekeeperId)?.code ?? null;
    return { kind: 'storekeeper', storekeeperId, code };
  }
  const agencyId = has(user, 'ROLE_AGN') && user.ownerType === 'shippingAgent' ? String(user.ownerId)
    : has(user, 'ROLE_FUNCIONARIO_AGN') ? functionaryOf(db, user)?.agn ?? undefined : undefined;
  if (agencyId) {
    const agency = db.shippingAgent.find((a) => a.id === agencyId);
    return { kind: 'lines', lines: new Set((agency?.linesOperators ?? []).map((l) => l.id)) };
  }
  return { kind: 'none' };
}

/** The unit is within the user's reach (its operation, if any, given). */
export function reaches(scope: Scope, unit: TerminalUnit, op: ImportOperation | undefined): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'agent':
      return op ? op.agentId === scope.agentId : true;
    case 'storekeeper':
      return unit.storekeeperId === scope.storekeeperId;
    case 'lines':
      return scope.lines.has(unit.line);
    case 'none':
      return false;
  }
}

/** The units a visit list shows this user (the agent's own, not every requestable unit). */
export function listsUnit(scope: Scope, unit: TerminalUnit, op: ImportOperation | undefined): boolean {
  if (scope.kind === 'agent') return (op?.agentId ?? unit.agentId) === scope.agentId;
  return reaches(scope, unit, op);
}
