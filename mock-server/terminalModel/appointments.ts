/**
 * Appointments against daily quotas, for every kind (import pickup, export delivery, empty
 * return): each kind has its own quotas. Taking a place checks and counts it in one synchronous
 * step, so N concurrent bookings of the last M places succeed exactly M times.
 */
import { isBookable } from '../../src/domain/appointments';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import type { Store } from '../store';
import { refused } from './errors';
import { nextNumber } from './ids';
import type { SlotRequest } from '../../src/domain/slotRequest';
import type { Appointment, AppointmentKind, Operation } from './types';

const r = operationsMessages.refusals;

/** The id of a slot's quota record. */
export const quotaId = (kind: AppointmentKind, visitId: string, day: string, start: string) =>
  `${kind}|${visitId}|${day}|${start}`;

export interface PlaceRequest {
  kind: AppointmentKind;
  visitId: string;
  operation: Pick<Operation, 'id' | 'unitVisitId'>;
  slot: SlotRequest;
  truckingId: string;
  /** Days from today the first bookable day is (a physical inspection adds one). */
  addDays: number;
}

/** Takes one place of the slot: the quota must exist, be bookable now and have room. */
export function takePlace(store: Store, req: PlaceRequest, now: Date): Appointment {
  const quota = store.findById('appointmentQuota', quotaId(req.kind, req.visitId, req.slot.day, req.slot.start));
  if (!quota) throw refused(r.slotPast);
  // Past or too early first (whatever its places), then full: a full slot is 'cannot be coordinated' (D2 §8).
  if (!isBookable({ ...quota, used: 0 }, now, req.addDays)) throw refused(r.slotPast);
  if (quota.used >= quota.capacity) throw refused(r.coordination);
  quota.used++;
  store.touch('appointmentQuota', quota);
  const a: Appointment = {
    id: nextNumber(store, 'appointment', store.db.appointment, 699_999),
    kind: req.kind,
    unitVisitId: req.operation.unitVisitId,
    operationId: req.operation.id,
    quotaId: quota.id,
    visitId: quota.visitId,
    day: quota.day,
    start: quota.start,
    end: quota.end,
    truckingId: req.truckingId,
    status: 'BOOKED',
    createdAt: now.toISOString(),
  };
  store.insert('appointment', a);
  return a;
}

/** Gives the appointment's place back to its quota (never below zero) and marks it cancelled. */
export function releasePlace(store: Store, a: Appointment): void {
  const quota = store.findById('appointmentQuota', a.quotaId);
  if (quota && quota.used > 0) {
    quota.used--;
    store.touch('appointmentQuota', quota);
  }
  a.status = 'CANCELLED';
  store.touch('appointment', a);
}

/** The appointment's truck came (its unit gated in): the place was used, not given back. */
export function markUsed(store: Store, a: Appointment): void {
  a.status = 'USED';
  store.touch('appointment', a);
}
