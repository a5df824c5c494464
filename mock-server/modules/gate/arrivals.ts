/**
 * The gate's transitions (rulings in the gate issue's report; src/domain/gate): an export box on
 * its way — a full one pre-advised (exportPreadvice) or an empty (emptyPreadvice), INBOUND — is
 * registered at a gate (the arrival notified to customs: arriboGate), then confirmed (validateGate):
 * the confirmation gates it in (INBOUND → ECIN) through the export kind's gate-in, which writes the
 * truck's pass (gate visit: gate, plate, driver, time). The checks the confirmation reads are the
 * terminal's customs and pre-gate facts (demo controls set them) and the booking's cut-off. Each
 * transition checks, changes and appends to the history in ONE synchronous step; the caller then
 * awaits store.commit().
 */
import {
  arrivalBlocks,
  confirmRefusal,
  type CustomsFlags,
  type CutOffFacts,
  type Refusal,
} from '../../../src/domain/gate/arrivalChecks';
import { cutOffOf } from '../../../src/domain/gate/cutOff';
import { gateLabel } from '../../../src/domain/gate/gates';
import { stricterSag, type SagConditionValue } from '../../../src/domain/gate/sag';
import { exportUnitReceived } from '../../../src/domain/exportPreadvice/unitLife';
import { exportStateLabel } from '../../../src/domain/transitStates';
import { fillText } from '../../../src/i18n/fillText';
import { gateMessages } from '../../../src/i18n/gateMessages';
import { HttpError } from '../../errors';
import type { Store } from '../../store';
import { refused } from '../../terminalModel/errors';
import { recordEvent, type Moment } from '../../terminalModel/history';
import type { ContainerVisit, Operation } from '../../terminalModel/types';
import { activeOperations, findUnitVisit } from '../../terminalModel/unitVisits';
import { gateIn } from '../../kinds/exportPreadvice/transitions';
import { isExportOperation, type ExportOperation } from '../../kinds/exportPreadvice/types';
import { isEmptyPreadvice, type EmptyPreadviceOperation } from '../../kinds/emptyPreadvice/types';
import type { Booking } from '../bookings/types';
import type { GateArrival } from './types';

const r = gateMessages.refusals;

/** A refusal naming its field: 409 {code, message, fields: {field: message}}. */
const refusedOn = (field: string, message: string) => refused(message, undefined, { fields: { [field]: message } });

/** What the gate reads of a box: its export visit, its active pre-advice (full or empty), booking and arrival. */
export interface ArrivalContext {
  unit: ContainerVisit;
  op: ExportOperation | EmptyPreadviceOperation | undefined;
  booking: Booking | undefined;
  arrival: GateArrival | undefined;
}

const isPreadvice = (o: Operation): o is ExportOperation | EmptyPreadviceOperation =>
  isExportOperation(o) || isEmptyPreadvice(o);

/** The box a container number names: its live export visit, else its live or latest one; none is 404 naming the field. */
export function gateUnitAt(store: Store, unitNbr: string, field = 'unitNbr'): ContainerVisit {
  const unit = findUnitVisit(store, unitNbr, 'EXPORT');
  if (unit?.kind !== 'container') throw new HttpError(404, r.unknownUnit, { [field]: r.unknownUnit });
  return unit;
}

export function arrivalContextOf(store: Store, unit: ContainerVisit): ArrivalContext {
  const op = activeOperations(store, unit.id).filter(isPreadvice).pop();
  const booking = op
    ? store.findById('booking', op.bookingId)
    : unit.category === 'EXPORT'
      ? store.db.booking.find((b) => b.visitId === unit.visitId && b.reservedContainers.includes(unit.unitNbr))
      : undefined;
  return { unit, op, booking, arrival: store.findById('gateArrival', unit.id) };
}

/** The customs and pre-gate facts: the arrival's record, the unit's own aforo; a box without a record has passed the pre-gate and has no customs order. */
export const flagsOf = (c: ArrivalContext): CustomsFlags => ({
  pregate: c.arrival?.pregate ?? true,
  aforo: c.unit.aforo,
  escaner: c.arrival?.escaner ?? false,
  rechazoZP: c.arrival?.rechazoZP ?? false,
});

/** The booking's cut-off now (cutOff.ts), or null without a booking. */
export function cutOffFactsOf(c: ArrivalContext, now: Date): CutOffFacts | null {
  if (!c.booking) return null;
  return {
    valor: cutOffOf(c.booking, c.unit.reefer !== null, now).valor,
    bookingNbr: c.booking.id,
    lateDate: c.booking.lateDate,
  };
}

/** Why the checks hold the entry back now (nothing once confirmed). */
export const blocksOf = (c: ArrivalContext, now: Date): Refusal<'pregate' | 'escaner' | 'rechazoZP' | 'cutOff'>[] =>
  c.arrival?.confirmedAt ? [] : arrivalBlocks(flagsOf(c), cutOffFactsOf(c, now));

/** Which boxes the gate takes: an export visit on its way (INBOUND) with an active pre-advice, full or empty. */
function whyNotArriving(c: ArrivalContext): string | undefined {
  if (c.unit.category !== 'EXPORT') return r.notQualifying;
  if (c.unit.transitState === 'INBOUND' && c.op) return undefined;
  if (exportUnitReceived(c.unit.transitState))
    return fillText(r.alreadyReceived, { state: exportStateLabel(c.unit.transitState) });
  return r.notQualifying;
}

function newArrival(unit: ContainerVisit): GateArrival {
  return {
    id: unit.id,
    unitNbr: unit.unitNbr,
    pregate: true,
    escaner: false,
    rechazoZP: false,
    gate: null,
    arrivedAt: null,
    arrivedBy: null,
    confirmedAt: null,
    confirmedBy: null,
    gateVisitId: null,
  };
}

