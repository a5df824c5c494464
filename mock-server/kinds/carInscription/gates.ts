/**
 * Trucks taking inscribed vehicles away (D2 §2 Dispatch guide, §3 Dispatch guide (gate), §4; GD-001…016;
 * ruling P63): the trucks in the terminal, each loaded (carguío) with yard vehicles of one inscribed
 * BL, and the dispatch guide that must go with them — confirmed with the agent's PDF (checked by
 * its bytes) or without one (the terminal prints it), checked, removed while the truck is inside.
 * Gate out dispatches the loaded vehicles. Who sees a truck: customer service and the guide desk
 * every one; an agent or its functionary the trucks carrying vehicles of its inscriptions.
 */
import { inYard as yardMoves } from '../../../src/domain/cars/vehicleMoves';
import { rutCheckDigit } from '../../../src/domain/rut';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { badRequest } from '../../errors';
import { personName } from '../../seed/naming';
import { Random } from '../../seed/random';
import type { Store } from '../../store';
import type { UserRecord } from '../../types';
import { findVehicle, moveVehicle } from '../../modules/carTerminal/cars';
import { gateInReach, vehicleReach } from '../../modules/carTerminal/reach';
import { CodedError, refused } from '../../terminalModel/errors';
import type { Moment } from '../../terminalModel/history';
import { nextId } from '../../terminalModel/ids';
import { iso, type TerminalSeeder } from '../../terminalModel/seed';
import type { CarGate, VehicleVisit } from '../../modules/carTerminal/types';
import { activeInscriptionOf } from './transitions';
import { isCarInscription } from './types';

const g = operationsMessages.guides;
/** A car carrier truck takes at most this many vehicles. */
export const TRUCK_CAPACITY = 8;
const PLATE_LETTERS = 'BCDFGHJKLPRSTVWXYZ';

/** In the yard (discharged or inspected, not gone): what a truck may load. */
export const inYard = (v: VehicleVisit) => yardMoves(v.registros);

/** The seed's trucks: ten inside the terminal, loaded with yard vehicles of inscribed BLs (one in five still to load); a third with the guide confirmed. */
export function seedCarGates(s: TerminalSeeder): void {
  const rng = new Random('terminal:carGates');
  const db = s.db;
  const firstCarAgent = s.master.agent.find((a) => a.isAgentCar)?.id;
  const candidates = db.operation
    .filter(isCarInscription)
    .map((op) => ({
      op,
      yard: op.unitVisitIds.map((id) => db.unitVisit.find((u) => u.id === id) as VehicleVisit).filter(inYard),
    }))
    .filter((c) => c.yard.length > 0);
  // Six trucks for the first vehicle agent's BLs (the demo account 'autos'), four for other agents'.
  const trucks = [
    ...candidates.filter((c) => c.op.agentId === firstCarAgent).slice(0, 6),
    ...candidates.filter((c) => c.op.agentId !== firstCarAgent).slice(0, 4),
  ];
  trucks.forEach(({ op, yard }, i) => {
    const driver = personName(rng);
    const body = rng.int(8_000_000, 22_999_999);
    const gateIn = iso(-rng.int(1, 5));
    const loaded = i % 5 !== 4;
    db.carGate.push({
      id: i + 1,
      license: `${rng.letters(4, PLATE_LETTERS)}${rng.digits(2)}`,
      code: `GA-${String(40_000 + i * 7).padStart(6, '0')}`,
      conductor: { rut: `${body}-${rutCheckDigit(String(body))}`, name: driver.full },
      truckingId: op.truckingIds[0] ?? null,
      blNbr: op.blNbr,
      gateIn,
      gateOut: null,
      carguio: loaded
        ? {
            fecha: new Date(new Date(gateIn).getTime() + rng.int(20, 50) * 60_000).toISOString(),
            vins: yard.slice(0, TRUCK_CAPACITY).map((v) => v.unitNbr),
          }
        : null,
      guia:
        loaded && i % 3 === 0
          ? { id: i + 1, fecha: iso(-0.5), confirmedBy: 'seed', withFile: false, file: null }
          : null,
    });
  });
}

/** The VINs loaded on the trucks inside. */
export const vinsOnTrucks = (store: Store): Set<string> =>
  new Set(store.db.carGate.filter((x) => x.gateOut === null).flatMap((x) => x.carguio?.vins ?? []));

/**
 * The trucks a user may see: inside the terminal, and come for vehicles it follows (modules/carTerminal/reach.ts):
 * an agent's (or its functionary's) those carrying its inscriptions' vehicles; customer service and the guide desk all.
 */
