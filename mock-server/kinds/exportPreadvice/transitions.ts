/**
 * The export unit's state changes (ruling P53, src/domain/exportPreadvice/unitLife.ts): the
 * portal's pre-advice and its cancellation, and the terminal's own events (gate in, stack, to
 * ship, load, sail, withdraw) that the demo controls drive. Each checks its rule, changes the
 * records, takes or gives back the booking's place and appends to the history in ONE synchronous
 * step; the caller then awaits store.commit() before answering.
 */
import { exportWhyNot, type ExportFacts } from '../../../src/domain/exportPreadvice/detailActions';
import { nextExportState, type ExportEvent } from '../../../src/domain/exportPreadvice/unitLife';
import { exportStateLabel } from '../../../src/domain/transitStates';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { Store } from '../../store';
import { markUsed, releasePlace } from '../../terminalModel/appointments';
import { releaseBookingPlace, takeBookingPlace } from '../../modules/bookings/capacity';
import { terminalIndex } from '../../terminalModel/indexes';
import { refused } from '../../terminalModel/errors';
import { recordEvent, type Moment } from '../../terminalModel/history';
import { nextNumber } from '../../terminalModel/ids';
import type { Booking } from '../../modules/bookings/types';
import { recordGateVisit, truckOnRecord } from '../../terminalModel/gate';
import type { ContainerVisit, GateVisit, Operation } from '../../terminalModel/types';
import { syncExportCharges } from './charges';
import { EXPORT_PREADVICE, type ExportOperation } from './types';

const r = operationsMessages.exportRefusals;

/** What a pre-advice gives beyond the unit and its booking (D2 §3 Export form payload). */
export type PreadviceInput = Pick<
  ExportOperation,
  | 'operationType'
  | 'agentId'
  | 'truckingId'
  | 'equipmentType'
  | 'documentType'
  | 'documentNbrs'
  | 'guias'
  | 'seals'
  | 'vgmKg'
  | 'weighbridge'
  | 'grossWeightKg'
  | 'shipperId'
  | 'shipperName'
  | 'shipperAddress'
  | 'shipperCity'
  | 'shipperState'
  | 'shipperGiro'
  | 'shipperCountry'
  | 'sagCondition'
  | 'commodityCode'
  | 'o2Pct'
  | 'co2Pct'
  | 'oog'
  | 'lampa'
  | 'featureId'
  | 'agentTwoId'
  | 'uniqueInvoice'
  | 'idempotency'
>;

/** The facts the detail rules read, from the records. */
export function exportFactsOf(unit: ContainerVisit, op: ExportOperation, booking: Booking | undefined): ExportFacts {
  return {
    transitState: unit.transitState,
    reefer: unit.reefer !== null,
    invoiceFinalized: op.invoiceFinalized,
    validReassign: op.validReassign,
    coordination: op.operationType === 'COORD_ENTREGA',
    stackingEnd: booking ? new Date(booking.stackingEnd) : null,
  };
}

/** The state `event` leads the export unit to, or a refusal (409) naming the state it is in. */
function nextOrRefuse(unit: ContainerVisit, event: ExportEvent) {
  if (unit.category !== 'EXPORT') throw refused(r.notExport);
  const to = nextExportState(unit.transitState, event);
  if (!to) throw refused(`${r.notInThisState} (${exportStateLabel(unit.transitState)})`);
  return to;
}

/** Moves the unit along its life, or refuses. */
function step(
  store: Store,
  unit: ContainerVisit,
  event: ExportEvent,
  t: Moment,
  op: Pick<Operation, 'id' | 'kind'> | null,
): void {
  const to = nextOrRefuse(unit, event);
  const from = unit.transitState;
  unit.transitState = to;
  if (event === 'gateIn') unit.timeIn = t.now.toISOString();
  store.touch('unitVisit', unit);
  recordEvent(store, { login: t.login, event, unitVisitId: unit.id, operation: op, from, to }, t.now);
}

/** The portal's pre-advice: the booking's announced unit goes on its way, taking a place of its equipment type. */
export function preadvise(
  store: Store,
  unit: ContainerVisit,
  booking: Booking,
  input: PreadviceInput,
  t: Moment,
): ExportOperation {
  // Checked before the place is taken: a refusal leaves nothing half-written.
  nextOrRefuse(unit, 'preadvise');
  takeBookingPlace(store, booking.id, input.equipmentType);
  // The unit stays reserved on its booking: a cancelled pre-advice finds its booking again.
  if (!booking.reservedContainers.includes(unit.unitNbr)) {
    booking.reservedContainers.push(unit.unitNbr);
    store.touch('booking', booking);
  }
  const db = store.db;
  const op: ExportOperation = {
    ...input,
    id: nextNumber(store, 'operation', db.operation, 999),
    kind: EXPORT_PREADVICE,
    unitVisitId: unit.id,
    draftNumber: nextNumber(
      store,
      'operationDraft',
      db.operation.map((o) => ({ id: o.draftNumber })),
      499_999,
    ),
    status: 'ACTIVE',
    vesselVisitId: booking.visitId,
    bookingId: booking.id,
    invoiceFinalized: false,
    validReassign: true,
    date: t.now.toISOString(),
    cancelledAt: null,
    createdBy: t.login,
  };
  store.insert('operation', op);
  step(store, unit, 'preadvise', t, op);
  syncExportCharges(store, op, t.now);
  return op;
}

