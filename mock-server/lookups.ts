/**
 * Finding records by the keys the console sends. Legacy logins of entity users are their RUTs,
 * so paths that say {id} may carry a login: both are accepted (RUTs in any punctuation).
 */
import { canonicalRut, isValidRut } from '../src/domain/rut';
import type { Agent, Db, LineOperator, ShippingAgent, TruckingCompany } from './types';

const norm = (key: string) => (isValidRut(key) ? canonicalRut(key) : key.trim());
const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function byIdOrLogin<T extends { id: unknown; user: { login: string } }>(
  items: readonly T[],
  key: string,
): T | undefined {
  const k = norm(key);
  // Ids are strings but for old numeric ones: convert only those (this runs on every agent write).
  return (
    items.find((e) => e.id === k || (typeof e.id !== 'string' && String(e.id) === k)) ??
    items.find((e) => sameLogin(e.user.login, k))
  );
}

export const resolveAgent = (db: Db, key: string): Agent | undefined => byIdOrLogin(db.agent, key);
export const resolveAgency = (db: Db, key: string): ShippingAgent | undefined => byIdOrLogin(db.shippingAgent, key);
export const resolveStorekeeper = (db: Db, key: string) => byIdOrLogin(db.storekeeper, key);
export const resolveDeposit = (db: Db, key: string) => byIdOrLogin(db.deposito, key);

/** The id of the agent, storekeeper, agency or deposit a key names (its id or its login), else the key. */
export function resolveOwnerId(db: Db, key: string): string {
  const owner =
    byIdOrLogin(db.agent, key) ??
    byIdOrLogin(db.storekeeper, key) ??
    byIdOrLogin(db.shippingAgent, key) ??
    byIdOrLogin(db.deposito, key);
  return owner ? owner.id : norm(key);
}

/** Id of an agent ↔ trucking company link. */
export const linkId = (agentId: string, truckingId: string) => `${agentId}_${truckingId}`;

/** The agent's trucking companies, each with its link role (HAULIER). */
export function agentTruckings(db: Db, agentId: string): (TruckingCompany & { role: 'HAULIER' })[] {
  const ids = new Set(db.agentTrucking.filter((l) => l.agentId === agentId).map((l) => l.truckingId));
  return db.truckingcompany.filter((t) => ids.has(t.id)).map((t) => ({ ...t, role: 'HAULIER' as const }));
}

/** An agency's lines with their current names (lines deleted meanwhile are left out). */
export function agencyLines(db: Db, agency: ShippingAgent): LineOperator[] {
  const byId = new Map(db.lineOperator.map((l) => [l.id, l]));
  return agency.linesOperators.flatMap((l) => {
    const line = byId.get(l.id);
    return line ? [{ id: line.id, name: line.name }] : [];
  });
}
