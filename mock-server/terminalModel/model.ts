/**
 * Reading the terminal model out of the store: a unit by container number or by its operation's
 * number, its active operation and appointment, and the facts src/domain/unitActions.ts judges.
 */
import { OWN_MEANS_TRANSPORT, type UnitFacts } from '../../src/domain/unitActions';
import type { Store } from '../store';
import type { Appointment, ImportOperation, TerminalUnit, VesselVisit } from './types';

/** The id of a slot's quota record. */
export const quotaId = (visitId: string, day: string, start: string) => `${visitId}|${day}|${start}`;

export interface UnitContext {
  unit: TerminalUnit;
  visit: VesselVisit | undefined;
  op: ImportOperation | undefined;
  appointment: Appointment | undefined;
  /** The storekeeper's code as it is now (a code edited after the seed counts; A-71 gates the condition change). */
  storekeeperCode: string | null;
}

/** A container number (any case, spaces ignored) or an operation number → the unit. */
export function findUnit(store: Store, key: string): TerminalUnit | undefined {
  const text = key.trim().toUpperCase().replace(/\s+/g, '');
  const byNbr = store.findById('terminalUnit', text);
  if (byNbr) return byNbr;
  if (/^\d{1,9}$/.test(text)) {
    const op = store.findById('importOperation', Number(text));
    if (op) return store.findById('terminalUnit', op.unitId);
  }
  return undefined;
}

export function contextOf(store: Store, unit: TerminalUnit): UnitContext {
  const op = unit.operationId !== null ? store.findById('importOperation', unit.operationId) : undefined;
  const appointment = unit.appointmentId !== null ? store.findById('appointment', unit.appointmentId) : undefined;
  return {
    unit,
    visit: store.findById('vesselVisit', unit.visitId),
    op: op?.status === 'ACTIVE' ? op : undefined,
    appointment: appointment?.status === 'BOOKED' ? appointment : undefined,
    storekeeperCode: unit.storekeeperId ? store.findById('storekeeper', unit.storekeeperId)?.code ?? unit.storekeeperCode : null,
  };
}

export function factsOf({ unit, visit, op, appointment, storekeeperCode }: UnitContext): UnitFacts {
  return {
    transitState: unit.transitState,
    category: unit.category,
    hazardous: unit.hazards.length > 0,
    etaForImo: Boolean(visit?.etaForImo),
    // The pickup request's SAG condition wins over the unit's (it is what the booking's addDays uses too).
    inspeccionSAG: op?.sagCondition ?? unit.inspeccionSAG,
    fechaPlanificada: unit.fechaPlanificada,
    storekeeperCode,
    documentType: op?.documentType ?? null,
    // 'Por sus propios medios' counts as a carrier for the rules (gate pass, booking): the drivers come themselves.
    operation: op ? { condicionRetiro: op.condicionRetiro, truckingId: op.truckingId ?? (op.ownMeans ? OWN_MEANS_TRANSPORT : null) } : null,
    appointment: appointment ? { day: appointment.day, start: appointment.start, end: appointment.end } : null,
  };
}
