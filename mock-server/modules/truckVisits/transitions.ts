/**
 * Multi-move truck visits (issue 31 §3; src/domain/truckVisit/join.ts): join two appointments of
 * one truck into one visit (one gate pass, one code), and the gate's gate-in and gate-out of that
 * visit, which move both boxes — each move checked by its own rules first: the drop by the gate's
 * arrival checks (modules/gate, P84), the pickup by its gate pass and holds. Each transition checks
 * everything, then changes and appends to the history in ONE synchronous step (all or nothing); the
 * caller then awaits store.commit().
 */
import { appointmentState } from '../../../src/domain/appointmentCheckIn/rules';
import { exportStateLabel, importStateLabel } from '../../../src/domain/transitStates';
import { dropAndPickup, joinWhyNot, visitCode, type JoinMove } from '../../../src/domain/truckVisit/join';
import { appointmentCheckInMessages } from '../../../src/i18n/appointmentCheckInMessages';
import { fillText } from '../../../src/i18n/fillText';
import { gateMessages } from '../../../src/i18n/gateMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { truckVisitMessages as m } from '../../../src/i18n/truckVisitMessages';
import { notFound } from '../../errors';
import type { Store } from '../../store';
import { markUsed } from '../../terminalModel/appointments';
import { refused } from '../../terminalModel/errors';
import { recordGateVisit, truckOnRecord } from '../../terminalModel/gate';
import { recordEvent, type Moment } from '../../terminalModel/history';
import { nextNumber } from '../../terminalModel/ids';
import type { Appointment, ContainerVisit } from '../../terminalModel/types';
import { arrivalContextOf, blocksOf, confirmArrival, registerArrival } from '../gate/arrivals';
import { unitGatePass } from '../gatePasses/unitGatePass';
import type { TruckVisit } from './types';

/** Visit numbers start here (the appointments' are 700000…). */
const FIRST_VISIT = 799_999;

const refusedOn = (field: string, message: string) => refused(message, undefined, { fields: { [field]: message } });

/** The visit an appointment belongs to, if any. */
export const visitOfAppointment = (store: Store, id: number): TruckVisit | undefined =>
  store.db.truckVisit.find((v) => v.dropId === id || v.pickupId === id);

export const visitByCode = (store: Store, code: string): TruckVisit | undefined =>
  store.db.truckVisit.find((v) => v.code === code);

const containerOf = (store: Store, a: Appointment): ContainerVisit | undefined => {
  const u = store.findById('unitVisit', a.unitVisitId);
  return u?.kind === 'container' ? u : undefined;
};

/** What the join rule reads of one appointment: its state, plate, visit and its own gate pass's refusals now. */
export function joinMoveOf(store: Store, a: Appointment, now: Date): JoinMove {
  const unit = containerOf(store, a);
  const pass = unit ? unitGatePass(store, unit.unitNbr, now) : undefined;
  return {
    id: a.id,
    kind: a.kind,
    truckingId: a.truckingId,
    unitNbr: unit?.unitNbr ?? a.unitVisitId,
    day: a.day,
    start: a.start,
    end: a.end,
    state: appointmentState(a),
    plate: a.checkInPlate ?? null,
    visitCode: visitOfAppointment(store, a.id)?.code ?? null,
    refusals: pass?.reasons ?? [operationsMessages.refusals.unitNotFound],
  };
}

/** Joins two of the company's appointments into one visit (the rule's first reason is 409 on `ids`). */
export function joinVisit(store: Store, [x, y]: readonly [Appointment, Appointment], t: Moment): TruckVisit {
  const why = joinWhyNot(joinMoveOf(store, x, t.now), joinMoveOf(store, y, t.now));
  if (why) throw refusedOn('ids', why);
  const { drop, pickup } = dropAndPickup(x, y)!;
  const id = nextNumber(store, 'truckVisit', store.db.truckVisit, FIRST_VISIT);
  const visit: TruckVisit = {
    id,
    code: visitCode(id),
    truckingId: drop.truckingId,
    day: drop.day,
    start: drop.start,
    end: drop.end,
    plate: drop.checkInPlate!,
    dropId: drop.id,
    pickupId: pickup.id,
    createdAt: t.now.toISOString(),
    createdBy: t.login,
    gate: null,
    timeIn: null,
    timeOut: null,
  };
  store.insert('truckVisit', visit);
  for (const a of [drop, pickup]) {
    recordEvent(
      store,
      {
        login: t.login,
        event: 'truckVisitJoined',
        unitVisitId: a.unitVisitId,
        operation: operationOf(store, a),
        from: `cita ${a.id}`,
        to: visit.code,
      },
      t.now,
    );
  }
  return visit;
}

const operationOf = (store: Store, a: Appointment) => {
  const op = store.findById('operation', a.operationId);
  return op ? { id: op.id, kind: op.kind } : null;
};

/** The visit's two appointments and boxes (a visit whose record lost one is refused as not found). */
function movesOf(store: Store, visit: TruckVisit) {
  const drop = store.findById('appointment', visit.dropId);
  const pickup = store.findById('appointment', visit.pickupId);
  const dropUnit = drop && containerOf(store, drop);
  const pickupUnit = pickup && containerOf(store, pickup);
  if (!drop || !pickup || !dropUnit || !pickupUnit) throw notFound(m.refusals.visitNotFound);
  return { drop, pickup, dropUnit, pickupUnit };
}

