/**
 * Invoicing from the charge ledger (D3 §4 Invoice; INV-017…068; rulings P67, P68): the units with
 * charges pending invoicing, a draft made from them (each charge invoiced at most once: the check
 * and the marking are one synchronous step, so of two concurrent drafts for a charge one is made
 * and the other refused), its preview, its finalizing with the next number of a gap-free sequence,
 * and its deletion (its charges back to pending). Invoicing names no operation kind: a unit's
 * shipper is read from its operation when the operation carries one.
 */
import { deletable, finalizeRefusal } from '../../../src/domain/invoicing/invoiceLifecycle';
import { chargeSearchErrors, preInvoiceErrors } from '../../../src/domain/invoicing/invoiceSearchRules';
import { appMessages } from '../../../src/i18n/appMessages';
import { invoiceRuleMessages as r } from '../../../src/i18n/invoiceRuleMessages';
import { serverFactsMessages as facts } from '../../../src/i18n/serverFactsMessages';
import { addDays, santiagoDay } from '../../../src/domain/santiagoTime';
import { badRequest, notFound } from '../../errors';
import type { Store } from '../../store';
import type { Rec, UserRecord } from '../../types';
import { scopeOf, type Scope } from '../../terminalModel/access';
import { refused } from '../../terminalModel/errors';
import type { Moment } from '../../terminalModel/history';
import { nextNumber } from '../../terminalModel/ids';
import type { ChargeLine, Operation, UnitVisit } from '../../terminalModel/types';
import type { Invoice, InvoiceLineRecord } from './types';
import { rateOn } from './rates';

/** CONST-050: the security fee, what an only-SF pre-invoice holds. */
export const SECURITY_FEE_TARIFF = 'PCE-B126';
/** The payee's roles the pre-invoice dialog offers (D3 §3 Payee; INV-024). */
export const PAYEE_ROLES = ['CONSIGNEE', 'SHIPPER'] as const;
/** The first final number of the sequence (the seed's invoices come before). */
const FIRST_FINAL_NUMBER = 100_000;

export type Category = 'IMPORT' | 'EXPORT';
const categoryOf = (u: UnitVisit): Category => (u.category === 'EXPORT' ? 'EXPORT' : 'IMPORT');

export interface ChargeFilters {
  visit: string;
  category: Category;
  blOrBooking?: string;
  unit?: string;
  client?: string;
  storekeeper?: string;
  agent?: string;
  onlySF?: boolean;
}

/** A unit's pending charges, its operation and its facts, as the charge search lists them. */
export interface PendingUnit {
  unit: UnitVisit;
  op: Operation | undefined;
  lines: ChargeLine[];
}

const text = (x: unknown) => String(x ?? '').trim();
/** INV-026: an unknown payee. */
const unknownClient = appMessages.clients.unknown;
const shipperOf = (op: Operation | undefined) => {
  const o = op as unknown as { shipperId?: string; shipperName?: string } | undefined;
  return { id: o?.shipperId ?? null, name: o?.shipperName ?? null };
};
const blOf = (u: UnitVisit) => (u.kind === 'vehicle' ? u.blNbr : (u.blNumbers[0] ?? null));
const bookingOf = (op: Operation | undefined) =>
  (op as unknown as { bookingId?: string } | undefined)?.bookingId ?? null;
const storekeeperOf = (u: UnitVisit) => (u.kind === 'container' ? u.storekeeperCode : null);

/** The BL (import) or booking (export) every unit of a draft shares, if one: the draft's when the search named none. */
function sharedDocument(pending: readonly PendingUnit[]): string | null {
  const docs = new Set(pending.map((p) => (categoryOf(p.unit) === 'EXPORT' ? bookingOf(p.op) : blOf(p.unit))));
  return docs.size === 1 ? ([...docs][0] ?? null) : null;
}

/** Whether the user reaches a unit's charges: the terminal's staff all, an agent its operations', a storekeeper its units'. */
function reachesCharges(scope: Scope, unit: UnitVisit, op: Operation | undefined): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'agent') return op?.agentId === scope.agentId;
  if (scope.kind === 'storekeeper') return unit.kind === 'container' && unit.storekeeperId === scope.storekeeperId;
  return false;
}

/** POST /invoice/searchallcues (INV-017): the units of a visit with charges pending invoicing, filtered. */
export function pendingUnits(store: Store, f: ChargeFilters, user: UserRecord): PendingUnit[] {
  const scope = scopeOf(store.db, user);
  const byUnit = new Map<string, ChargeLine[]>();
  for (const line of store.db.charge) {
    if (line.status !== 'PENDING' || (f.onlySF && line.tariffId !== SECURITY_FEE_TARIFF)) continue;
    const list = byUnit.get(line.unitVisitId) ?? [];
    list.push(line);
    byUnit.set(line.unitVisitId, list);
  }
  const out: PendingUnit[] = [];
  for (const [unitVisitId, lines] of byUnit) {
    const unit = store.findById('unitVisit', unitVisitId);
    if (!unit || unit.visitId !== f.visit || categoryOf(unit) !== f.category) continue;
    const op = store.findById('operation', lines[0]!.operationId);
    if (!reachesCharges(scope, unit, op)) continue;
    const bl = blOf(unit);
    const booking = bookingOf(op);
    if (
      f.blOrBooking &&
      text(f.blOrBooking).toUpperCase() !== (bl ?? '') &&
      text(f.blOrBooking).toUpperCase() !== (booking ?? '')
    )
      continue;
    if (f.unit && text(f.unit).toUpperCase() !== unit.unitNbr) continue;
    if (f.client && text(f.client) !== unit.consigneeId && text(f.client) !== shipperOf(op).id) continue;
    if (f.storekeeper && text(f.storekeeper) !== storekeeperOf(unit)) continue;
    if (f.agent && text(f.agent) !== op?.agentId) continue;
    out.push({ unit, op, lines });
  }
  return out.sort((a, b) => a.unit.unitNbr.localeCompare(b.unit.unitNbr));
}

