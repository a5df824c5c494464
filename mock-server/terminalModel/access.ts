/**
 * Whose units a user sees and acts on: one scope per role (D1 §6, D2 §6, D3 §9.2). Terminal staff
 * (customer service, finance, documentary, admin) and the terminal's own people (gate, security,
 * operators, terrestrial cash, the car terminal's staff) every unit; a customs agent or its functionary the units without an
 * operation (to request one) and those of its own operations; a storekeeper or its extraportuary
 * functionary the units bound to that storekeeper; a shipping agency (or its functionary) the units
 * of the lines it works with, and a shipping company the units of its own lines (user.lines); a
 * trucking company the units it carries; a client the units consigned to it. Pure over the records.
 */
import { CAR_STAFF_ROLES } from '../../src/domain/cars/carPermissions';
import type { Db, TruckingCompany, UserRecord } from '../types';
import { isStaff } from '../guard';
import type { Operation, UnitVisit } from './types';

export type Scope =
  | { kind: 'all' }
  | { kind: 'agent'; agentId: string }
  | { kind: 'storekeeper'; storekeeperId: string; code: string | null }
  | { kind: 'lines'; lines: ReadonlySet<string> }
  | { kind: 'trucking'; truckingId: string }
  | { kind: 'consignee'; consigneeId: string }
  | { kind: 'none' };

/**
 * The terminal's own people: they work every unit (gate, security, yard operators, the terrestrial
 * cash desk), and the car terminal's staff (its customer service, documentary, finance, consult,
 * gate and operators) and guide desk every vehicle (D2 §6 car reports, Q27; rulings P63, P78).
 */
const TERMINAL_ROLES: readonly string[] = [
  'ROLE_GATE',
  'ROLE_JEFE_GATE',
  'ROLE_SEGURIDAD',
  'ROLE_OPERATOR',
  'ROLE_TERRESTRIAL',
  ...CAR_STAFF_ROLES,
  'ROLE_GUIA_DESPACHO',
];

const has = (u: UserRecord, role: string) => u.authorities.includes(role);

function functionaryOf(db: Db, user: UserRecord) {
  return user.ownerType === 'functionary' ? db.functionary.find((f) => f.id === user.ownerId) : undefined;
}

/** The client's consignee id (its shipperConsignee), the key the units carry. */
function consigneeOfClient(db: Db, clientId: unknown): string | undefined {
  const client = db.client.find((c) => String(c.id) === String(clientId));
  const consignee = client?.shipperConsignee as { id?: unknown } | undefined;
  return consignee?.id !== undefined ? String(consignee.id) : undefined;
}

export function scopeOf(db: Db, user: UserRecord): Scope {
  if (isStaff(user) || user.authorities.some((r) => TERMINAL_ROLES.includes(r))) return { kind: 'all' };
  if (user.agentId) return { kind: 'agent', agentId: user.agentId };
  const storekeeperId =
    has(user, 'ROLE_STOREKEEPER') && user.ownerType === 'storekeeper'
      ? String(user.ownerId)
      : has(user, 'ROLE_FUNCTIONARY_EXTRAPORTUARIO')
        ? (functionaryOf(db, user)?.storekeeper ?? undefined)
        : undefined;
  if (storekeeperId) {
    const code = db.storekeeper.find((s) => s.id === storekeeperId)?.code ?? null;
    return { kind: 'storekeeper', storekeeperId, code };
  }
  const agencyId =
    has(user, 'ROLE_AGN') && user.ownerType === 'shippingAgent'
      ? String(user.ownerId)
      : has(user, 'ROLE_FUNCIONARIO_AGN')
        ? (functionaryOf(db, user)?.agn ?? undefined)
        : undefined;
  if (agencyId) {
    const agency = db.shippingAgent.find((a) => a.id === agencyId);
    return { kind: 'lines', lines: new Set((agency?.linesOperators ?? []).map((l) => l.id)) };
  }
  if (has(user, 'ROLE_SHIPPINGCO')) return { kind: 'lines', lines: new Set(user.lines ?? []) };
  if (has(user, 'ROLE_TRUCKINGCO') && user.ownerType === 'truckingcompany' && user.ownerId !== null) {
    return { kind: 'trucking', truckingId: String(user.ownerId) };
  }
  if (has(user, 'ROLE_CLIENT') && user.ownerType === 'client') {
    const consigneeId = consigneeOfClient(db, user.ownerId);
    if (consigneeId) return { kind: 'consignee', consigneeId };
  }
  return { kind: 'none' };
}

const consigneeOf = (unit: UnitVisit) => unit.consigneeId ?? null;
const storekeeperOf = (unit: UnitVisit) => (unit.kind === 'container' ? unit.storekeeperId : null);

/** The unit is within the user's reach; `active` are the unit visit's active operations (any kind). */
export function reaches(scope: Scope, unit: UnitVisit, active: readonly Operation[]): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'agent':
      // A unit without an operation can be requested by an agent; one with operations is its parties'.
      return active.length === 0 || active.some((o) => o.agentId === scope.agentId);
    case 'storekeeper':
      return storekeeperOf(unit) === scope.storekeeperId;
    case 'lines':
      return scope.lines.has(unit.line);
    case 'trucking':
      return active.some((o) => o.truckingId === scope.truckingId);
    case 'consignee':
      return consigneeOf(unit) === scope.consigneeId;
    case 'none':
      return false;
  }
}

/** The units a visit list shows this user (the agent's own, not every requestable unit). */
export function listsUnit(scope: Scope, unit: UnitVisit, active: readonly Operation[]): boolean {
  if (scope.kind === 'agent') {
    return active.length > 0
      ? active.some((o) => o.agentId === scope.agentId)
      : unit.kind === 'container' && unit.agentId === scope.agentId;
  }
  return reaches(scope, unit, active);
}

/**
 * A trucking company this user may assign to an operation (VV-024, IMP-018, EXP-017: picked from
 * the list the screens offer; ruling P78): an agent or its functionary one of its agent's companies,
 * a storekeeper an active one, anyone else any company on record. Undefined otherwise — answered as
 * a company that does not exist.
 */
export function assignableTrucking(db: Db, scope: Scope, truckingId: string): TruckingCompany | undefined {
  const company = db.truckingcompany.find((t) => t.id === truckingId);
  if (!company) return undefined;
  if (scope.kind === 'agent')
    return db.agentTrucking.some((l) => l.agentId === scope.agentId && l.truckingId === company.id)
      ? company
      : undefined;
  if (scope.kind === 'storekeeper') return company.user.activated ? company : undefined;
  return company;
}
