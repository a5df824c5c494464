/**
 * POST /payment/addpayment/{pfll} (D3 §3 Payment request, §4 Payment, §5 Payment registration;
 * INV-052, INV-106…117; Q33–Q35; ruling P73): the payment requests of one registration — one per
 * line, each naming the invoices it pays — checked by the domain's rules (src/domain/payments),
 * then written in one synchronous step: the group, its lines and items, the invoices paid, the
 * credit notes spent. All or nothing; never a paid invoice again. A repeated request (the same
 * user's Idempotency-Key over the same request; terminalModel/idempotency.ts) answers the group it
 * made, so a double click, a retry or a lost answer pays once; the online payment's notification
 * answers its own payment's group, found by the payment's id.
 */
import { checkPayment, type OwedInvoice, type PaidLine } from '../../../src/domain/payments/paymentCheck';
import type { PaymentRequest } from '../../../src/domain/payments/calls';
import { currencyOf } from '../../../src/domain/payments/paymentLines';
import { paymentInProcess } from '../../../src/domain/payments/onlinePayment';
import { paymentRuleMessages as m } from '../../../src/i18n/paymentRuleMessages';
import { invoiceRuleMessages as ir } from '../../../src/i18n/invoiceRuleMessages';
import { appMessages } from '../../../src/i18n/appMessages';
import { badRequest } from '../../errors';
import type { Store } from '../../store';
import type { UserRecord } from '../../types';
import { refused } from '../../terminalModel/errors';
import { earlierRecord, stampOf, type KeyedRequest } from '../../terminalModel/idempotency';
import type { Moment } from '../../terminalModel/history';
import { nextNumber } from '../../terminalModel/ids';
import { creditForDraft } from '../invoicing/credits';
import { invoiceAt, invoiceWithin } from '../invoicing/drafts';
import { totalsOf } from '../invoicing/views';
import type { Invoice } from '../invoicing/types';
import type { PaymentGroup, PaymentLineRecord } from './types';
import { billingOnline, syncGroup } from './billing';
import { TOLERANCE } from './tolerance';

const v = appMessages.validation;
const CASH_TYPES = new Set(['CASH', 'CASH_US']);

interface ParsedRequest {
  line: PaymentLineRecord;
  drafts: number[];
}

/** A decoded request (src/domain/payments/calls.ts) as the group's line: which fields a type reads, and the invoices it names. */
function lineOf(r: PaymentRequest, index: number): ParsedRequest {
  const drafts = r.items.map((i) => i.invoiceDraftNumber);
  if (drafts.length === 0 || drafts.some((d) => !Number.isInteger(d) || d <= 0))
    throw badRequest(m.zero, { [`${index}.paymentItems`]: v.required });
  const type = r.type;
  const creditNote = r.nroCredit ?? r.checkNumber;
  return {
    drafts,
    line: {
      type,
      currency: currencyOf(type),
      amountMinor: r.amountMinor,
      customerId: r.customerId ?? '',
      customerRole: r.customerRole ?? 'CONSIGNEE',
      bankName: r.bankName,
      checkDate: type === 'CHECK' ? (r.checkDate ?? r.date) : null,
      checkNumber: type === 'CHECK' ? r.checkNumber : null,
      opNumber: type === 'WIRE_TRANSFER' ? r.checkNumber : null,
      opDate: type === 'WIRE_TRANSFER' ? r.date : null,
      depositorRut: type === 'WIRE_TRANSFER' ? r.rutDeposit : null,
      creditNoteId: type === 'CREDIT_NOTE' && creditNote && /^\d+$/.test(creditNote) ? Number(creditNote) : null,
      notes: r.notes ?? null,
    },
  };
}

const owedOf = (invoice: Invoice): OwedInvoice => {
  const t = totalsOf(invoice);
  return {
    draftNumber: invoice.id,
    customerId: invoice.payeeCustomerId,
    status: invoice.status,
    paid: invoice.paid,
    owedLocal: t.totalLocal,
    owedUsdMinor: t.totalMinor,
  };
};

export interface RegisterInput {
  requests: readonly PaymentRequest[];
  /** The desk's Idempotency-Key, its user's, with the request's fingerprint; null without one. */
  key: KeyedRequest | null;
  /** The online payment (ruling P74) whose provider's notification this is, for its payer: not a desk registration. */
  onlinePaymentId?: string;
}

/**
 * The online payment's own group, if its notification registered it: by the id the group carries,
 * or (a group written before that field) the one the payment points to — never one a key finds.
 */
function onlineGroup(store: Store, paymentId: string): PaymentGroup | undefined {
  const own = store.db.paymentGroup.find((g) => g.onlinePaymentId === paymentId);
  if (own) return own;
  const bound = store.findById('onlinePayment', paymentId)?.paymentGroupId;
  return bound != null ? store.findById('paymentGroup', bound) : undefined;
}

/**
 * Registers the payment, or answers the group an earlier identical request made: the same user's
 * key over the same request (another request under it: 422), or the same online payment's.
 */