const moveRefusal = (a: Appointment, unit: ContainerVisit, reason: string) =>
  refusedOn('code', fillText(m.refusals.move, { id: a.id, unit: unit.unitNbr, reason }));

/**
 * The truck enters at `gate` with the visit's code: every check of both moves first (each by its
 * own rules), then the drop is registered and confirmed at the gate (INBOUND → ECIN, its pass
 * written, its appointment used: modules/gate) and the import box is put on the truck (YARD →
 * ECOUT, a PICKUP pass with the same plate, its appointment used).
 */
export function gateInVisit(store: Store, visit: TruckVisit, gate: number, t: Moment): TruckVisit {
  if (visit.timeIn) throw refusedOn('code', fillText(m.refusals.alreadyIn, { code: visit.code }));
  const { drop, pickup, dropUnit, pickupUnit } = movesOf(store, visit);
  for (const a of [drop, pickup]) {
    if (a.status !== 'BOOKED')
      throw refusedOn(
        'code',
        fillText(m.refusals.notBooked, { id: a.id, state: appointmentCheckInMessages.states[appointmentState(a)] }),
      );
  }
  // The drop: the gate's own rules (a box on its way with its pre-advice; pre-gate, customs, cut-off).
  const arrival = arrivalContextOf(store, dropUnit);
  if (dropUnit.transitState !== 'INBOUND' || !arrival.op) {
    const why =
      dropUnit.transitState === 'INBOUND'
        ? gateMessages.refusals.notQualifying
        : fillText(gateMessages.refusals.alreadyReceived, { state: exportStateLabel(dropUnit.transitState) });
    throw moveRefusal(drop, dropUnit, why);
  }
  const block = blocksOf(arrival, t.now)[0];
  if (block) throw moveRefusal(drop, dropUnit, block.message);
  // The pickup: its gate pass (appointment in force, carrier) and its holds; the box must be in the yard.
  if (pickupUnit.transitState !== 'YARD')
    throw moveRefusal(
      pickup,
      pickupUnit,
      fillText(m.refusals.pickupState, { unit: pickupUnit.unitNbr, state: importStateLabel(pickupUnit.transitState) }),
    );
  const pass = unitGatePass(store, pickupUnit.unitNbr, t.now);
  const reason =
    pass?.reasons[0] ??
    (pickupUnit.impediments.length > 0
      ? fillText(appointmentCheckInMessages.trouble.hold.reason, { detail: pickupUnit.impediments.join(', ') })
      : undefined);
  if (reason) throw moveRefusal(pickup, pickupUnit, reason);

  registerArrival(store, dropUnit, gate, t);
  confirmArrival(store, dropUnit, { gate, arriboGate: true }, t);
  markUsed(store, pickup);
  pickupUnit.transitState = 'ECOUT';
  store.touch('unitVisit', pickupUnit);
  recordGateVisit(store, {
    unitVisitId: pickupUnit.id,
    move: 'PICKUP',
    appointmentId: pickup.id,
    gate,
    plate: visit.plate,
    driverRut: truckOnRecord(store, visit.truckingId).driverRut,
    truckingId: visit.truckingId,
    timeIn: t.now.toISOString(),
    timeOut: null,
  });
  recordEvent(
    store,
    {
      login: t.login,
      event: 'gateIn',
      unitVisitId: pickupUnit.id,
      operation: operationOf(store, pickup),
      from: 'YARD',
      to: 'ECOUT',
    },
    t.now,
  );
  Object.assign(visit, { gate, timeIn: t.now.toISOString() });
  store.touch('truckVisit', visit);
  return visit;
}

/** The truck leaves: the import box with it (ECOUT → RETIRED), both passes closed at the same instant. */
export function gateOutVisit(store: Store, visit: TruckVisit, t: Moment): TruckVisit {
  if (!visit.timeIn) throw refusedOn('code', fillText(m.refusals.notIn, { code: visit.code }));
  if (visit.timeOut) throw refusedOn('code', fillText(m.refusals.alreadyOut, { code: visit.code }));
  const { drop, pickup, pickupUnit } = movesOf(store, visit);
  const at = t.now.toISOString();
  for (const a of [drop, pickup]) {
    for (const g of store.db.gateVisit) {
      if (g.appointmentId === a.id && g.unitVisitId === a.unitVisitId && g.timeOut === null) {
        g.timeOut = at;
        store.touch('gateVisit', g);
      }
    }
  }
  pickupUnit.transitState = 'RETIRED';
  store.touch('unitVisit', pickupUnit);
  recordEvent(
    store,
    {
      login: t.login,
      event: 'gateOut',
      unitVisitId: pickupUnit.id,
      operation: operationOf(store, pickup),
      from: 'ECOUT',
      to: 'RETIRED',
    },
    t.now,
  );
  visit.timeOut = at;
  store.touch('truckVisit', visit);
  return visit;
}
