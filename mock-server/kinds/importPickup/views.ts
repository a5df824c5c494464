/**
 * The import units, pickups, appointments and tracking rows on the wire (D2 §3 entities;
 * docs/legacy-contract.md "Terminal model"), typed by src/domain/terminalWire, which the console reads.
 */
import { appointmentPassed } from '../../../src/domain/appointments';
import { santiagoDateTime, santiagoInstant, slashedDay } from '../../../src/domain/santiagoTime';
import { whyNot, type UnitAction, allowedActions } from '../../../src/domain/importPickup/unitActions';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppointmentAnswer } from '../../../src/domain/terminalWire/appointments';
import type { ImportOperation as ImportOperationWire } from '../../../src/domain/terminalWire/importOperation';
import type { ImportUnit } from '../../../src/domain/terminalWire/importUnit';
import type { TrackingUnit } from '../../../src/domain/terminalWire/tracking';
import type { VisitUnitRow } from '../../../src/domain/terminalWire/vesselVisits';
import type { Db } from '../../types';
import type { Appointment, UnitVisit } from '../../terminalModel/types';
import { factsOf, type UnitContext } from './context';
import type { ImportOperation } from './types';

const truckingName = (db: Db, id: string | null | undefined) =>
  id ? (db.truckingcompany.find((t) => t.id === id)?.name ?? null) : null;
const agentName = (db: Db, id: string | null | undefined) =>
  id ? (db.agent.find((a) => a.id === id)?.name ?? null) : null;
const storekeeperName = (db: Db, id: string | null) =>
  id ? (db.storekeeper.find((s) => s.id === id)?.user.name ?? null) : null;
/** 'DD/MM/YYYY HH:mm' of an appointment's start (apptTime). */
export const apptTime = (a: Appointment | undefined) => (a ? `${slashedDay(a.day)} ${a.start}` : null);

/** A row of the visit's unit list (D2 §3 Unit in a visit). */
export function visitUnitRow(db: Db, { unit, op, appointment, gate, storekeeperCode }: UnitContext): VisitUnitRow {
  return {
    id: unit.unitNbr,
    unitVisitId: unit.id,
    unitNbr: unit.unitNbr,
    typeLength: unit.typeLength,
    transitState: unit.transitState,
    apptNbr: appointment?.id ?? null,
    apptTime: apptTime(appointment),
    apptDay: appointment?.day ?? null,
    slotStartTime: appointment?.start ?? null,
    slotEndTime: appointment?.end ?? null,
    category: unit.category,
    condicionDeRetiro: op?.condicionRetiro ?? null,
    // 'Por sus propios medios' (VV-026): no company, the drivers' own trucks.
    truckingCo: op?.ownMeans ? operationsMessages.documents.ownMeans : truckingName(db, op?.truckingId),
    truckingId: op?.truckingId ?? null,
    ownMeans: op?.ownMeans === true,
    patente: gate?.plate ?? null,
    operationId: op?.id ?? null,
    storekeeperCode,
    hazardous: unit.hazards.length > 0,
  };
}

/** The import unit (D2 §3 Container import unit), with what the user may do now and why not. */
export function importUnitView(db: Db, ctx: UnitContext, roles: readonly string[], now: Date): ImportUnit {
  const { unit, op, appointment, visit, storekeeperCode } = ctx;
  const facts = factsOf(ctx);
  const actions = allowedActions(facts, roles, now);
  const refusals: Partial<Record<UnitAction, string>> = {};
  for (const a of ['requestDirect', 'inscribir', 'requestIndirect', 'printGatePass', 'changeCondition'] as const) {
    const why = whyNot(a, facts, now);
    if (why) refusals[a] = why;
  }
  return {
    id: unit.unitNbr,
    unitVisitId: unit.id,
    unitNbr: unit.unitNbr,
    category: unit.category,
    line: unit.line,
    billsOfLading: unit.blNumbers.map((blNumber) => ({ blNumber })),
    routing: { pol: unit.pol },
    container: { type: unit.isoType, typeLength: unit.typeLength, tareWeightKg: unit.tareWeightKg },
    contents: {
      weightKg: unit.weightKg,
      consigneeId: unit.consigneeId,
      consigneeName: unit.consigneeName,
      commodityName: unit.commodityName,
      commodityCode: unit.commodityCode,
    },
    transitState: unit.transitState,
    dateIn: unit.timeIn,
    containsHazards: unit.hazards.length > 0,
    hazards: unit.hazards.map((h) => ({
      imdg: h.imdgClass,
      imdgClass: h.imdgClass,
      un: h.unNbr,
      unna: h.unNbr,
      properName: h.properName,
    })),
    reefer: unit.reefer,
    oog: unit.oog !== null,
    od: unit.oog,
    condicionRetiro: op?.condicionRetiro ?? null,
    inspeccionSAG: unit.inspeccionSAG,
    aforo: unit.aforo,
    transito: unit.transito,
    numeroDocumento: op?.documentNbrs.join(',') ?? null,
    tipoDocumento: op?.documentType ?? null,
    cda: op?.cda ?? null,
    tatc: op?.tatc ?? null,
    almacenista: storekeeperCode,
    agentId: unit.agentId,
    storekeeperId: unit.storekeeperId,
    storekeeperName: storekeeperName(db, unit.storekeeperId),
    specialStows: { specialStow3: unit.specialStow },
    truckingCompany: op?.truckingId ?? null,
    truckingName: truckingName(db, op?.truckingId),
    fechaPlanificada: unit.fechaPlanificada,
    vesselVisitId: unit.visitId,
    vesselName: visit?.vesselName ?? null,
    manifestNumber: visit?.manifestNumber ?? null,
    operationId: op?.id ?? null,
    appointmentNbr: appointment?.id ?? null,
    apptTime: apptTime(appointment),
    actions,
    refusals,
  };
}

