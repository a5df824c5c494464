/** An invoice's answer (D3 §3 Invoice or draft): its lines and totals from the domain's exact money (src/domain/invoicing/invoiceMoney.ts). */
import { invoiceTotals, type InvoiceTotals } from '../../../src/domain/invoicing/invoiceMoney';
import { invoiceStage } from '../../../src/domain/invoicing/invoiceLifecycle';
import { fromMinor } from '../../../src/domain/money';
import { paymentInProcess } from '../../../src/domain/payments/onlinePayment';
import type { InvoiceListWire, InvoiceWire } from '../../../src/domain/terminalWire/invoices';
import type { Store } from '../../store';
import type { Invoice } from './types';
import { customerProfile } from './drafts';

export const totalsOf = (invoice: Invoice): InvoiceTotals => invoiceTotals(invoice.lines, invoice.tasaCambio);

/** `now`: the terminal's (demo clock) now, for the 'pago en proceso' mark (Q30). */
export function invoiceView(store: Store, invoice: Invoice, login: string, now: Date): InvoiceWire {
  const t = totalsOf(invoice);
  const payee = customerProfile(store, invoice.payeeCustomerId);
  const usd = (minor: number) => fromMinor(minor, 'USD');
  const previewed = invoice.previewedBy.includes(login);
  return {
    draftNumber: invoice.id,
    numeroFactura: invoice.finalNumber,
    finalNumber: invoice.finalNumber,
    status: invoice.status,
    stage: invoiceStage({ status: invoice.status, previewed: invoice.previewedBy.length > 0, paid: invoice.paid }),
    finalizedDate: invoice.finalizedDate,
    dueDate: invoice.dueDate,
    created: invoice.created,
    category: invoice.category,
    vesselVisitId: invoice.vesselVisitId,
    bookingOrBl: invoice.blOrBooking,
    amount: usd(t.subtotalMinor),
    totalCharges: usd(t.subtotalMinor),
    totalTaxes: usd(t.taxesMinor),
    totalTotal: usd(t.totalMinor),
    totalLocalTotal: t.totalLocal,
    totalLocalCurrency: 'CLP',
    totalOwed: invoice.paid ? 0 : usd(t.totalMinor),
    totalLocalOwed: invoice.paid ? 0 : t.totalLocal,
    tasaCambio: invoice.tasaCambio / 100,
    payeeCustomerId: invoice.payeeCustomerId,
    payeeCustomerName: invoice.payeeCustomerName,
    payeeCustomerRole: invoice.payeeCustomerRole,
    paid: invoice.paid,
    agentId: invoice.agentId,
    forUnit: invoice.unitNbrs.length === 1 ? invoice.unitNbrs[0]! : null,
    forUnits: invoice.unitNbrs,
    afecta: invoice.lines.some((l) => l.afecta),
    hasCredit: payee?.hasCredit ?? false,
    clientChile: payee?.clientChile ?? false,
    convenio: payee?.convenio ?? 'NO',
    previewed,
    onlySF: invoice.onlySF,
    paymentInProcess: !invoice.paid && paymentInProcess(invoice.paymentInProcess, now),
    parameters: invoice.unitNbrs.map((u) => ({ metafieldId: 'unitNbr', value: u, bexuEqId: u })),
    summaryCharges: invoice.lines.map((l) => ({
      tarifId: l.tariffId,
      quantity: l.quantity,
      quantityUnit: l.quantityUnit,
      description: l.description,
      totalAmount: usd(l.amountMinor),
      unitNbr: l.unitNbr,
      afecta: l.afecta,
    })),
  };
}

/** An invoice as a search lists it: everything but its lines (GET /invoice/{id} has them), so a customer's 20,000 invoices stay a light answer. */
export function invoiceListView(store: Store, invoice: Invoice, login: string, now: Date): InvoiceListWire {
  const { summaryCharges: _lines, ...rest } = invoiceView(store, invoice, login, now);
  return rest;
}
