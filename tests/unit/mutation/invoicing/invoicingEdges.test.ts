/** Edges of the invoicing forms' rules, the payment filter and the invoice codecs (src/domain/invoicing). */
import { describe, expect, it } from 'vitest';
import { generateDraft, invoiceSearch, markPaid, type InvoiceSearch } from '../../../../src/domain/invoicing/calls';
import {
  chargeSearchErrors,
  invoiceSearchErrors,
  numbersLocked,
  preInvoiceErrors,
} from '../../../../src/domain/invoicing/invoiceSearchRules';
import { isOverdue, legacyPeriod } from '../../../../src/domain/invoicing/paymentFilter';
import { invoiceRuleMessages as m } from '../../../../src/i18n/invoiceRuleMessages';

describe('invoicing form edges', () => {
  it('a blank number field neither locks the other nor counts as a search by number', () => {
    expect(numbersLocked({ invoicesNbr: '  ', draftsNbr: ' ' })).toEqual({ invoicesNbr: false, draftsNbr: false });
    const dates = { fromDate: '', toDate: '' };
    expect(invoiceSearchErrors({ invoicesNbr: '  ', draftsNbr: '', ...dates }, false)).toEqual({
      fromDate: m.required,
      toDate: m.required,
    });
    expect(invoiceSearchErrors({ invoicesNbr: '', draftsNbr: '  ', ...dates }, false)).toEqual({
      fromDate: m.required,
      toDate: m.required,
    });
    expect(invoiceSearchErrors({ invoicesNbr: '', draftsNbr: '12', ...dates }, false)).toEqual({});
  });

  it('the period: from after to is refused, the same day is not', () => {
    const errors = (fromDate: string, toDate: string) =>
      invoiceSearchErrors({ invoicesNbr: '', draftsNbr: '', fromDate, toDate }, false);
    expect(errors('05/11/2025', '04/11/2025')).toEqual({ toDate: m.required });
    expect(errors('05/11/2025', '05/11/2025')).toEqual({});
    expect(errors('', '05/11/2025')).toEqual({ fromDate: m.required });
    expect(errors('05/11/2025', '')).toEqual({ toDate: m.required });
  });

  it('blank texts are missing in the charge search and the pre-invoice', () => {
    expect(chargeSearchErrors({ visit: '  ', blOrBooking: 'B1', unit: '', onlySF: false })).toEqual({
      visit: m.visitRequired,
    });
    expect(chargeSearchErrors({ visit: 'V1', blOrBooking: '  ', unit: '', onlySF: false })).toEqual({
      blOrBooking: m.blOrContainer,
    });
    expect(chargeSearchErrors({ visit: 'V1', blOrBooking: '', unit: '  ', onlySF: false })).toEqual({
      blOrBooking: m.blOrContainer,
    });
    expect(preInvoiceErrors({ payee: '  ', charges: [1] })).toEqual({ payee: m.payeeRequired });
  });
});

describe('payment filter edges', () => {
  const unpaid = { status: 'FINAL', paid: false };
  it('an empty or missing due date is never overdue', () => {
    expect(isOverdue({ ...unpaid, dueDate: '' }, '2026-11-28')).toBe(false);
    expect(isOverdue({ ...unpaid, dueDate: null }, '2026-11-28')).toBe(false);
    expect(isOverdue({ ...unpaid, dueDate: '2026-11-27' }, '2026-11-28')).toBe(true);
  });

  it('a search by state with blank number fields asks for every date', () => {
    const s = {
      payment: 'unpaid' as const,
      invoicesNbr: '  ',
      draftsNbr: ' ',
      fromDate: '01/11/2026',
      toDate: '05/11/2026',
    };
    expect(legacyPeriod(s, '2026-11-28')).toMatchObject({ fromDate: '01/01/2000', toDate: '28/11/2026' });
  });

  it('a search by draft number alone keeps its own dates', () => {
    const s = { payment: 'unpaid' as const, invoicesNbr: '', draftsNbr: '12', fromDate: '', toDate: '' };
    expect(legacyPeriod(s, '2026-11-28')).toBe(s);
  });
});

describe('invoice codec edges', () => {
  it('a search without the optional filters sends none of them', () => {
    const s: InvoiceSearch = {
      status: 'FINAL',
      invoicesNbr: '',
      draftsNbr: '',
      visit: '',
      blOrBooking: '',
      agent: '',
      customer: '',
      customerRole: '',
      fromDate: '01/11/2026',
      toDate: '05/11/2026',
      includeCanceled: false,
    };
    const body = invoiceSearch.toWire(s).body as Record<string, unknown>;
    expect(Object.keys(body)).not.toContain('isOnlySF');
    expect(Object.keys(body)).not.toContain('unit');
    expect(Object.keys(body)).not.toContain('category');
  });

  it('no units or drafts sent: empty lists', () => {
    expect(generateDraft.fromWire({ params: {}, query: {}, body: {} }).units).toEqual([]);
    expect(markPaid.fromWire({ params: {}, query: {}, body: {} }).drafts).toEqual([]);
  });
});
