/**
 * Gate visits: a truck's pass through the gate with a unit (in, then out), records of their own.
 * The unit's plate and time out on the screens come from its last gate visit.
 */
import type { Store } from '../store';
import { nextId } from './ids';
import { terminalIndex } from './indexes';
import type { GateVisit } from './types';

export type GateVisitInput = Omit<GateVisit, 'id'>;

export function recordGateVisit(store: Store, input: GateVisitInput): GateVisit {
  const g: GateVisit = { id: nextId(store.db.gateVisit, 0), ...input };
  store.insert('gateVisit', g);
  return g;
}

/** The unit visit's last gate visit, if a truck has come for it. */
export function lastGateVisit(store: Store, unitVisitId: string): GateVisit | undefined {
  const all = terminalIndex(store).gateVisitsOf(unitVisitId);
  return all[all.length - 1];
}

/**
 * The truck and driver a carrier has on record for a pass (its first truck and first driver in
 * good standing, status OK): the portal holds no truck visit of its own, so the gate records the
 * carrier's. Both null when the carrier is unknown or has none.
 */
export function truckOnRecord(
  store: Store,
  truckingId: string | null,
): { plate: string | null; driverRut: string | null } {
  const company = truckingId ? store.findById('truckingcompany', truckingId) : undefined;
  const truck = company?.trucks.find((t) => t.status === 'OK');
  const driver = company?.drivers.find((d) => d.status === 'OK');
  return { plate: truck?.license ?? null, driverRut: driver?.cardId ?? null };
}
