/**
 * The seed's invoices (ruling P70): every agent and customer the master data marks as having
 * overdue invoices gets a real one — a final invoice of one of its import units' pending charges,
 * finalized 44 days ago, due 14 days ago, unpaid — and the marks are then what the invoices say.
 * The first agent (the demo 'aga') also has a paid invoice and a draft. Final numbers start at
 * 100000 and run without gaps.
 */
import { addDays } from '../../../src/domain/santiagoTime';
import type { Agent, Rec } from '../../types';
import type { ChargeLine, TerminalDb, UnitVisit } from '../../terminalModel/types';
import type { Invoice } from './types';
import { rateOn } from './rates';

const FIRST_FINAL = 100_000;
const FIRST_DRAFT = 700_000;

interface Options {
  agents: readonly Agent[];
  customers: readonly Rec[];
  today: string;
  at: (hoursFromEpoch: number) => string;
}

export function seedInvoices(db: TerminalDb, o: Options): void {
  const pendingByUnit = new Map<string, ChargeLine[]>();
  for (const c of db.charge)
    if (c.status === 'PENDING') pendingByUnit.set(c.unitVisitId, [...(pendingByUnit.get(c.unitVisitId) ?? []), c]);
  const unitOf = new Map(db.unitVisit.map((u) => [u.id, u]));
  const opOf = new Map(db.operation.map((op) => [op.id, op]));
  const candidates = [...pendingByUnit.entries()]
    .map(([unitId, lines]) => ({
      unit: unitOf.get(unitId)!,
      lines,
      agentId: opOf.get(lines[0]!.operationId)?.agentId ?? null,
    }))
    .filter((c) => c.unit && c.unit.kind === 'container' && c.unit.category === 'IMPORT' && c.unit.consigneeId);
  const used = new Set<string>();
  let finals = 0;
  let drafts = 0;

  const make = (
    c: { unit: UnitVisit; lines: ChargeLine[]; agentId: string | null },
    kind: 'overdue' | 'paid' | 'draft',
  ): Invoice => {
    used.add(c.unit.id);
    const id = FIRST_DRAFT + ++drafts;
    const created = o.at(kind === 'draft' ? -30 : -24 * 45);
    const final = kind !== 'draft';
    const invoice: Invoice = {
      id,
      status: final ? 'FINAL' : 'DRAFT',
      finalNumber: final ? FIRST_FINAL + finals++ : null,
      created,
      finalizedDate: final ? o.at(-24 * 44) : null,
      dueDate: final ? addDays(o.today, kind === 'overdue' ? -14 : 16) : null,
      category: 'IMPORT',
      vesselVisitId: c.unit.visitId ?? '',
      blOrBooking: c.unit.kind === 'container' ? (c.unit.blNumbers[0] ?? null) : null,
      payeeCustomerId: String(c.unit.consigneeId),
      payeeCustomerName: c.unit.kind === 'container' ? c.unit.consigneeName : String(c.unit.consigneeId),
      payeeCustomerRole: 'CONSIGNEE',
      agentId: c.agentId,
      unitNbrs: [c.unit.unitNbr],
      tasaCambio: rateOn(db, created.slice(0, 10)),
      onlySF: false,
      previewedBy: final ? ['seed'] : [],
      paid: kind === 'paid',
      paidAt: kind === 'paid' ? o.at(-24 * 10) : null,
      createdBy: 'seed',
      lines: c.lines.map((l) => ({
        chargeId: l.id,
        unitNbr: c.unit.unitNbr,
        tariffId: l.tariffId,
        description: l.description,
        quantity: l.quantity,
        quantityUnit: l.quantityUnit,
        amountMinor: l.amountMinor,
        afecta: true,
      })),
    };
    for (const l of c.lines) Object.assign(l, { status: 'INVOICED', invoiceId: id });
    db.invoice.push(invoice);
    return invoice;
  };
  // Candidates indexed by agent and by consignee: at SEED_SCALE=500 thousands of marks look one up each.
  type Candidate = (typeof candidates)[number];
  const indexBy = (key: (c: Candidate) => string | null) => {
    const map = new Map<string, Candidate[]>();
    for (const c of candidates) {
      const k = key(c);
      if (k !== null) map.set(k, [...(map.get(k) ?? []), c]);
    }
    return map;
  };
  const byAgent = indexBy((c) => c.agentId);
  const byConsignee = indexBy((c) => String(c.unit.consigneeId));
  const free = (list: readonly Candidate[] | undefined) => list?.find((c) => !used.has(c.unit.id));

  for (const agent of o.agents) {
    if (!agent.invoiceOverdue) continue;
    const c = free(byAgent.get(agent.id));
    if (c) make(c, 'overdue');
    else agent.invoiceOverdue = false;
  }
  for (const customer of o.customers) {
    if (customer.invoiceOverdue !== true) continue;
    const c = free(byConsignee.get(String(customer.id)));
    if (c) make(c, 'overdue');
    else customer.invoiceOverdue = false;
  }
  // The demo agent's other invoices: one paid, one draft.
  const first = o.agents[0]?.id;
  for (const kind of ['paid', 'draft'] as const) {
    const c = first === undefined ? undefined : free(byAgent.get(first));
    if (c) make(c, kind);
  }
}