/** The box's arrival record, made when first needed. */
function arrivalRecord(store: Store, c: ArrivalContext): GateArrival {
  if (c.arrival) return c.arrival;
  const made = newArrival(c.unit);
  store.insert('gateArrival', made);
  c.arrival = made;
  return made;
}

/**
 * POST arribogate (GATE-002, GATE-006): registers the box's arrival at `gate` — the notice to
 * customs. Again at the same gate changes nothing; at another gate moves it there (the truck
 * changed lanes). A confirmed arrival is answered as it stands.
 */
export function registerArrival(store: Store, unit: ContainerVisit, gate: number, t: Moment): ArrivalContext {
  const c = arrivalContextOf(store, unit);
  if (c.arrival?.confirmedAt) return c;
  const why = whyNotArriving(c);
  if (why) throw refusedOn('unitNbr', why);
  const arrival = arrivalRecord(store, c);
  if (arrival.arrivedAt !== null && arrival.gate === gate) return c;
  const from = arrival.gate === null ? null : gateLabel(arrival.gate);
  Object.assign(arrival, { gate, arrivedAt: arrival.arrivedAt ?? t.now.toISOString(), arrivedBy: t.login });
  store.touch('gateArrival', arrival);
  recordEvent(
    store,
    { login: t.login, event: 'gateArrival', unitVisitId: unit.id, operation: c.op, from, to: gateLabel(gate) },
    t.now,
  );
  return c;
}

/**
 * POST arribogateupdate (GATE-007): confirms the registered arrival — validateGate true — unless
 * a check holds it back (409 naming the check). The box gates in and the truck's pass is written.
 * A confirmed arrival confirmed again is answered as it stands.
 */
export function confirmArrival(
  store: Store,
  unit: ContainerVisit,
  request: { gate: number; arriboGate: boolean },
  t: Moment,
): ArrivalContext {
  const c = arrivalContextOf(store, unit);
  const confirmed = Boolean(c.arrival?.confirmedAt);
  if (!confirmed && request.arriboGate) {
    const why = whyNotArriving(c);
    if (why) throw refusedOn('unitNbr', why);
  }
  const state = { registeredGate: c.arrival?.arrivedAt ? c.arrival.gate : null, confirmed };
  const refusal = confirmRefusal(state, request, blocksOf(c, t.now));
  if (refusal) throw refusedOn(refusal.field, refusal.message);
  if (confirmed) return c;
  const arrival = c.arrival!;
  const pass = gateIn(store, unit, c.op ?? null, t, arrival.gate);
  Object.assign(arrival, { confirmedAt: t.now.toISOString(), confirmedBy: t.login, gateVisitId: pass.id });
  store.touch('gateArrival', arrival);
  return c;
}

/** The checks a demo control sets (POST /__mock/gate/{unit}/{check}). */
export const GATE_DEMO_CHECKS = ['pregate', 'aforo', 'escaner', 'rechazoZP', 'sag'] as const;
export type GateDemoCheck = (typeof GATE_DEMO_CHECKS)[number];

/**
 * The terminal's (and customs') own facts on a box, as the demo controls set them: the pre-gate,
 * customs' aforo, scanner and primary-zone refusal, and the SAG's condition. Recorded in the history.
 */
export function setGateCheck(
  store: Store,
  unit: ContainerVisit,
  check: GateDemoCheck,
  value: boolean | SagConditionValue,
  t: Moment,
): void {
  let from: string;
  if (check === 'sag') {
    from = unit.inspeccionSAG;
    unit.inspeccionSAG = value as SagConditionValue;
    store.touch('unitVisit', unit);
  } else if (check === 'aforo') {
    from = String(unit.aforo);
    unit.aforo = value as boolean;
    store.touch('unitVisit', unit);
  } else {
    const arrival = arrivalRecord(store, arrivalContextOf(store, unit));
    from = String(arrival[check]);
    arrival[check] = value as boolean;
    store.touch('gateArrival', arrival);
  }
  recordEvent(
    store,
    { login: t.login, event: `gateCheck:${check}`, unitVisitId: unit.id, from, to: String(value) },
    t.now,
  );
}

/** The SAG condition the query reads (GATE-012): the stricter of the box's own and its pre-advice's declaration. */
export const sagConditionOf = (c: ArrivalContext): SagConditionValue =>
  stricterSag(c.unit.inspeccionSAG, c.op && isExportOperation(c.op) ? c.op.sagCondition : null);

/** The boxes at the gate (getallecin): arrivals registered and not yet confirmed, and every export box in ECIN (en puerta). */
export function boxesAtGate(store: Store): ArrivalContext[] {
  const out = new Map<string, ArrivalContext>();
  for (const arrival of store.db.gateArrival) {
    if (!arrival.arrivedAt || arrival.confirmedAt) continue;
    const unit = store.findById('unitVisit', arrival.id);
    if (unit?.kind === 'container' && unit.transitState === 'INBOUND') out.set(unit.id, arrivalContextOf(store, unit));
  }
  for (const unit of store.db.unitVisit) {
    if (unit.kind === 'container' && unit.category === 'EXPORT' && unit.transitState === 'ECIN')
      out.set(unit.id, arrivalContextOf(store, unit));
  }
  const at = (c: ArrivalContext) => c.arrival?.arrivedAt ?? c.unit.timeIn ?? '';
  return [...out.values()].sort((a, b) => at(a).localeCompare(at(b)) || a.unit.unitNbr.localeCompare(b.unit.unitNbr));
}