export const chargeView = (p: PendingUnit) => ({
  unitNbr: p.unit.unitNbr,
  category: categoryOf(p.unit) === 'EXPORT' ? ('EXPRT' as const) : ('IMPRT' as const),
  consigneeId: p.unit.consigneeId || null,
  consigneeName: p.unit.kind === 'container' ? p.unit.consigneeName || null : null,
  shipperId: shipperOf(p.op).id,
  shipperName: shipperOf(p.op).name,
  blNbr: blOf(p.unit),
  bookingNbr: bookingOf(p.op),
  visit: p.unit.visitId,
  event: p.op?.kind ?? '',
  agentId: p.op?.agentId ?? null,
  storekeeper: storekeeperOf(p.unit),
  selected: false,
  pendingAmount: p.lines.reduce((s, l) => s + l.amountMinor, 0),
});

/** The payee's invoicing profile (ruling P68): in Chile, agreement (convenio), credit (credit days), its name. */
export function customerProfile(
  store: Store,
  customerId: string,
): { name: string; clientChile: boolean; convenio: string; hasCredit: boolean; diasDeCredito: number } | undefined {
  const customer = store.findById('customer', customerId) as Rec | undefined;
  const client = store.findById('client', customerId) as Rec | undefined;
  if (!customer && !client) return undefined;
  const days = Number(customer?.diasDeCredito ?? 0);
  return {
    name: String(customer?.name ?? (client?.shipperConsignee as Rec | undefined)?.name ?? customerId),
    clientChile: client?.clientChile !== false,
    convenio: String(customer?.convenio ?? 'NO'),
    hasCredit: days > 0,
    diasDeCredito: days,
  };
}

export interface DraftInput extends ChargeFilters {
  units: readonly string[];
  client: string;
  clientRole?: string;
}

/** The charge search's own faults (a visit, and a BL/booking or a unit unless only-SF), 400 on their fields. */
function checkChargeFilters(f: ChargeFilters): void {
  const errors = chargeSearchErrors({
    visit: f.visit,
    blOrBooking: f.blOrBooking ?? '',
    unit: f.unit ?? '',
    onlySF: f.onlySF ?? false,
  });
  if (Object.keys(errors).length > 0) throw badRequest(undefined, errors as Record<string, string>);
}

/** POST /invoice/searchallcues (INV-017…023): the search checked, then the units with pending charges. */
export function searchCharges(store: Store, f: ChargeFilters, user: UserRecord): PendingUnit[] {
  checkChargeFilters(f);
  return pendingUnits(store, f, user);
}

