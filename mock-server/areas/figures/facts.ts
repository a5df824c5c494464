/**
 * The figures' history read from the terminal's records (issue 33 §3): appointments, gate passes,
 * quotas, import boxes' stays, pending charges and invoices, each with its parties (trucking
 * company, customs agent, line) so the domain's scope filter applies. Reads only; the rules are
 * src/domain/figures.
 */
import type { FigureHistory, ImportStay, Parties } from '../../../src/domain/figures/facts';
import { invoiceTotals } from '../../../src/domain/invoicing/invoiceMoney';
import { santiagoDay } from '../../../src/domain/santiagoTime';
import { rateOn } from '../../modules/invoicing/rates';
import type { CollectionName, Store } from '../../store';

export function figureHistory(store: Store, now: Date): FigureHistory {
  const db = store.db;
  const unitOf = new Map(db.unitVisit.map((u) => [u.id, u]));
  const lineOfNbr = new Map<string, string>();
  for (const u of db.unitVisit) lineOfNbr.set(u.unitNbr, u.line);
  const opOf = new Map(db.operation.map((o) => [o.id, o]));
  // A unit visit's customs agent: its active operation's, else any operation's that names one.
  const agentOfUnit = new Map<string, string>();
  for (const o of db.operation) {
    if (o.agentId === null) continue;
    if (o.status === 'ACTIVE' || !agentOfUnit.has(o.unitVisitId)) agentOfUnit.set(o.unitVisitId, o.agentId);
  }
  const apptOf = new Map(db.appointment.map((a) => [a.id, a]));
  const partiesOfUnit = (unitVisitId: string, truckingId: string | null, agentId?: string | null): Parties => ({
    truckingId,
    agentId: agentId ?? agentOfUnit.get(unitVisitId) ?? null,
    line: unitOf.get(unitVisitId)?.line ?? null,
  });

  const visits = db.gateVisit.map((g) => {
    const appt = g.appointmentId === null ? undefined : apptOf.get(g.appointmentId);
    const agentId = appt ? opOf.get(appt.operationId)?.agentId : undefined;
    return {
      appointmentId: g.appointmentId,
      move: g.move,
      timeIn: g.timeIn,
      timeOut: g.timeOut,
      parties: partiesOfUnit(g.unitVisitId, g.truckingId, agentId),
    };
  });
  const stays: ImportStay[] = [];
  for (let i = 0; i < db.gateVisit.length; i++) {
    const g = db.gateVisit[i]!;
    const unit = unitOf.get(g.unitVisitId);
    if (g.move !== 'PICKUP' || !g.timeOut || unit?.category !== 'IMPORT' || !unit.timeIn) continue;
    stays.push({ timeIn: unit.timeIn, leftAt: g.timeOut, parties: visits[i]!.parties });
  }
  return {
    appointments: db.appointment.map((a) => ({
      id: a.id,
      truckingId: a.truckingId,
      day: a.day,
      start: a.start,
      end: a.end,
      status: a.status,
      releasedAt: a.releasedAt ?? null,
      parties: partiesOfUnit(a.unitVisitId, a.truckingId, opOf.get(a.operationId)?.agentId),
    })),
    visits,
    quotas: db.appointmentQuota.map((q) => ({ day: q.day, capacity: q.capacity })),
    stays,
    charges: db.charge
      .filter((c) => c.status === 'PENDING')
      .map((c) => {
        const op = opOf.get(c.operationId);
        return {
          currency: c.currency,
          amountMinor: c.amountMinor,
          parties: partiesOfUnit(c.unitVisitId, op?.truckingId ?? null, op?.agentId),
        };
      }),
    invoices: db.invoice
      .filter((i) => i.status === 'FINAL')
      .map((i) => ({
        status: i.status,
        paid: i.paid,
        dueDate: i.dueDate,
        totalClp: invoiceTotals(i.lines, i.tasaCambio).totalLocal,
        parties: { truckingId: null, agentId: i.agentId, line: lineOfNbr.get(i.unitNbrs[0] ?? '') ?? null },
      })),
    rateHundredths: rateOn(db, santiagoDay(now)),
  };
}

/** The collections the history reads: a change recorded in any of them (its version) makes it read again. */
const READS = [
  'appointment',
  'gateVisit',
  'appointmentQuota',
  'unitVisit',
  'operation',
  'charge',
  'invoice',
  'exchangeRate',
] as const satisfies readonly CollectionName[];

/**
 * The history, read once per change of the records it reads and per day (the rate is today's):
 * a year of history is read in a few hundred ms, and a page of figures asks for it at every period
 * change. Keyed by the collections' versions and the arrays themselves (a reset replaces them).
 */
export function historyReader(store: Store): (now: Date) => FigureHistory {
  let cached: { key: string; arrays: unknown[]; history: FigureHistory } | undefined;
  return (now) => {
    const arrays = READS.map((c) => store.db[c]);
    const key = `${santiagoDay(now)}|${READS.map((c) => store.version(c)).join(',')}`;
    if (!cached || cached.key !== key || cached.arrays.some((a, i) => a !== arrays[i]))
      cached = { key, arrays, history: figureHistory(store, now) };
    return cached.history;
  };
}
