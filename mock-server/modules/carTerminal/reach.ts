/**
 * Which vehicles a user reaches (rulings P61, P64, P65, P78): the terminal's one reach rule
 * (terminalModel/access.ts) over the car terminal's unit visits, so a vehicle is judged as a
 * container is, and every car call asks here instead of deciding for itself.
 *
 * - `sees` (access.ts `reaches`): the vehicle's facts and the visit's figures — the VIN search and
 *   its sheet, the car reports (gate control included), the visit's statistics, brand movements,
 *   makes and BLs. A client its own vehicles; a vehicle agent those not inscribed yet (it may
 *   inscribe them) and those of its inscriptions; the terminal's people every one.
 * - `follows` (access.ts `listsUnit`): the vehicles a user works — the yard, the dispatches, the trucks
 *   and their guides. An agent only its inscriptions' vehicles (P63, P64).
 * A truck is within reach when a vehicle it comes for is; its VINs show only those within reach.
 */
import type { Store } from '../../store';
import type { UserRecord } from '../../types';
import { listsUnit, reaches, scopeOf } from '../../terminalModel/access';
import { activeOperations } from '../../terminalModel/unitVisits';
import { findVehicle } from './cars';
import type { CarGate, VehicleVisit } from './types';

export interface VehicleReach {
  sees(vehicle: VehicleVisit): boolean;
  follows(vehicle: VehicleVisit): boolean;
}

const EVERY: VehicleReach = { sees: () => true, follows: () => true };

export function vehicleReach(store: Store, user: UserRecord): VehicleReach {
  const scope = scopeOf(store.db, user);
  // The terminal's people: no per-vehicle look-up over thousands of vehicles.
  if (scope.kind === 'all') return EVERY;
  return {
    sees: (v) => reaches(scope, v, activeOperations(store, v.id)),
    follows: (v) => listsUnit(scope, v, activeOperations(store, v.id)),
  };
}

/** The vehicles a truck comes for: those loaded on it (its carguío), else its BL's. */
function gateVehicles(store: Store, gate: CarGate): VehicleVisit[] {
  if (gate.carguio)
    return gate.carguio.vins.map((vin) => findVehicle(store, vin)).filter((v): v is VehicleVisit => v !== undefined);
  return store.db.unitVisit.filter((u): u is VehicleVisit => u.kind === 'vehicle' && u.blNbr === gate.blNbr);
}

/**
 * The truck within the user's reach (`sees` or `follows`: a vehicle it comes for is), with only the
 * VINs on it within that reach; else undefined. A truck comes only for an inscribed BL, so for an
 * agent both readings agree (its own inscriptions').
 */
export function gateInReach(
  store: Store,
  reach: VehicleReach,
  gate: CarGate,
  how: keyof VehicleReach,
): { gate: CarGate; vins: string[] } | undefined {
  if (reach === EVERY) return { gate, vins: gate.carguio?.vins ?? [] };
  if (!gateVehicles(store, gate).some(reach[how])) return undefined;
  const vins = (gate.carguio?.vins ?? []).filter((vin) => {
    const v = findVehicle(store, vin);
    return v !== undefined && reach[how](v);
  });
  return { gate, vins };
}
