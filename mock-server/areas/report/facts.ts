/**
 * The history joined with what the operations report shows (src/domain/reports/operationRows.ts):
 * each event with its operation's draft number and booking or BL, its unit's number, line and
 * consignee, and the appointment of the operation it records. Read-only over the store.
 */
import type { ReportFact } from '../../../src/domain/reports/operationRows';
import type { Store } from '../../store';
import type { Appointment, Operation, UnitVisit } from '../../terminalModel/types';

/** A fact and the unit's line, which the shipping companies' scope reads. */
export interface ScopedFact extends ReportFact {
  line: string | null;
}

/** The booking (export, empties) or BL (a car inscription, an import box's first) the operation works under. */
function bookingOrBlOf(op: Operation | undefined, unit: UnitVisit | undefined): string | null {
  const named = op as (Operation & { bookingId?: string; blNbr?: string }) | undefined;
  if (named?.bookingId) return named.bookingId;
  if (named?.blNbr) return named.blNbr;
  return unit?.kind === 'container' ? unit.blNumbers[0] ?? null : null;
}

/** The appointment an event's row names: the latest booked by that event's time (none for a request made before any). */
function appointmentAt(list: readonly Appointment[] | undefined, at: string): number | null {
  return (list ?? []).filter((a) => a.createdAt <= at).at(-1)?.id ?? null;
}

export function reportFacts(store: Store): ScopedFact[] {
  const { db } = store;
  const ops = new Map(db.operation.map((o) => [o.id, o]));
  const units = new Map(db.unitVisit.map((u) => [u.id, u]));
  const appointments = new Map<number, Appointment[]>();
  for (const a of db.appointment) appointments.set(a.operationId, [...(appointments.get(a.operationId) ?? []), a]);
  return db.operationEvent.map((e) => {
    const op = e.operationId !== null ? ops.get(e.operationId) : undefined;
    const unit = units.get(e.unitVisitId);
    const condition = (op as (Operation & { condicionRetiro?: string }) | undefined)?.condicionRetiro ?? null;
    return {
      at: e.at, event: e.event, operationId: e.operationId, unitNbr: unit?.unitNbr ?? '', bookingOrBl: bookingOrBlOf(op, unit),
      draftNumber: op?.draftNumber ?? null, condition, appointmentNbr: e.operationId !== null ? appointmentAt(appointments.get(e.operationId), e.at) : null,
      carQty: op?.unitVisitIds?.length ?? null, agentId: op?.agentId ?? null,
      consigneeId: unit?.kind === 'container' ? unit.consigneeId : (unit as { consigneeId?: string } | undefined)?.consigneeId ?? null,
      line: unit?.line ?? null,
    };
  });
}
