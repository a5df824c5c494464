/**
 * Whose trucking company is it (D1 §6 Trucking): terminal staff act on any company, an AGA on
 * those linked to its agent, and a company user — the trucking company's own account, a
 * storekeeper acting as a carrier, or a storekeeper's functionary — only on its own.
 */
import { canonicalRut, isValidRut } from '../../src/domain/rut';
import { OWN_COMPANY_ROLES } from '../../src/domain/truckingRoles';
import { isStaff } from '../guard';
import type { Db, TruckingCompany, UserRecord } from '../types';

const norm = (key: string) => (isValidRut(key) ? canonicalRut(key) : key.trim());
/** A path key as stored: a RUT in canonical form, anything else trimmed. */
export const canonicalKey = norm;

/** A company by id (any RUT punctuation; a foreign carrier's free identification) or by its login. */
export function resolveTrucking(db: Db, key: string): TruckingCompany | undefined {
  const k = norm(key);
  const lower = k.toLowerCase();
  return (
    db.truckingcompany.find((t) => t.id === k) ?? db.truckingcompany.find((t) => t.user.login.toLowerCase() === lower)
  );
}

export const actsForOneCompany = (u: UserRecord) =>
  !isStaff(u) && u.authorities.some((r) => (OWN_COMPANY_ROLES as readonly string[]).includes(r));

/** The id of the company a company user acts for (it may not exist: a storekeeper with no fleet). */
export function ownCompanyId(db: Db, u: UserRecord): string | undefined {
  if (u.ownerType === 'truckingcompany' || u.ownerType === 'storekeeper') return String(u.ownerId);
  if (u.ownerType === 'functionary') {
    const f = db.functionary.find((x) => x.id === u.ownerId);
    return f?.storekeeper ?? undefined;
  }
  return db.truckingcompany.find((t) => t.user.login.toLowerCase() === u.login.toLowerCase())?.id;
}

/** The storekeeper a storekeeper user, or a storekeeper's functionary, acts for. */
export function ownStorekeeperId(db: Db, u: UserRecord): string | undefined {
  if (u.ownerType === 'storekeeper') return String(u.ownerId);
  if (u.ownerType === 'functionary') return db.functionary.find((x) => x.id === u.ownerId)?.storekeeper ?? undefined;
  return undefined;
}

/** The company a company user acts for, if it exists. */
export const ownCompany = (db: Db, u: UserRecord): TruckingCompany | undefined => {
  const id = ownCompanyId(db, u);
  return id === undefined ? undefined : db.truckingcompany.find((t) => t.id === id);
};

/** The key names the caller's own company: its id or the caller's own login (the single-company header asks by login). */
export function isOwnKey(db: Db, u: UserRecord, key: string): boolean {
  if (key.trim().toLowerCase() === u.login.toLowerCase()) return true;
  const id = ownCompanyId(db, u);
  return id !== undefined && resolveTrucking(db, key)?.id === id;
}

/** May read this company: staff any, an AGA its agent's, a company user its own. */
export function mayRead(db: Db, u: UserRecord, key: string): boolean {
  if (isStaff(u)) return true;
  if (actsForOneCompany(u)) return isOwnKey(db, u, key);
  const company = resolveTrucking(db, key);
  return (
    u.agentId !== null &&
    company !== undefined &&
    db.agentTrucking.some((l) => l.agentId === u.agentId && l.truckingId === company.id)
  );
}

/** May change its drivers and trucks: staff any, a company user its own. */
export const mayManageFleet = (db: Db, u: UserRecord, key: string): boolean =>
  isStaff(u) || (actsForOneCompany(u) && isOwnKey(db, u, key));