export function visibleGates(store: Store, user: UserRecord): CarGate[] {
  const reach = vehicleReach(store, user);
  return store.db.carGate.filter((x) => x.gateOut === null && gateInReach(store, reach, x, 'follows') !== undefined);
}

/** The truck the path names, within the user's reach (else 404, as for one that is not there). */
export function gateAt(store: Store, id: string, user: UserRecord): CarGate {
  const gate = visibleGates(store, user).find((x) => String(x.id) === id.trim());
  if (!gate) throw new CodedError(404, undefined, g.notFound);
  return gate;
}

/** The loaded vehicles as the detail lists them. */
export function loadedVehicles(store: Store, gate: CarGate) {
  return (gate.carguio?.vins ?? []).map((vin) => {
    const v = findVehicle(store, vin);
    return {
      vin,
      marca: v?.brandName ?? null,
      modelo: v?.model ?? null,
      blNbr: v?.blNbr ?? gate.blNbr,
      documType: v?.documType ?? null,
      documentacion: v?.documentacion ?? null,
      condicionRetiro: v?.condicionRetiro ?? null,
    };
  });
}

const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

/** confirmguiawithfile / confirmguiawithoutfile (GD-006…008): the guide of a loaded truck still inside, once. */
export function confirmGuide(store: Store, gate: CarGate, file: Buffer | null, t: Moment): number {
  if (file !== null && !isPdf(file))
    throw badRequest(operationsMessages.refusals.guidePdf, { file: operationsMessages.refusals.guidePdf });
  if (!gate.carguio) throw refused(g.notLoaded);
  if (gate.guia) throw refused(g.alreadyConfirmed);
  const id = nextId(
    store.db.carGate.flatMap((x) => (x.guia ? [{ id: x.guia.id }] : [])),
    0,
  );
  gate.guia = {
    id,
    fecha: t.now.toISOString(),
    confirmedBy: t.login,
    withFile: file !== null,
    file: file ? file.toString('base64') : null,
  };
  store.touch('carGate', gate);
  return id;
}

/** removeguia (GD-011, GD-012): only a confirmed guide of a truck still inside. */
export function removeGuide(store: Store, gate: CarGate): void {
  if (!gate.guia) throw refused(g.removeError);
  gate.guia = null;
  store.touch('carGate', gate);
}

/** The demo's truck arrival (POST /__mock/cars/gate): loaded with yard vehicles of one inscribed BL. */
export function arriveTruck(
  store: Store,
  input: { vins: readonly string[]; license: string; conductor: { rut: string; name: string } },
  t: Moment,
): CarGate {
  const vehicles = input.vins.map((vin) => findVehicle(store, vin.trim().toUpperCase()));
  if (vehicles.length === 0 || vehicles.length > TRUCK_CAPACITY || vehicles.some((v) => !v || !inYard(v)))
    throw badRequest(g.notInYard);
  const onTrucks = vinsOnTrucks(store);
  const taken = vehicles.find((v) => onTrucks.has(v!.unitNbr));
  if (taken) throw badRequest(g.onAnotherTruck.replace('{vin}', taken.unitNbr));
  const bls = new Set(vehicles.map((v) => v!.blNbr));
  const op = bls.size === 1 ? activeInscriptionOf(store, [...bls][0]!) : undefined;
  if (!op) throw badRequest(g.notInscribed);
  const gate: CarGate = {
    id: nextId(store.db.carGate, 0),
    license: input.license.trim().toUpperCase(),
    code: `GA-${String(50_000 + store.db.carGate.length).padStart(6, '0')}`,
    conductor: input.conductor,
    truckingId: op.truckingIds[0] ?? null,
    blNbr: op.blNbr,
    gateIn: t.now.toISOString(),
    gateOut: null,
    carguio: { fecha: t.now.toISOString(), vins: vehicles.map((v) => v!.unitNbr) },
    guia: null,
  };
  store.insert('carGate', gate);
  return gate;
}

/** The demo's gate out: refused without a confirmed guide; the loaded vehicles dispatched. */
export function truckOut(store: Store, gate: CarGate, t: Moment): void {
  if (!gate.guia) throw refused(g.noGuide);
  for (const vin of gate.carguio?.vins ?? []) moveVehicle(store, findVehicle(store, vin)!, 'dispatch', t);
  gate.gateOut = t.now.toISOString();
  store.touch('carGate', gate);
}