/** Cancels the pre-advice (EXP-067): only on its way and while its invoice is not final; the place goes back. */
export function cancelPreadvice(store: Store, unit: ContainerVisit, op: ExportOperation, t: Moment): void {
  const booking = store.findById('booking', op.bookingId);
  const why = exportWhyNot('cancelPreadvice', exportFactsOf(unit, op, booking), t.now);
  if (why) throw refused(why);
  step(store, unit, 'cancelPreadvice', t, op);
  releaseBookingPlace(store, op.bookingId, op.equipmentType);
  // Its delivery appointment, if coordinated, gives its place back too.
  const appointment = terminalIndex(store).bookedAppointmentOf(op.id);
  if (appointment) releasePlace(store, appointment);
  op.status = 'CANCELLED';
  op.cancelledAt = t.now.toISOString();
  store.touch('operation', op);
  syncExportCharges(store, op, t.now);
}

/** The terminal's own events, which the demo controls drive (nothing jumps: the life table decides). */
export type TerminalEvent = Exclude<ExportEvent, 'preadvise' | 'cancelPreadvice'>;
export const TERMINAL_EVENTS: readonly TerminalEvent[] = ['gateIn', 'stack', 'toShip', 'load', 'sail', 'withdraw'];

export function moveExportUnit(
  store: Store,
  unit: ContainerVisit,
  event: TerminalEvent,
  op: ExportOperation | null,
  t: Moment,
): void {
  if (event === 'gateIn') gateIn(store, unit, op, t);
  else step(store, unit, event, t, op);
}

/**
 * The gate-in (P53 gateIn): INBOUND → ECIN, and the truck's pass with the unit written as a gate
 * visit in the same step — the carrier on record (the delivery appointment's, else the
 * pre-advice's), its truck's plate and driver, the gate (when the gate recorded it: modules/gate)
 * and the time on the terminal's clock. `op` is the unit's active pre-advice, full or empty.
 */
export function gateIn(
  store: Store,
  unit: ContainerVisit,
  op: Pick<Operation, 'id' | 'kind' | 'truckingId'> | null,
  t: Moment,
  gate: number | null = null,
): GateVisit {
  step(store, unit, 'gateIn', t, op);
  const appointment = op ? terminalIndex(store).bookedAppointmentOf(op.id) : undefined;
  const truckingId = appointment?.truckingId ?? op?.truckingId ?? null;
  const onRecord = truckOnRecord(store, truckingId);
  // The plate the appointment was checked in with, else the carrier's truck on record.
  const plate = appointment?.checkInPlate ?? onRecord.plate;
  const driverRut = onRecord.driverRut;
  // Its delivery appointment was used (issue 31 §3): the place is not given back.
  if (appointment) markUsed(store, appointment);
  return recordGateVisit(store, {
    unitVisitId: unit.id,
    move: 'DELIVERY',
    appointmentId: appointment?.id ?? null,
    gate,
    plate,
    driverRut,
    truckingId,
    timeIn: t.now.toISOString(),
    timeOut: null,
  });
}

/** What the edit changes (EXP-070…072): the declared data, never the booking, unit or parties. */
export type PreadviceChanges = Partial<
  Pick<ExportOperation, 'grossWeightKg' | 'vgmKg' | 'seals' | 'guias' | 'documentNbrs' | 'lampa' | 'sagCondition'>
>;

/** Edits the pre-advice's data: only while the unit is on its way (EXP-070). */
export function updatePreadvice(
  store: Store,
  unit: ContainerVisit,
  op: ExportOperation,
  changes: PreadviceChanges,
  t: Moment,
): void {
  const why = exportWhyNot('editPreadvice', exportFactsOf(unit, op, store.findById('booking', op.bookingId)), t.now);
  if (why) throw refused(why);
  Object.assign(op, changes);
  store.touch('operation', op);
  recordEvent(
    store,
    { login: t.login, event: 'preadviceEdited', unitVisitId: unit.id, operation: op, from: null, to: null },
    t.now,
  );
}

/** Hands the delivery to another trucking company: only on its way and with the server's valid-reassign flag (EXP-073). */
export function reassignExportTrucking(
  store: Store,
  unit: ContainerVisit,
  op: ExportOperation,
  truckingId: string,
  t: Moment,
): void {
  const why = exportWhyNot('reassignTrucking', exportFactsOf(unit, op, store.findById('booking', op.bookingId)), t.now);
  if (why) throw refused(why);
  const from = op.truckingId;
  op.truckingId = truckingId;
  store.touch('operation', op);
  recordEvent(
    store,
    { login: t.login, event: 'truckingReassigned', unitVisitId: unit.id, operation: op, from, to: truckingId },
    t.now,
  );
}
