/**
 * The state changes of the terminal model. Each one checks its rule (src/domain/unitActions.ts)
 * and changes and records the records in ONE synchronous step, so concurrent requests never see
 * a half-done change: e.g. a booking's quota check and decrement cannot interleave with another
 * booking's. The caller then awaits store.commit() before answering.
 */
import { isBookable } from '../../src/domain/appointments';
import { whyNot, type UnitAction } from '../../src/domain/unitActions';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import type { Store } from '../store';
import { refused } from './errors';
import { factsOf, quotaId, type UnitContext } from './model';
import type { Appointment, ImportOperation, OperationType, PickupCondition, SagCondition } from './types';
import type { SlotRequest } from './slotRequest';

const r = operationsMessages.refusals;

/** Refuses (409) when the unit's state does not allow the action now. */
export function assertAllowed(action: UnitAction, ctx: UnitContext, now: Date, legacyCode?: string): void {
  const why = whyNot(action, factsOf(ctx), now);
  if (why) throw refused(why, legacyCode);
}

const nextId = (items: readonly { id: number }[], floor: number) => items.reduce((max, x) => (x.id > max ? x.id : max), floor) + 1;

export interface PickupInput {
  condicion: PickupCondition;
  operationType: OperationType;
  agentId: string;
  truckingId: string | null;
  documentType: string;
  documentNbrs: string[];
  consigneeId: string;
  consigneeName: string;
  sagCondition: SagCondition;
  includeSF: boolean;
  checkGuia: boolean;
  weighing: boolean;
  turno3er: boolean;
  cda: string | null;
  login: string;
}

export function createOperation(store: Store, ctx: UnitContext, input: PickupInput, now: Date): ImportOperation {
  const hazardousInscription = input.condicion === 'DIRECTO' && ctx.unit.hazards.length > 0;
  assertAllowed(input.condicion === 'INDIRECTO' ? 'requestIndirect' : hazardousInscription ? 'inscribir' : 'requestDirect', ctx, now);
  const db = store.db;
  const op: ImportOperation = {
    id: nextId(db.importOperation, 999), draftNumber: nextId(db.importOperation.map((o) => ({ id: o.draftNumber })), 499_999),
    operationType: input.operationType, status: 'ACTIVE', unitId: ctx.unit.id, vesselVisitId: ctx.unit.visitId, agentId: input.agentId,
    truckingId: input.truckingId, condicionRetiro: input.condicion, documentType: input.documentType, documentNbrs: input.documentNbrs,
    consigneeId: input.consigneeId, consigneeName: input.consigneeName, sagCondition: input.sagCondition, includeSF: input.includeSF,
    checkGuia: input.checkGuia, weighing: input.weighing, turno3er: input.turno3er, cda: input.cda, tatc: null, guiaDespacho: null,
    date: now.toISOString(), cancelledAt: null, createdBy: input.login,
  };
  store.insert('importOperation', op);
  ctx.unit.operationId = op.id;
  ctx.unit.agentId = input.agentId;
  store.touch('terminalUnit', ctx.unit);
  return op;
}

/** Gives the appointment's place back to its quota (never below zero) and marks it cancelled. */
function releaseAppointment(store: Store, a: Appointment): void {
  const quota = store.findById('appointmentQuota', a.quotaId);
  if (quota && quota.used > 0) {
    quota.used--;
    store.touch('appointmentQuota', quota);
  }
  a.status = 'CANCELLED';
  store.touch('appointment', a);
}

/** Cancels the pickup (IMP-045/046): the operation ends, its appointment frees its place, the unit is requestable again. */
export function cancelOperation(store: Store, ctx: UnitContext, expected: PickupCondition, now: Date): void {
  if (!ctx.op) throw refused(r.noOperation, '200');
  if (ctx.op.condicionRetiro !== expected) throw refused(r.wrongCancel, '200');
  assertAllowed('cancelPickup', ctx, now, '200');
  if (ctx.appointment) releaseAppointment(store, ctx.appointment);
  ctx.op.status = 'CANCELLED';
  ctx.op.cancelledAt = now.toISOString();
  store.touch('importOperation', ctx.op);
  ctx.unit.operationId = null;
  ctx.unit.appointmentId = null;
  store.touch('terminalUnit', ctx.unit);
}