/** POST /invoice/generate-sf (INV-024): a draft of the chosen units' pending charges, for the payee. */
export function generateDraft(store: Store, input: DraftInput, user: UserRecord, t: Moment): Invoice {
  checkChargeFilters(input);
  const client = text(input.client);
  const wanted = new Set(input.units.map((u) => text(u).toUpperCase()));
  const faults = preInvoiceErrors({ payee: client, charges: [...wanted] });
  if (faults.payee || faults.charges)
    throw badRequest(undefined, {
      ...(faults.payee ? { client: faults.payee } : {}),
      ...(faults.charges ? { units: faults.charges } : {}),
    });
  // The payee's role is one the dialog offers (issue 29: any text was stored and searched by).
  const role = text(input.clientRole).toUpperCase() || 'CONSIGNEE';
  if (!(PAYEE_ROLES as readonly string[]).includes(role))
    throw badRequest(undefined, { clientRole: appMessages.validation.selectFromList });
  const payee = customerProfile(store, client);
  if (!payee) throw badRequest(unknownClient, { client: unknownClient });
  const pending = pendingUnits(
    store,
    { ...input, client: undefined, unit: undefined, blOrBooking: undefined },
    user,
  ).filter((p) => wanted.has(p.unit.unitNbr));
  const missing = [...wanted].filter((u) => !pending.some((p) => p.unit.unitNbr === u));
  if (missing.length > 0) throw refused(`${r.alreadyInvoiced} (${missing.join(', ')})`);
  // A named BL or booking is every chosen unit's own (as the search filters): the draft never carries another's.
  const named = text(input.blOrBooking).toUpperCase();
  if (named && pending.some((p) => named !== (blOf(p.unit) ?? '') && named !== (bookingOf(p.op) ?? ''))) {
    throw badRequest(facts.blOrBookingMismatch, { blOrBooking: facts.blOrBookingMismatch });
  }
  const afecta = input.category === 'IMPORT';
  const lines: InvoiceLineRecord[] = pending.flatMap((p) =>
    p.lines.map((l) => ({
      chargeId: l.id,
      unitNbr: p.unit.unitNbr,
      tariffId: l.tariffId,
      description: l.description,
      quantity: l.quantity,
      quantityUnit: l.quantityUnit,
      amountMinor: l.amountMinor,
      afecta,
    })),
  );
  const invoice: Invoice = {
    id: nextNumber(
      store,
      'invoiceDraft',
      store.db.invoice,
      Math.max(699_999, ...store.db.operation.map((o) => o.draftNumber)),
    ),
    status: 'DRAFT',
    finalNumber: null,
    created: t.now.toISOString(),
    finalizedDate: null,
    dueDate: null,
    category: input.category,
    vesselVisitId: input.visit,
    blOrBooking: named || sharedDocument(pending),
    payeeCustomerId: client,
    payeeCustomerName: payee.name,
    payeeCustomerRole: role,
    agentId: pending[0]?.op?.agentId ?? null,
    unitNbrs: pending.map((p) => p.unit.unitNbr),
    lines,
    tasaCambio: rateOn(store.db, santiagoDay(t.now)),
    onlySF: Boolean(input.onlySF),
    previewedBy: [],
    paid: false,
    paidAt: null,
    createdBy: t.login,
  };
  // One synchronous step: the charges are taken and the draft written together.
  for (const p of pending) {
    for (const line of p.lines) {
      line.status = 'INVOICED';
      line.invoiceId = invoice.id;
      store.touch('charge', line);
    }
  }
  store.insert('invoice', invoice);
  return invoice;
}

/**
 * Which invoices the user reaches (INV-035, INV-036): the terminal's staff all, an agent its own, a
 * storekeeper those of its units. A predicate made once per search (the storekeeper's units indexed).
 */
export function invoiceReach(store: Store, scope: Scope): (invoice: Invoice) => boolean {
  if (scope.kind === 'all') return () => true;
  if (scope.kind === 'agent') return (i) => i.agentId === scope.agentId;
  if (scope.kind === 'storekeeper') {
    const units = new Set(
      store.db.unitVisit
        .filter((u) => u.kind === 'container' && u.storekeeperId === scope.storekeeperId)
        .map((u) => u.unitNbr),
    );
    return (i) => i.unitNbrs.some((n) => units.has(n));
  }
  return () => false;
}

/** The invoice a number names, if within the user's reach (out of reach reads as absent). */
export function invoiceWithin(store: Store, id: string, user: UserRecord): Invoice | undefined {
  const invoice = store.findById('invoice', Number(id));
  return invoice && invoiceReach(store, scopeOf(store.db, user))(invoice) ? invoice : undefined;
}

/** The invoice a path names, within the user's reach. */
export function invoiceAt(store: Store, id: string, user: UserRecord): Invoice {
  const invoice = invoiceWithin(store, id, user);
  if (!invoice) throw notFound(r.noInvoices);
  return invoice;
}

/** GET /invoice/draftpdf/{id} (INV-061): the user previewed the draft. */
export function markPreviewed(store: Store, invoice: Invoice, login: string): void {
  if (invoice.status !== 'DRAFT' || invoice.previewedBy.includes(login)) return;
  invoice.previewedBy.push(login);
  store.touch('invoice', invoice);
}

/** GET /invoice/finalize/{id} (INV-063…068): every condition of D3 §4, then the next final number. */
export function finalizeDraft(store: Store, invoice: Invoice, totalMinor: number, t: Moment): void {
  const payee = customerProfile(store, invoice.payeeCustomerId);
  const refusal = finalizeRefusal({
    status: invoice.status,
    previewed: invoice.previewedBy.includes(t.login),
    clientChile: payee?.clientChile ?? false,
    totalMinor,
    convenio: payee?.convenio ?? 'NO',
    hasCredit: payee?.hasCredit ?? false,
  });
  if (refusal) throw refused(refusal);
  invoice.status = 'FINAL';
  invoice.finalNumber = nextNumber(
    store,
    'invoiceFinal',
    store.db.invoice.filter((i) => i.finalNumber !== null).map((i) => ({ id: i.finalNumber! })),
    FIRST_FINAL_NUMBER - 1,
  );
  invoice.finalizedDate = t.now.toISOString();
  invoice.dueDate = addDays(santiagoDay(t.now), payee?.diasDeCredito ?? 0);
  store.touch('invoice', invoice);
}

/** DELETE /invoice/delete/{id} (INV-053): a draft goes, its charges back to pending. */
export function deleteDraft(store: Store, invoice: Invoice): void {
  if (!deletable(invoice)) throw refused(r.notDraft);
  for (const line of store.db.charge) {
    if (line.invoiceId !== invoice.id) continue;
    line.status = 'PENDING';
    line.invoiceId = null;
    store.touch('charge', line);
  }
  store.remove('invoice', invoice);
}
