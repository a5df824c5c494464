/**
 * The payment receipt (GET /api/report/payment/{id}; INV-120, INV-121; pdfkit): the group, its
 * sequence number, each payment line with its means, the invoices it paid and the total. Only a
 * synchronised group (sequence other than '0') has one.
 */
import { formatMoney } from '../../../src/domain/formats';
import { formatIdentification } from '../../../src/domain/rut';
import { santiagoDateTime } from '../../../src/domain/santiagoTime';
import { paymentDocumentMessages as d } from '../../../src/i18n/paymentDocumentMessages';
import { fromMinor } from '../../../src/domain/money';
import { footer, header, render, row, section } from '../../documents/pdf';
import type { PaymentGroup } from './types';

const money = (minor: number, currency: 'CLP' | 'USD') => formatMoney(fromMinor(minor, currency), currency);

export function paymentReceiptPdf(group: PaymentGroup, terminalName: string, now: Date): Promise<Buffer> {
  return render((doc) => {
    header(doc, `${d.receipt} — ${d.group} ${group.id}`, terminalName);
    row(doc, d.sequence, group.sequenceNbr);
    row(doc, d.date, santiagoDateTime(new Date(group.created)));
    row(doc, d.registeredBy, group.createdBy);
    section(doc, d.lines);
    for (const l of group.lines) {
      const detail = [
        l.bankName,
        (l.checkNumber ?? l.opNumber) ? `${d.number} ${l.checkNumber ?? l.opNumber}` : null,
        l.checkDate ?? l.opDate,
        l.creditNoteId ? `${d.number} ${l.creditNoteId}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
      row(doc, d.types[l.type], `${money(l.amountMinor, l.currency)}${detail ? ` (${detail})` : ''}`);
    }
    section(doc, d.invoices);
    for (const i of group.items)
      row(
        doc,
        `${d.invoice} ${i.finalNumber}`,
        `${i.customerName} (${formatIdentification(i.customerId)}) — ${money(i.owedLocal, 'CLP')}`,
      );
    section(doc, d.total);
    row(
      doc,
      d.total,
      money(
        group.lines.reduce((s, l) => s + l.amountMinor, 0),
        group.currency,
      ),
    );
    footer(doc, now);
  }, `${d.receipt} ${group.id}`);
}
