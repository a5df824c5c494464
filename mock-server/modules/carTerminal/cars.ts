/**
 * The car terminal (a terminal module): finding car visits and vehicles, their answers (D2 §3), the
 * brand figures of a set of vehicles (src/domain/cars/brandFigures.ts), and the terminal's own
 * vehicle events (discharge, inspect, dispatch) that the demo controls drive, one step at a time.
 */
import { brandMovements, brandStatistics, type VehicleFacts } from '../../../src/domain/cars/brandFigures';
import { nextVehicleMove, type VehicleEvent } from '../../../src/domain/cars/vehicleMoves';
import type { CarVisitShort, CarVisitWire, VehicleWire } from '../../../src/domain/terminalWire/cars';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { Store } from '../../store';
import type { Db } from '../../types';
import { refused } from '../../terminalModel/errors';
import { recordEvent, type Moment } from '../../terminalModel/history';
import { terminalIndex } from '../../terminalModel/indexes';
import type { CarVisit, VehicleVisit } from './types';

const m = operationsMessages.cars;

export const carVisitView = (db: Db, v: CarVisit): CarVisitWire => ({
  id: v.id,
  estado: v.estado,
  nave: { id: v.naveId, nombre: v.naveNombre },
  naveId: v.naveId,
  naveNombre: v.naveNombre,
  viaje: v.viaje,
  mftoNumber: v.mftoNumber,
  line: { id: v.line, name: db.lineOperator.find((l) => l.id === v.line)?.name ?? null },
  cierreDirectos: v.cierreDirectos,
  entregaIndirectos: v.entregaIndirectos,
  despachoDirectos: v.despachoDirectos,
  ata: v.ata,
  atd: v.atd,
  etaForDirecto: v.etaForDirecto,
});

export const carVisitShort = (v: CarVisit): CarVisitShort => ({
  id: v.id,
  mftoNbr: v.mftoNumber,
  viaje: v.viaje,
  naveNombre: v.naveNombre,
  estado: v.estado,
});

export const vehicleView = (v: VehicleVisit): VehicleWire => ({
  code: v.unitNbr,
  categoria: v.categoria,
  condicionRetiro: v.condicionRetiro,
  documType: v.documType,
  documentacion: v.documentacion,
  marca: { id: v.brand, nombre: v.brandName },
  modelo: v.model,
  patente: v.patente,
  blNbr: v.blNbr,
  vesselVisitId: v.visitId,
  registros: v.registros.map((r) => ({ fecha: r.fecha, type: r.type })),
});

/** Every vehicle, in seed order (the index keeps them by VIN). */
export const vehicles = (db: Db): VehicleVisit[] => db.unitVisit.filter((u): u is VehicleVisit => u.kind === 'vehicle');

/** A VIN's vehicle (its latest visit). */
export function findVehicle(store: Store, vin: string): VehicleVisit | undefined {
  const visits = terminalIndex(store)
    .visitsOfNbr(vin.trim().toUpperCase())
    .filter((u): u is VehicleVisit => u.kind === 'vehicle');
  return visits.at(-1);
}

const factsOf = (v: VehicleVisit): VehicleFacts => ({
  brandId: v.brand,
  brandName: v.brandName,
  registros: v.registros,
  condicionRetiro: v.condicionRetiro,
  damaged: v.damaged,
});
export const statisticsOf = (list: readonly VehicleVisit[]) => brandStatistics(list.map(factsOf));
export const movementsOf = (list: readonly VehicleVisit[]) => brandMovements(list.map(factsOf));

/** The terminal's own event on a vehicle: the next movement of the sequence, or a refusal (409) naming where it is. */
export function moveVehicle(store: Store, vehicle: VehicleVisit, event: VehicleEvent, t: Moment): void {
  const to = nextVehicleMove(vehicle.registros, event);
  if (!to) throw refused(`${m.notInThisState} (${vehicle.registros.at(-1)?.type ?? 'EN BARCO'})`);
  // A vehicle under aforo leaves only once inspected (ruling P66).
  if (to === 'DESPACHO' && vehicle.aforo && !vehicle.registros.some((r) => r.type === 'INSPECCION'))
    throw refused(m.aforoPending);
  const from = vehicle.transitState;
  vehicle.registros.push({ fecha: t.now.toISOString(), type: to });
  if (to === 'DESCARGA') {
    vehicle.transitState = 'YARD';
    vehicle.timeIn = t.now.toISOString();
  }
  if (to === 'DESPACHO') vehicle.transitState = 'DEPARTED';
  store.touch('unitVisit', vehicle);
  recordEvent(
    store,
    { login: t.login, event, unitVisitId: vehicle.id, operation: null, from, to: vehicle.transitState },
    t.now,
  );
}