/** The pickup operation (D2 §3 Container import operation). */
export function operationView(
  db: Db,
  ctx: UnitContext & { op: ImportOperation },
  now: Date,
  showTatc: boolean,
): ImportOperationWire {
  const { unit, op, appointment, visit } = ctx;
  const facts = factsOf(ctx);
  return {
    id: op.id,
    draftNumber: op.draftNumber,
    operationType: op.operationType,
    status: op.status,
    appointmentNbr: appointment?.id ?? null,
    dateApp: apptTime(appointment),
    slotStartTime: appointment?.start ?? null,
    slotEndTime: appointment?.end ?? null,
    agent: { id: op.agentId, name: agentName(db, op.agentId) },
    commodity: unit.commodityName,
    condicionRetiro: op.condicionRetiro,
    manifestNumber: visit?.manifestNumber ?? null,
    guiaDespacho: op.guiaDespacho,
    includeSF: op.includeSF,
    selecServGuia: op.checkGuia,
    weighing: op.weighing,
    turno3er: op.turno3er,
    vesselVisitId: op.vesselVisitId,
    inVoy: visit?.inVoyNbr ?? null,
    date: op.date,
    etaforDirecto: visit?.etaForDirecto ?? null,
    etaForImo: visit?.etaForImo ?? null,
    recoordinable: whyNot('recoordinate', facts, now) === undefined,
    contieneAforoPendiente: unit.aforo,
    vesselId: visit?.id ?? null,
    vesselName: visit?.vesselName ?? null,
    truckingId: op.truckingId,
    truckingName: truckingName(db, op.truckingId),
    ownMeans: op.ownMeans === true,
    driverRuts: op.driverRuts ?? [],
    documentType: op.documentType,
    documentNbrs: op.documentNbrs,
    cda: op.cda,
    ...(showTatc ? { tatc: op.tatc } : {}),
    unitNbr: unit.unitNbr,
    transitState: unit.transitState,
    coordination: { start: visit?.coordinationStart ?? null, end: visit?.coordinationEnd ?? null },
  };
}

/** The gate-pass data of an appointment (D2 §3: appointment nbr, dateApp, slotStartTime, slotEndTime, trucking_name). */
export function appointmentView(
  db: Db,
  a: Appointment,
  unit: UnitVisit,
  now: Date,
  op?: ImportOperation,
): AppointmentAnswer {
  const ownMeans = op?.ownMeans === true;
  return {
    nbr: a.id,
    appointmentNbr: a.id,
    unitNbr: unit.unitNbr,
    dateApp: slashedDay(a.day),
    day: a.day,
    slotStartTime: a.start,
    slotEndTime: a.end,
    trucking_name: ownMeans ? operationsMessages.documents.ownMeans : truckingName(db, a.truckingId),
    truckingId: ownMeans ? null : a.truckingId,
    ownMeans,
    driverRuts: ownMeans ? (op?.driverRuts ?? []) : [],
    visitId: a.visitId,
    passed: appointmentPassed(a, now),
    startsAt: santiagoInstant(a.day, a.start).toISOString(),
  };
}

/** The tracking's category column: an empty returned to the terminal reads as the legacy's 'Storage'. */
const TRACKING_CATEGORY = { IMPORT: 'Import', EXPORT: 'Export', STORAGE: 'Storage' } as const;

/** A tracking row (D2 §3 Tracking unit). */
export function trackingView(
  db: Db,
  { unit, op, appointment, visit, gate, storekeeperCode }: UnitContext,
): TrackingUnit {
  return {
    unitNbr: unit.unitNbr,
    category: TRACKING_CATEGORY[unit.category],
    almacenista: storekeeperCode,
    transitState: unit.transitState,
    apptTime: apptTime(appointment),
    truckingCo: truckingName(db, op?.truckingId),
    typeIso: unit.isoType,
    weight: unit.weightKg,
    temperature: unit.reefer?.tempReqC ?? null,
    rfrType: unit.reefer?.rfrType ?? null,
    condicionDeRetiro: op?.condicionRetiro ?? null,
    vesselVisit: unit.visitId,
    vesselName: visit?.vesselName ?? null,
    timeIn: unit.timeIn ? santiagoDateTime(new Date(unit.timeIn)) : null,
    timeOut: gate?.timeOut ? santiagoDateTime(new Date(gate.timeOut)) : null,
    impediments: unit.impediments,
    blNumbers: unit.blNumbers,
    hazardous: unit.hazards.length > 0,
    hazards: unit.hazards.map((h) => ({ unna: h.unNbr, imdgClass: h.imdgClass, properName: h.properName })),
    oog: unit.oog !== null,
    od: unit.oog,
  };
}
