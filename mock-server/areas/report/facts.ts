/**
 * The history joined with what the operations report shows (src/domain/reports/operationRows.ts):
 * each event with its operation's draft number and booking or BL, its unit's number, line and
 * consignee, and the appointment of the operation it records. Read-only over the store.
 */
import { operationTypeOfEvent, type ReportFact } from '../../../src/domain/reports/operationRows';
import type { OperationType } from '../../../src/domain/reports/reportTypes';
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
  return unit?.kind === 'container' ? (unit.blNumbers[0] ?? null) : null;
}

/** The appointment an event's row names: the latest booked by that event's time (none for a request made before any). */
function appointmentAt(list: readonly Appointment[] | undefined, at: string): number | null {
  return (list ?? []).filter((a) => a.createdAt <= at).at(-1)?.id ?? null;
}

/** The facts of the store as it is: rebuilt only when the history, operations, units or appointments moved (bench/operationsReport.ts). */
const cache = new WeakMap<Store, { key: string; facts: ScopedFact[]; byType: Map<OperationType, ScopedFact[]> }>();
const SOURCES = ['operationEvent', 'operation', 'unitVisit', 'appointment'] as const;

function cached(store: Store) {
  const key = SOURCES.map((c) => `${store.version(c)}:${store.db[c].length}`).join('|');
  const hit = cache.get(store);
  if (hit?.key === key) return hit;
  const facts = joinFacts(store);
  const byType = new Map<OperationType, ScopedFact[]>();
  for (const f of facts) {
    const type = operationTypeOfEvent(f);
    if (!type) continue;
    const list = byType.get(type);
    if (list) list.push(f);
    else byType.set(type, [f]);
  }
  const entry = { key, facts, byType };
  cache.set(store, entry);
  return entry;
}

export const reportFacts = (store: Store): ScopedFact[] => cached(store).facts;

/** Only the facts that record one of these operation types (a report reads its type's, not the whole history). */
export const reportFactsOf = (store: Store, types: readonly OperationType[]): ScopedFact[] => {
  const { byType } = cached(store);
  return types.flatMap((t) => byType.get(t) ?? []);
};

function joinFacts(store: Store): ScopedFact[] {
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
      at: e.at,
      event: e.event,
      operationId: e.operationId,
      unitNbr: unit?.unitNbr ?? '',
      bookingOrBl: bookingOrBlOf(op, unit),
      draftNumber: op?.draftNumber ?? null,
      condition,
      appointmentNbr: e.operationId !== null ? appointmentAt(appointments.get(e.operationId), e.at) : null,
      carQty: op?.unitVisitIds?.length ?? null,
      agentId: op?.agentId ?? null,
      consigneeId:
        unit?.kind === 'container'
          ? unit.consigneeId
          : ((unit as { consigneeId?: string } | undefined)?.consigneeId ?? null),
      line: unit?.line ?? null,
    };
  });
}
