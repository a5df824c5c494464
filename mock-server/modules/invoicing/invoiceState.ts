/** An invoice as an operational screen's costs answer carries it (D2 §3 Invoice data on operational screens; IMP-053). */
import { invoiceTotals } from '../../../src/domain/invoicing/invoiceMoney';
import { invoiceStage } from '../../../src/domain/invoicing/invoiceLifecycle';
import { fromMinor } from '../../../src/domain/money';
import { paymentInProcess } from '../../../src/domain/payments/onlinePayment';
import type { InvoiceStateWire } from '../../../src/domain/terminalWire/charges';
import type { Invoice } from './types';

export function invoiceState(invoice: Invoice, login: string, now: Date): InvoiceStateWire {
  const t = invoiceTotals(invoice.lines, invoice.tasaCambio);
  return {
    draftNumber: invoice.id,
    finalNumber: invoice.finalNumber,
    paid: invoice.paid,
    previewed: invoice.previewedBy.includes(login),
    stage: invoiceStage({ status: invoice.status, previewed: invoice.previewedBy.length > 0, paid: invoice.paid }),
    totalTotal: fromMinor(t.totalMinor, 'USD'),
    totalLocalTotal: t.totalLocal,
    payeeCustomerName: invoice.payeeCustomerName,
    paymentInProcess: !invoice.paid && paymentInProcess(invoice.paymentInProcess, now),
  };
}
