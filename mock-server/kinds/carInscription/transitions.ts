/**
 * The car inscription's life (D2 §4 Car inscription; CAR-035…060; ruling P62): looking a BL up
 * (214 not found, 215 a mother BL, 'No existe operación en el portal' for a closed visit never
 * inscribed), inscribing its vehicles with the form's own rules (src/domain/cars/inscriptionRules.ts),
 * cancelling (refused once a vehicle left), and reassigning who carries them. Each write checks
 * everything first and changes the records in one synchronous step: a refusal leaves nothing half-written.
 */
import type { CarInscribe } from '../../../src/domain/cars/calls';
import {
  carConditionsFor,
  carDocumentTypesFor,
  inscriptionErrors,
  inscriptionWeight,
  type CarItemValues,
  type InscriptionValues,
} from '../../../src/domain/cars/inscriptionRules';
import { blKey, isVin } from '../../../src/domain/cars/identifiers';
import { canonicalRut, isValidRut } from '../../../src/domain/rut';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { appMessages } from '../../../src/i18n/appMessages';
import { badRequest, forbidden } from '../../errors';
import type { Store } from '../../store';
import type { UserRecord } from '../../types';
import { scopeOf } from '../../terminalModel/access';
import { CodedError, refused } from '../../terminalModel/errors';
import { recordEvent, type Moment } from '../../terminalModel/history';
import { nextNumber } from '../../terminalModel/ids';
import { terminalIndex } from '../../terminalModel/indexes';
import type { CarBl, CarVisit, VehicleVisit } from '../../modules/carTerminal/types';
import { syncInscriptionCharges } from './charges';
import { CAR_INSCRIPTION, isCarInscription, type CarInscriptionItem, type CarInscriptionOperation } from './types';

const m = operationsMessages.cars;
const v = appMessages.validation;

export interface BlContext {
  bl: CarBl;
  visit: CarVisit;
  vehicles: VehicleVisit[];
  /** The BL's live inscription, if any. */
  op: CarInscriptionOperation | undefined;
}

/** The BL's vehicles, in seed order. */
export function vehiclesOfBl(store: Store, bl: CarBl): VehicleVisit[] {
  return terminalIndex(store)
    .unitsOfVesselVisit(bl.carVisitId)
    .filter((u): u is VehicleVisit => u.kind === 'vehicle' && u.blNbr === bl.blNbr);
}

export const activeInscriptionOf = (store: Store, blNbr: string): CarInscriptionOperation | undefined =>
  store.db.operation.find(
    (o): o is CarInscriptionOperation => isCarInscription(o) && o.status === 'ACTIVE' && o.blNbr === blNbr,
  );

/** GET /api/autos/import/{bl}: the BL as typed (upper case, '/' as '_'), with the spec's refusals. */
export function lookupBl(store: Store, typed: string, user: UserRecord): BlContext {
  const key = blKey(typed);
  const bl = store.db.carBl.find((b) => blKey(b.blNbr) === key);
  if (!bl) throw new CodedError(404, '214', m.blNotFound);
  if (bl.isMother) {
    const children = store.db.carBl.filter((b) => b.mother === bl.blNbr).map((b) => b.blNbr);
    throw new CodedError(409, '215', m.blMother.replace('{children}', children.join(', ')), { children });
  }
  const visit = store.findById('carVisit', bl.carVisitId)!;
  const op = activeInscriptionOf(store, bl.blNbr);
  if (!op && visit.estado === 'CLOSED') throw new CodedError(404, '216', m.noOperation);
  const scope = scopeOf(store.db, user);
  if (op && scope.kind === 'agent' && op.agentId !== scope.agentId) throw forbidden(m.notYours);
  return { bl, visit, vehicles: vehiclesOfBl(store, bl), op };
}

/** The inscription call's request (D2 §3 Car inscription), as its codec reads it (src/domain/cars/calls.ts). */
export type InscribeBody = CarInscribe;

const text = (x: unknown) => (x === null || x === undefined ? '' : String(x).trim());
const idOf = (x: unknown) => text(typeof x === 'object' && x !== null && 'id' in x ? (x as { id: unknown }).id : x);

