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
}

type Draft = Omit<OperationEvent, 'id'>;

export function seedOperationHistory(db: TerminalDb, kinds: Readonly<Partial<Record<OperationKind, KindHistory>>>): void {
  const ops = new Map<number, Operation>(db.operation.map((o) => [o.id, o]));
  const opOfAppointment = new Map(db.appointment.map((a) => [a.id, a.operationId]));
  const drafts: Draft[] = [];
  const ofOp = (op: Operation) => ({ operationKind: op.kind, operationId: op.id });
  for (const op of db.operation) {
    const history = kinds[op.kind];
    if (!history) continue;
    const units = history.perUnit ? op.unitVisitIds ?? [op.unitVisitId] : [op.unitVisitId];
    for (const unitVisitId of units) drafts.push({ at: op.date, login: op.createdBy, event: history.created, ...ofOp(op), unitVisitId, from: null, to: null });
  }
  for (const a of db.appointment) {
    const op = ops.get(a.operationId);
    if (!op) continue;
    drafts.push({ at: a.createdAt, login: op.createdBy, event: 'appointmentBooked', ...ofOp(op), unitVisitId: a.unitVisitId, from: null, to: `${a.day} ${a.start}` });
  }
  for (const g of db.gateVisit) {
    const op = g.appointmentId !== null ? ops.get(opOfAppointment.get(g.appointmentId) ?? -1) : undefined;
    const link = op ? ofOp(op) : { operationKind: null, operationId: null };
    drafts.push({ at: g.timeIn, login: 'terminal', event: 'gateIn', ...link, unitVisitId: g.unitVisitId, from: null, to: null });
    if (g.timeOut) drafts.push({ at: g.timeOut, login: 'terminal', event: 'gateOut', ...link, unitVisitId: g.unitVisitId, from: null, to: null });
  }
  drafts.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
  const first = db.operationEvent.reduce((max, e) => Math.max(max, e.id), 0) + 1;
  db.operationEvent.push(...drafts.map((d, i) => ({ id: first + i, ...d })));
}