export function registerPayment(
  store: Store,
  input: RegisterInput,
  user: UserRecord,
  t: Moment,
): { group: PaymentGroup; repeated: boolean } {
  const online = input.onlinePaymentId !== undefined;
  const earlier =
    input.onlinePaymentId !== undefined
      ? onlineGroup(store, input.onlinePaymentId)
      : earlierRecord(store.db.paymentGroup, input.key, t.now);
  if (earlier) return { group: earlier, repeated: true };
  if (input.requests.length === 0) throw badRequest(m.zero);
  const parsed = input.requests.map(lineOf);
  const drafts = [...new Set(parsed.flatMap((p) => p.drafts))];
  const invoices = drafts.map((d) => invoiceAt(store, String(d), user));
  const finance = user.authorities.includes('ROLE_FINANCIAL');
  // Q35: the terrestrial user pays its own cash events' invoices, in cash.
  if (
    !finance &&
    !online &&
    (parsed.some((p) => !CASH_TYPES.has(p.line.type)) || invoices.some((i) => !paysAtDesk(user, i)))
  ) {
    throw refused(m.terrestrialCashOnly);
  }
  // Q30: an invoice whose online payment is open is paid by the provider's notification, not at the desk.
  const busy = online ? undefined : invoices.find((i) => !i.paid && paymentInProcess(i.paymentInProcess, t.now));
  if (busy) throw refused(`${m.inProcess} (${busy.finalNumber})`);
  const owed = invoices.map(owedOf);
  // A line names its customer; with one customer it is that one.
  const customers = [...new Set(invoices.map((i) => i.payeeCustomerId))];
  for (const p of parsed)
    if (!p.line.customerId || customers.length === 1)
      p.line.customerId = customers.length === 1 ? customers[0]! : p.line.customerId;
  const lines: PaidLine[] = parsed.map((p) => ({
    type: p.line.type,
    minor: p.line.amountMinor,
    customerId: p.line.customerId,
  }));
  const verdict = checkPayment(owed, lines, TOLERANCE);
  if (!verdict.ok) {
    const paid = invoices.filter((i) => i.paid).map((i) => i.finalNumber ?? i.id);
    throw refused(paid.length > 0 ? `${verdict.message} (${paid.join(', ')})` : verdict.message!, verdict.code);
  }
  // Credit notes: the customer's own, with the balance for the line (each checked before anything is written).
  const notes = parsed
    .filter((p) => p.line.type === 'CREDIT_NOTE')
    .map((p) => {
      if (p.line.creditNoteId === null) throw badRequest(undefined, { nroCredit: v.number });
      const note = creditForDraft(store, String(p.line.creditNoteId), p.line.customerId);
      if (p.line.amountMinor > note.saldo) throw refused(m.creditExceeded);
      return { note, amount: p.line.amountMinor };
    });

  // One synchronous step: the group written, the invoices paid, the notes spent.
  const group: PaymentGroup = {
    id: nextNumber(store, 'paymentGroup', store.db.paymentGroup, 0),
    status: 'PENDING_SYNC',
    sequenceNbr: '0',
    created: t.now.toISOString(),
    createdBy: t.login,
    idempotency: input.key ? stampOf(input.key, t.now) : null,
    onlinePaymentId: input.onlinePaymentId ?? null,
    currency: verdict.currency,
    lines: parsed.map((p) => p.line),
    items: invoices.map((i, n) => ({
      invoiceDraftNumber: i.id,
      finalNumber: i.finalNumber,
      customerId: i.payeeCustomerId,
      customerName: i.payeeCustomerName,
      agentId: i.agentId,
      owedUsdMinor: owed[n]!.owedUsdMinor,
      owedLocal: owed[n]!.owedLocal,
      paidInFull: verdict.paidInFull,
    })),
    posted: false,
    postedAt: null,
    syncedAt: null,
  };
  store.insert('paymentGroup', group);
  for (const invoice of invoices) {
    invoice.paid = true;
    invoice.paidAt = t.now.toISOString();
    store.touch('invoice', invoice);
  }
  for (const { note, amount } of notes) {
    note.saldo -= amount;
    store.touch('creditNote', note);
  }
  if (billingOnline(store)) syncGroup(store, group, t.now);
  return { group, repeated: false };
}

/** Q35: finance pays any invoice at the desk; the terrestrial cash desk only its own cash events' invoices. */
const paysAtDesk = (user: UserRecord, invoice: Invoice) =>
  user.authorities.includes('ROLE_FINANCIAL') || (invoice.createdBy === user.login && invoice.origin === 'cash');

/**
 * Only final invoices are paid: the pay screen's precheck (GET /invoice/validatepay/{drafts}, INV-112).
 * An invoice the user may not pay at the desk reads as one that does not exist: the precheck tells
 * another cash desk nothing of it.
 */
export function validateDrafts(
  store: Store,
  drafts: readonly string[],
  user: UserRecord,
  now: Date,
): { valor: boolean; mensaje: string } {
  for (const d of drafts) {
    const invoice = invoiceWithin(store, d, user);
    if (!invoice || !paysAtDesk(user, invoice)) return { valor: false, mensaje: `${ir.noInvoices} (${d})` };
    if (invoice.status !== 'FINAL') return { valor: false, mensaje: `${m.notFinal} (${d})` };
    if (invoice.paid) return { valor: false, mensaje: `${m.alreadyPaid} (${invoice.finalNumber})` };
    if (paymentInProcess(invoice.paymentInProcess, now))
      return { valor: false, mensaje: `${m.inProcess} (${invoice.finalNumber})` };
  }
  return { valor: true, mensaje: '' };
}
