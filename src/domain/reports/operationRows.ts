/**
 * The operations report as a read model of the history (D3 §3 Operation, §2.5; RPT-019…021): each
 * recorded event that starts, coordinates, re-coordinates or cancels an operation is one row of
 * its operation type; a type's report holds the rows of its operation types inside the period
 * (Santiago days, both ends included) and the filters, newest first. Pure: the mock hands it the
 * events joined with their operation's facts and applies the agent scope before (ROLE-026).
 *
 * Ruling P86: which event is which operation type —
 *   pickupRequested → IMPORTACION; appointmentBooked → COORD_ENTREGA; appointmentRecoordinated →
 *   RECOORDINACION; pickupCancelled → CANCEL_DIRECTO / CANCEL_INDIRECTO by the pickup's condition;
 *   preadvise → EXPORTACION; carInscribed → IMPORTACION_AUTOS (one row per inscription, with its
 *   vehicles counted); emptyPreadvised → PREAVISO_MTY.
 */
import { addDays, santiagoInstant } from '../santiagoTime';
import { parseDay, isoDay } from '../calendarDay';
import type { ReportRequest } from './calls';
import { REPORT_TYPES, type OperationType } from './reportTypes';

/** One history event joined with what its operation and unit say (the mock builds these). */
export interface ReportFact {
  /** ISO instant of the event. */
  at: string;
  event: string;
  operationId: number | null;
  unitNbr: string;
  bookingOrBl: string | null;
  draftNumber: number | null;
  /** The pickup's condition (DIRECTO / INDIRECTO), for a cancellation. */
  condition: string | null;
  appointmentNbr: number | null;
  /** The vehicles of a car inscription. */
  carQty: number | null;
  agentId: string | null;
  consigneeId: string | null;
}

/** A row of the operations result (RPT-019). */
export interface OperationRow {
  operationType: OperationType;
  /** ISO instant. */
  date: string;
  unitNbr: string;
  bookingOrBl: string | null;
  draftNumber: number | null;
  importCarQty: number | null;
  appointmentNbr: number | null;
}

/** The operation type an event records, or undefined when it records none (a gate move, an edit). */
export function operationTypeOfEvent(fact: Pick<ReportFact, 'event' | 'condition'>): OperationType | undefined {
  switch (fact.event) {
    case 'pickupRequested':
      return 'IMPORTACION';
    case 'appointmentBooked':
      return 'COORD_ENTREGA';
    case 'appointmentRecoordinated':
      return 'RECOORDINACION';
    case 'pickupCancelled':
      return fact.condition === 'INDIRECTO' ? 'CANCEL_INDIRECTO' : 'CANCEL_DIRECTO';
    case 'preadvise':
      return 'EXPORTACION';
    case 'carInscribed':
      return 'IMPORTACION_AUTOS';
    case 'emptyPreadvised':
      return 'PREAVISO_MTY';
    default:
      return undefined;
  }
}

const dayOf = (text: string): string | undefined => {
  const d = parseDay(text);
  return d ? isoDay(d) : undefined;
};

/**
 * The rows a report request gives over these facts (already within the user's scope). A car
 * inscription records one event per vehicle: its row is one, with the vehicles counted.
 */
export function operationReportRows(facts: readonly ReportFact[], request: ReportRequest): OperationRow[] {
  const wanted = new Set<OperationType>(REPORT_TYPES[request.operationType].operationTypes);
  const from = dayOf(request.desde);
  const to = dayOf(request.hasta);
  // The period as instants (Santiago midnights), compared with the events' ISO instants: no time zone per event.
  const fromAt = from ? santiagoInstant(from, '00:00').toISOString() : undefined;
  const toAt = to ? santiagoInstant(addDays(to, 1), '00:00').toISOString() : undefined;
  const seenCarOps = new Set<number>();
  const rows: OperationRow[] = [];
  for (const f of facts) {
    const type = operationTypeOfEvent(f);
    if (!type || !wanted.has(type)) continue;
    if ((fromAt && f.at < fromAt) || (toAt && f.at >= toAt)) continue;
    if (request.agentId && f.agentId !== request.agentId) continue;
    if (request.consigneeId && f.consigneeId !== request.consigneeId) continue;
    if (request.unitNbr && f.unitNbr !== request.unitNbr) continue;
    if (request.blOrBook && (f.bookingOrBl ?? '').toUpperCase() !== request.blOrBook) continue;
    if (type === 'IMPORTACION_AUTOS' && f.operationId !== null) {
      if (seenCarOps.has(f.operationId)) continue;
      seenCarOps.add(f.operationId);
    }
    rows.push({
      operationType: type,
      date: f.at,
      unitNbr: f.unitNbr,
      bookingOrBl: f.bookingOrBl,
      draftNumber: f.draftNumber,
      importCarQty: type === 'IMPORTACION_AUTOS' ? f.carQty : null,
      appointmentNbr: f.appointmentNbr,
    });
  }
  return rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
