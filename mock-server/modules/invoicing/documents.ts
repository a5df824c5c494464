/**
 * The draft and invoice PDFs (D3 §7.2; INV-061, INV-069; pdfkit): the header (pre-invoice or
 * invoice with its numbers), the payee, the visit and units, the lines, then subtotal, IVA and the
 * totals in USD and CLP at the draft's exchange rate.
 */
import { formatMoney, formatNumber } from '../../../src/domain/formats';
import { formatIdentification } from '../../../src/domain/rut';
import { santiagoDateTime } from '../../../src/domain/santiagoTime';
import { categoryLabel } from '../../../src/i18n/codeLabels';
import { invoiceDocumentMessages as d } from '../../../src/i18n/invoiceDocumentMessages';
import { footer, header, render, row, section } from '../../documents/pdf';
import type { Invoice } from './types';
import { totalsOf } from './views';

const usd = (minor: number) => formatMoney(minor / 100, 'USD');

export function invoicePdf(invoice: Invoice, terminalName: string, now: Date): Promise<Buffer> {
  const final = invoice.status === 'FINAL';
  const t = totalsOf(invoice);
  return render(
    (doc) => {
      header(doc, final ? `${d.invoice} ${invoice.finalNumber}` : `${d.draft} ${invoice.id}`, terminalName);
      row(doc, d.draftNumber, invoice.id);
      if (final) row(doc, d.finalized, santiagoDateTime(new Date(invoice.finalizedDate!)));
      row(doc, d.created, santiagoDateTime(new Date(invoice.created)));
      row(doc, d.payee, `${invoice.payeeCustomerName} (${formatIdentification(invoice.payeeCustomerId)})`);
      row(doc, d.category, categoryLabel(invoice.category));
      row(doc, d.visit, invoice.vesselVisitId);
      row(doc, d.blOrBooking, invoice.blOrBooking);
      row(doc, d.units, invoice.unitNbrs.join(', '));
      section(doc, d.lines);
      for (const l of invoice.lines)
        row(
          doc,
          `${l.tariffId} · ${l.quantity} ${l.quantityUnit}`,
          `${l.description} — ${usd(l.amountMinor)}${l.afecta ? '' : ` (${d.exempt})`}`,
        );
      section(doc, d.totals);
      row(doc, d.subtotal, usd(t.subtotalMinor));
      row(doc, d.taxes, usd(t.taxesMinor));
      row(doc, d.totalUsd, usd(t.totalMinor));
      row(doc, d.rate, `${formatNumber(invoice.tasaCambio / 100)} CLP/USD`);
      row(doc, d.totalClp, formatMoney(t.totalLocal, 'CLP'));
      footer(doc, now);
    },
    final ? `${d.invoice} ${invoice.finalNumber}` : `${d.draft} ${invoice.id}`,
  );
}