/** The items as the rules read them, keyed by VIN; faults of the list itself (unknown, repeated, missing VINs) as field messages. */
function itemsOf(
  body: InscribeBody,
  ctx: BlContext,
): { items: CarItemValues[]; extra: CarInscriptionItem[]; faults: Record<string, string> } {
  const known = new Set(ctx.vehicles.map((x) => x.unitNbr));
  const seen = new Set<string>();
  const faults: Record<string, string> = {};
  const items: CarItemValues[] = [];
  const extra: CarInscriptionItem[] = [];
  (Array.isArray(body.items) ? body.items : []).forEach((raw, i) => {
    const code = text(raw.code).toUpperCase();
    if (!known.has(code)) faults[`items[${i}].code`] = m.vinNotInBl.replace('{vin}', code);
    else if (seen.has(code)) faults[`items[${i}].code`] = m.vinRepeated.replace('{vin}', code);
    seen.add(code);
    const corrected = text(raw.vinCorregido).toUpperCase();
    if (corrected && !isVin(corrected)) faults[`items[${i}].vinCorregido`] = m.invalidVin;
    const item: CarItemValues = {
      code,
      documType: text(raw.documType),
      documentacion: text(raw.documentacion),
      condicionRetiro: text(raw.condicionRetiro),
      clientId: text(raw.clientId),
    };
    items.push(item);
    const vehicle = ctx.vehicles.find((x) => x.unitNbr === code);
    // The description is the terminal's (make and model: the labels print it); the payload's is never taken (issue 29).
    extra.push({
      ...item,
      clientId: canonicalRut(item.clientId),
      vinCorregido: corrected || null,
      description: vehicle ? `${vehicle.brandName} ${vehicle.model}` : '',
    });
  });
  const missing = [...known].filter((vin) => !seen.has(vin)).length;
  if (missing > 0) faults.items = m.vinsMissing.replace('{n}', String(missing));
  return { items, extra, faults };
}

/** The inscription's agent: the user's own, or (customer service) the car agent chosen. */
function agentOf(store: Store, user: UserRecord, chosen: string, faults: Record<string, string>): string | null {
  if (user.agentId) return user.agentId;
  if (!chosen) return null;
  const agent = store.findById('agent', chosen);
  if (!agent?.isAgentCar) faults.agentId = m.notCarAgent;
  return chosen;
}

/** POST /api/autos/import/inscribe (CAR-054): the BL's vehicles inscribed, or every fault at once (400). */
export function inscribe(store: Store, body: InscribeBody, user: UserRecord, t: Moment): CarInscriptionOperation {
  const ctx = lookupBl(store, text(body.bl), user);
  if (ctx.op) throw refused(m.alreadyInscribed);
  const roles = user.authorities;
  const offered = { types: carDocumentTypesFor(roles), conditions: carConditionsFor(roles, ctx.visit.etaForDirecto) };
  const { items, extra, faults } = itemsOf(body, ctx);
  const truckingIds = [...new Set(body.truckingIds.map(idOf).filter(Boolean))];
  const driverRuts = [...new Set((body.drivers ?? []).map(text).filter(Boolean))];
  const values: InscriptionValues = {
    items,
    carrier: driverRuts.length > 0 ? 'drivers' : 'trucking',
    truckingIds,
    driverRuts,
    agentId: text(body.agentId),
    weight: text(body.weight),
  };
  const errors = inscriptionErrors(values, roles, offered);
  Object.entries(errors.rows).forEach(([i, row]) =>
    Object.entries(row).forEach(([field, message]) => {
      faults[`items[${i}].${field}`] = message;
    }),
  );
  for (const key of ['truckingIds', 'driverRuts', 'agentId', 'weight'] as const)
    if (errors[key]) faults[key] = errors[key]!;
  for (const id of truckingIds)
    if (!store.findById('truckingcompany', id)?.truckingCar) faults.truckingIds = m.notCarTrucking;
  const agentId = agentOf(store, user, values.agentId, faults);
  if (Object.keys(faults).length > 0) throw badRequest(errors.grid, faults);

  const weight = inscriptionWeight(values.weight);
  const op: CarInscriptionOperation = {
    id: nextNumber(store, 'operation', store.db.operation, 999),
    kind: CAR_INSCRIPTION,
    unitVisitId: ctx.vehicles[0]!.id,
    unitVisitIds: ctx.vehicles.map((x) => x.id),
    status: 'ACTIVE',
    draftNumber: nextNumber(
      store,
      'operationDraft',
      store.db.operation.map((o) => ({ id: o.draftNumber })),
      499_999,
    ),
    agentId,
    truckingId: truckingIds[0] ?? null,
    date: t.now.toISOString(),
    cancelledAt: null,
    createdBy: t.login,
    blNbr: ctx.bl.blNbr,
    carVisitId: ctx.visit.id,
    items: extra,
    weightKg: weight,
    truckingIds,
    driverRuts: driverRuts.map(canonicalRut),
  };
  store.insert('operation', op);
  applyItems(store, ctx, op);
  syncInscriptionCharges(store, op, t.now);
  for (const vehicle of ctx.vehicles)
    recordEvent(
      store,
      {
        login: t.login,
        event: 'carInscribed',
        unitVisitId: vehicle.id,
        operation: op,
        from: vehicle.transitState,
        to: vehicle.transitState,
      },
      t.now,
    );
  return op;
}

