/**
 * The figures' facts read from the terminal's records (issue 31 §3): appointments, gate passes and
 * their arrivals at the gate. Reads only; the rules are src/domain/appointmentFigures.
 */
import type { AppointmentFact, VisitFact } from '../../../src/domain/appointmentFigures/punctuality';
import type { WaitSample } from '../../../src/domain/appointmentFigures/expectedWait';
import type { Store } from '../../store';

/** An appointment as the rules read it; `releasedAt` marks the terminal's release at the check-in cut-off (appts contract). */
export const appointmentFacts = (store: Store): AppointmentFact[] =>
  store.db.appointment.map((a) => ({
    id: a.id,
    truckingId: a.truckingId,
    day: a.day,
    start: a.start,
    end: a.end,
    status: a.status,
    releasedAt: a.releasedAt ?? null,
  }));

export const visitFacts = (store: Store): VisitFact[] =>
  store.db.gateVisit.map((g) => ({
    appointmentId: g.appointmentId,
    truckingId: g.truckingId,
    timeIn: g.timeIn,
    timeOut: g.timeOut,
  }));

/** Passes with a known arrival: the pass's own, else the gate's registered arrival that wrote it. */
export function waitSamples(store: Store): WaitSample[] {
  const arrivalOf = new Map<number, string>();
  for (const a of store.db.gateArrival ?? [])
    if (a.gateVisitId !== null && a.arrivedAt) arrivalOf.set(a.gateVisitId, a.arrivedAt);
  const out: WaitSample[] = [];
  for (const g of store.db.gateVisit) {
    const arrivedAt = g.arrivedAt ?? arrivalOf.get(g.id);
    if (arrivedAt) out.push({ arrivedAt, timeIn: g.timeIn });
  }
  return out;
}
