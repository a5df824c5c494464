/** The gate's answers (src/domain/terminalWire/gate.ts) from its records. */
import { cutOffOf } from '../../../src/domain/gate/cutOff';
import { DEFAULT_GATE } from '../../../src/domain/gate/gates';
import { sagResult, type SagResult } from '../../../src/domain/gate/sag';
import type { CutOffWire, GateArrivalWire } from '../../../src/domain/terminalWire/gate';
import { fillText } from '../../../src/i18n/fillText';
import { gateMessages } from '../../../src/i18n/gateMessages';
import { HttpError } from '../../errors';
import type { Store } from '../../store';
import { blocksOf, flagsOf, sagConditionOf, type ArrivalContext } from './arrivals';

const r = gateMessages.refusals;

/** The arrival and its checks (GATE-006) with the late query's inputs (GATE-011). */
export function arrivalView(store: Store, c: ArrivalContext, now: Date): GateArrivalWire {
  const { unit, booking, arrival } = c;
  const pass = arrival?.gateVisitId ? store.findById('gateVisit', arrival.gateVisitId) : undefined;
  // A box the terminal took in without the gate's arrival (a demo control, the seed) is in: arrived and validated.
  const inWithoutArrival = !arrival?.arrivedAt && unit.transitState !== 'INBOUND';
  return {
    unitNbr: unit.unitNbr,
    gate: arrival?.gate ?? DEFAULT_GATE,
    ...flagsOf(c),
    arriboGate: Boolean(arrival?.arrivedAt) || inWithoutArrival,
    validateGate: Boolean(arrival?.confirmedAt) || inWithoutArrival,
    portOfDischarge1: booking?.portOfDischarge1 ?? null,
    lineOp: unit.line,
    bookingNbr: booking?.id ?? null,
    freight: unit.freight,
    transitState: unit.transitState,
    arrivedAt: arrival?.arrivedAt ?? (inWithoutArrival ? unit.timeIn : null),
    confirmedAt: arrival?.confirmedAt ?? null,
    plate: pass?.plate ?? null,
    driverRut: pass?.driverRut ?? null,
    truckingName: pass?.truckingId ? (store.findById('truckingcompany', pass.truckingId)?.name ?? null) : null,
    blocks: inWithoutArrival ? [] : blocksOf(c, now),
  };
}

/** GET consultacutoff (GATE-008…010): the box's booking judged on the terminal's clock; the line must be the box's. */
export function cutOffView(c: ArrivalContext, line: string, now: Date): CutOffWire {
  const { unit, booking } = c;
  if (line !== unit.line.toUpperCase()) {
    const message = fillText(r.otherLine, { line });
    throw new HttpError(400, message, { line: message });
  }
  if (!booking) throw new HttpError(404, r.noBooking, { id: r.noBooking });
  const judged = cutOffOf(booking, unit.reefer !== null, now);
  return {
    valor: judged.valor,
    unitNbr: unit.unitNbr,
    late: judged.late,
    lateDate: booking.lateDate,
    obactualVisit: booking.visitId ?? unit.visitId,
    lineOp: unit.line,
    bookingNbr: booking.id,
    portOfDischarge1: booking.portOfDischarge1,
    destino: booking.destination,
    status: judged.status,
    stackingStart: unit.reefer ? booking.stackingReeferStart : booking.stackingStart,
    stackingEnd: booking.stackingEnd,
    at: now.toISOString(),
  };
}

/** GET consultasag (GATE-012). */
export const sagView = (c: ArrivalContext): SagResult => sagResult(c.unit.unitNbr, sagConditionOf(c));
