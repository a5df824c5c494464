/**
 * The history of the seed's operations (issue 33; ruling P86): what the live transitions would have
 * recorded had the seed's records been made through them — each operation's creation (its kind
 * names the event, `TerminalModule.history`), each appointment's booking, each gate visit's in and
 * out — at the records' own times and by their own users, so reports and the audit read a history
 * that agrees with the records. Names no kind: the kinds pass their event names in.
 */
import type { Operation, OperationEvent, OperationKind, TerminalDb } from './types';

/** How a kind's creation reads in the history: its event, and whether it is recorded once per unit (a car inscription's vehicles). */
export interface KindHistory {
  created: string;
  perUnit?: boolean;
  /**
   * How a cancellation reads (issue 33 §1): an operation of the kind CANCELLED is recorded at its
   * `cancelledAt`; with `cancelledEvery` n, every n-th live operation of the kind (by id) had an
   * earlier request, made two days before it and cancelled one day before it (a record of its own,
   * CANCELLED), so the cancellation reports read rows in the demo without changing any unit's state.
   */
  cancelled?: string;
  cancelledEvery?: number;
}

/**
 * Every n-th appointment booked at least a day after its operation was first booked for the day
 * before and re-coordinated to its slot when the appointment was made (issue 33 §1): the appointment
 * record is the re-coordination's, as the live transition leaves it.
 */
export const RECOORDINATED_EVERY = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

const shiftIso = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The earlier, cancelled requests of every n-th live operation of the kinds that say so (records of their own). */
function seedPastCancellations(db: TerminalDb, kinds: Readonly<Partial<Record<OperationKind, KindHistory>>>): void {
  let id = db.operation.reduce((max, o) => Math.max(max, o.id), 0);
  let draft = db.operation.reduce((max, o) => Math.max(max, o.draftNumber ?? 0), 0);
  const earlier: Operation[] = [];
  for (const op of db.operation) {
    const every = kinds[op.kind]?.cancelledEvery;
    if (!every || op.status !== 'ACTIVE' || op.id % every !== 0) continue;
    earlier.push({
      ...op,
      id: ++id,
      draftNumber: ++draft,
      status: 'CANCELLED',
      date: shiftIso(op.date, -2 * DAY_MS),
      cancelledAt: shiftIso(op.date, -DAY_MS),
    } as Operation);
  }
  db.operation.push(...earlier);
}

type Draft = Omit<OperationEvent, 'id'>;

export function seedOperationHistory(
  db: TerminalDb,
  kinds: Readonly<Partial<Record<OperationKind, KindHistory>>>,
): void {
  seedPastCancellations(db, kinds);
  const ops = new Map<number, Operation>(db.operation.map((o) => [o.id, o]));
  const opOfAppointment = new Map(db.appointment.map((a) => [a.id, a.operationId]));
  const drafts: Draft[] = [];
  const ofOp = (op: Operation) => ({ operationKind: op.kind, operationId: op.id });
  for (const op of db.operation) {
    const history = kinds[op.kind];
    if (!history) continue;
    const units = history.perUnit ? (op.unitVisitIds ?? [op.unitVisitId]) : [op.unitVisitId];
    for (const unitVisitId of units)
      drafts.push({
        at: op.date,
        login: op.createdBy,
        event: history.created,
        ...ofOp(op),
        unitVisitId,
        from: null,
        to: null,
      });
    if (history.cancelled && op.status === 'CANCELLED' && op.cancelledAt) {
      drafts.push({
        at: op.cancelledAt,
        login: op.createdBy,
        event: history.cancelled,
        ...ofOp(op),
        unitVisitId: op.unitVisitId,
        from: 'ACTIVE',
        to: 'CANCELLED',
      });
    }
  }
  for (const a of db.appointment) {
    const op = ops.get(a.operationId);
    if (!op) continue;
    const slot = `${a.day} ${a.start}`;
    const firstAt = shiftIso(op.date, (Date.parse(a.createdAt) - Date.parse(op.date)) / 2);
    if (a.id % RECOORDINATED_EVERY === 0 && Date.parse(a.createdAt) - Date.parse(op.date) >= DAY_MS) {
      const first = `${dayBefore(a.day)} ${a.start}`;
      drafts.push({
        at: firstAt,
        login: op.createdBy,
        event: 'appointmentBooked',
        ...ofOp(op),
        unitVisitId: a.unitVisitId,
        from: null,
        to: first,
      });
      drafts.push({
        at: a.createdAt,
        login: op.createdBy,
        event: 'appointmentRecoordinated',
        ...ofOp(op),
        unitVisitId: a.unitVisitId,
        from: first,
        to: slot,
      });
      continue;
    }
    drafts.push({
      at: a.createdAt,
      login: op.createdBy,
      event: 'appointmentBooked',
      ...ofOp(op),
      unitVisitId: a.unitVisitId,
      from: null,
      to: slot,
    });
  }
  for (const g of db.gateVisit) {
    const op = g.appointmentId !== null ? ops.get(opOfAppointment.get(g.appointmentId) ?? -1) : undefined;
    const link = op ? ofOp(op) : { operationKind: null, operationId: null };
    drafts.push({
      at: g.timeIn,
      login: 'terminal',
      event: 'gateIn',
      ...link,
      unitVisitId: g.unitVisitId,
      from: null,
      to: null,
    });
    if (g.timeOut)
      drafts.push({
        at: g.timeOut,
        login: 'terminal',
        event: 'gateOut',
        ...link,
        unitVisitId: g.unitVisitId,
        from: null,
        to: null,
      });
  }
  drafts.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
  const first = db.operationEvent.reduce((max, e) => Math.max(max, e.id), 0) + 1;
  db.operationEvent.push(...drafts.map((d, i) => ({ id: first + i, ...d })));
}