/**
 * Takes one place of the slot for the unit: the quota must exist for the unit's visit, be
 * bookable now (addDays for a physical inspection) and have room. Check and decrement happen here,
 * synchronously, so N concurrent bookings of the last M places succeed exactly M times.
 */
function takePlace(store: Store, ctx: UnitContext & { op: ImportOperation }, slot: SlotRequest, truckingId: string, now: Date, addDays: number): Appointment {
  const quota = store.findById('appointmentQuota', quotaId(ctx.unit.visitId, slot.day, slot.start));
  if (!quota) throw refused(r.slotPast);
  // Past or too early first (whatever its places), then full: a full slot is 'cannot be coordinated' (D2 §8).
  if (!isBookable({ ...quota, used: 0 }, now, addDays)) throw refused(r.slotPast);
  if (quota.used >= quota.capacity) throw refused(r.coordination);
  quota.used++;
  store.touch('appointmentQuota', quota);
  const a: Appointment = {
    id: nextId(store.db.appointment, 699_999), unitId: ctx.unit.id, operationId: ctx.op.id, quotaId: quota.id, visitId: quota.visitId,
    day: quota.day, start: quota.start, end: quota.end, truckingId, status: 'BOOKED', createdAt: now.toISOString(),
  };
  store.insert('appointment', a);
  ctx.unit.appointmentId = a.id;
  store.touch('terminalUnit', ctx.unit);
  return a;
}

export function bookAppointment(store: Store, ctx: UnitContext, slot: SlotRequest, truckingId: string | null, now: Date, addDays: number): Appointment {
  assertAllowed('bookAppointment', { ...ctx, op: ctx.op && truckingId ? { ...ctx.op, truckingId } : ctx.op }, now);
  const op = ctx.op!;
  const trucking = truckingId ?? op.truckingId!;
  const a = takePlace(store, { ...ctx, op }, slot, trucking, now, addDays);
  if (op.truckingId !== trucking) {
    op.truckingId = trucking;
    store.touch('importOperation', op);
  }
  return a;
}

/** Re-coordination (IMP-040): the new place is taken first, then the old one is given back. */
export function recoordinate(store: Store, ctx: UnitContext, slot: SlotRequest, now: Date, addDays: number): Appointment {
  assertAllowed('recoordinate', ctx, now);
  const old = ctx.appointment!;
  if (old.day === slot.day && old.start === slot.start) throw refused(r.slotPast);
  const a = takePlace(store, { ...ctx, op: ctx.op! }, slot, old.truckingId, now, addDays);
  releaseAppointment(store, old);
  return a;
}

/**
 * DIRECTO → INDIRECTO once the appointment has passed (Q17). The passed appointment stays as it
 * was (its place was used); the unit is left without one, to book an indirect pickup.
 */
export function changeCondition(store: Store, ctx: UnitContext, action: 'changeCondition' | 'changeConditionExtraportuario', now: Date): void {
  assertAllowed(action, ctx, now);
  const op = ctx.op!;
  op.condicionRetiro = 'INDIRECTO';
  op.includeSF = false;
  store.touch('importOperation', op);
  ctx.unit.appointmentId = null;
  store.touch('terminalUnit', ctx.unit);
}

/** A trucking company, or 'por sus propios medios' with the drivers' RUTs (truckingId null). */
export function reassignTrucking(store: Store, ctx: UnitContext, truckingId: string | null, now: Date, driverRuts: string[] = []): void {
  assertAllowed('reassignTrucking', ctx, now);
  const op = ctx.op!;
  op.truckingId = truckingId;
  op.ownMeans = truckingId === null;
  op.driverRuts = truckingId === null ? driverRuts : [];
  store.touch('importOperation', op);
  if (ctx.appointment && truckingId) {
    ctx.appointment.truckingId = truckingId;
    store.touch('appointment', ctx.appointment);
  }
}