/** The inscription's facts on its vehicles (the VIN search shows them); the client, when known, follows its vehicles. */
function applyItems(store: Store, ctx: BlContext, op: CarInscriptionOperation | null): void {
  const byVin = new Map((op?.items ?? []).map((i) => [i.code, i]));
  for (const vehicle of ctx.vehicles) {
    const item = byVin.get(vehicle.unitNbr);
    const client = item && store.db.client.find((c) => String(c.id) === item.clientId);
    Object.assign(vehicle, {
      documType: item?.documType ?? null,
      documentacion: item?.documentacion ?? null,
      condicionRetiro: item?.condicionRetiro ?? null,
      consigneeId: client ? item.clientId : ctx.bl.consigneeId,
    });
    store.touch('unitVisit', vehicle);
  }
}

/** The inscription an id names, live. */
export function liveInscription(
  store: Store,
  id: string,
  user: UserRecord,
): { op: CarInscriptionOperation; ctx: BlContext } {
  const op = store.findById('operation', Number(id));
  if (!isCarInscription(op)) throw new CodedError(404, '216', m.noOperation);
  const scope = scopeOf(store.db, user);
  if (scope.kind === 'agent' && op.agentId !== scope.agentId) throw forbidden(m.notYours);
  const bl = store.db.carBl.find((b) => b.blNbr === op.blNbr)!;
  return { op, ctx: { bl, visit: store.findById('carVisit', bl.carVisitId)!, vehicles: vehiclesOfBl(store, bl), op } };
}

/** GET /api/autos/import/cancel/{id} (CAR-058): cancelled, its charges voided; refused (legacy code 200) once a vehicle was dispatched. */
export function cancelInscription(store: Store, op: CarInscriptionOperation, ctx: BlContext, t: Moment): void {
  if (op.status !== 'ACTIVE') throw refused(m.inscriptionInactive, '200');
  if (ctx.vehicles.some((x) => x.registros.some((r) => r.type === 'DESPACHO')))
    throw refused(m.cancelDispatched, '200');
  op.status = 'CANCELLED';
  op.cancelledAt = t.now.toISOString();
  store.touch('operation', op);
  applyItems(store, ctx, null);
  syncInscriptionCharges(store, op, t.now);
  for (const vehicle of ctx.vehicles)
    recordEvent(
      store,
      {
        login: t.login,
        event: 'carInscriptionCancelled',
        unitVisitId: vehicle.id,
        operation: op,
        from: vehicle.transitState,
        to: vehicle.transitState,
      },
      t.now,
    );
}

/** POST reassigntrucking/{id} and reassigndrivers/{id} (CAR-059, CAR-060): who carries the vehicles now. */
export function reassignCarrier(
  store: Store,
  op: CarInscriptionOperation,
  carrier: { truckingIds?: readonly unknown[]; drivers?: readonly unknown[] },
  t: Moment,
): void {
  if (op.status !== 'ACTIVE') throw refused(m.inscriptionInactive);
  if (carrier.truckingIds) {
    const ids = [...new Set(carrier.truckingIds.map(idOf).filter(Boolean))];
    if (ids.length === 0) throw badRequest(undefined, { truckingIds: v.required });
    if (ids.some((id) => !store.findById('truckingcompany', id)?.truckingCar))
      throw badRequest(undefined, { truckingIds: m.notCarTrucking });
    Object.assign(op, { truckingIds: ids, truckingId: ids[0], driverRuts: [] });
  } else {
    const ruts = [...new Set((carrier.drivers ?? []).map(text).filter(Boolean))];
    if (ruts.length === 0) throw badRequest(undefined, { driverRuts: v.required });
    if (ruts.some((r) => !isValidRut(r))) throw badRequest(undefined, { driverRuts: v.rut });
    Object.assign(op, { truckingIds: [], truckingId: null, driverRuts: ruts.map(canonicalRut) });
  }
  store.touch('operation', op);
  recordEvent(
    store,
    { login: t.login, event: 'carCarrierReassigned', unitVisitId: op.unitVisitId, operation: op, from: null, to: null },
    t.now,
  );
}
