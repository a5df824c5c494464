/**
 * The invoice search's payment state (issue 30): 'Impagas' keeps final unpaid invoices, 'Vencidas'
 * those unpaid after their due date on the terminal's day; the legacy call, which has no such
 * parameter, is asked for every date. One rule for the console's list and the mock's overdue facts.
 */
import { describe, expect, it } from 'vitest';
import { invoiceSearchErrors } from '../../../src/domain/invoicing/invoiceSearchRules';
import {
  ALL_DATES_FROM,
  inPaymentState,
  isOverdue,
  legacyPeriod,
  paymentFilterOf,
  type PaymentFilter,
} from '../../../src/domain/invoicing/paymentFilter';

const TODAY = '2026-11-27';
type Facts = { status: string; paid: boolean; dueDate: string | null };
const invoice = (status: string, paid: boolean, dueDate: string | null): Facts => ({ status, paid, dueDate });

describe('the payment state of an invoice', () => {
  it.each<[string, Facts, Record<PaymentFilter, boolean>]>([
    ['final, unpaid, due yesterday', invoice('FINAL', false, '2026-11-26'), { '': true, unpaid: true, overdue: true }],
    ['final, unpaid, due today', invoice('FINAL', false, TODAY), { '': true, unpaid: true, overdue: false }],
    ['final, unpaid, due tomorrow', invoice('FINAL', false, '2026-11-28'), { '': true, unpaid: true, overdue: false }],
    ['final, unpaid, no due date', invoice('FINAL', false, null), { '': true, unpaid: true, overdue: false }],
    [
      'final, paid long after its due date',
      invoice('FINAL', true, '2026-01-01'),
      { '': true, unpaid: false, overdue: false },
    ],
    ['a draft', invoice('DRAFT', false, null), { '': true, unpaid: false, overdue: false }],
    ['a draft with a past date', invoice('DRAFT', false, '2026-01-01'), { '': true, unpaid: false, overdue: false }],
  ])('%s', (_case, facts, expected) => {
    for (const filter of ['', 'unpaid', 'overdue'] as const)
      expect(inPaymentState(facts, filter, TODAY), filter).toBe(expected[filter]);
    expect(isOverdue(facts, TODAY)).toBe(expected.overdue);
  });

  it.each([
    ['unpaid', 'unpaid'],
    ['overdue', 'overdue'],
    ['', ''],
    [null, ''],
    ['OVERDUE', ''],
    ['paid', ''],
  ])('the address value %s reads as %s', (text, filter) => {
    expect(paymentFilterOf(text)).toBe(filter);
  });
});

describe('the legacy call of a search', () => {
  const base = {
    payment: '' as PaymentFilter,
    invoicesNbr: '',
    draftsNbr: '',
    fromDate: '20/11/2026',
    toDate: '27/11/2026',
  };

  it.each<[string, Partial<typeof base>, { fromDate: string; toDate: string }]>([
    ['by period: as given', {}, { fromDate: '20/11/2026', toDate: '27/11/2026' }],
    [
      'by state: every date to today',
      { payment: 'overdue', fromDate: '', toDate: '' },
      { fromDate: ALL_DATES_FROM, toDate: '27/11/2026' },
    ],
    [
      'unpaid: every date to today',
      { payment: 'unpaid', fromDate: '', toDate: '' },
      { fromDate: ALL_DATES_FROM, toDate: '27/11/2026' },
    ],
    [
      'by state and number: by number, no period',
      { payment: 'overdue', invoicesNbr: '100000', fromDate: '', toDate: '' },
      { fromDate: '', toDate: '' },
    ],
  ])('%s', (_case, change, period) => {
    const asked = legacyPeriod({ ...base, ...change }, TODAY);
    expect({ fromDate: asked.fromDate, toDate: asked.toDate }).toEqual(period);
    // The period the call needs (INV-030) is there, or a number stands for it.
    expect(invoiceSearchErrors(asked, false)).toEqual({});
  });

  it('INV-030: a search by period still needs both dates', () => {
    expect(invoiceSearchErrors({ ...base, fromDate: '', toDate: '' }, false)).toEqual({
      fromDate: 'Requerido',
      toDate: 'Requerido',
    });
  });

  it('a search by payment state needs no period in the form', () => {
    expect(invoiceSearchErrors({ ...base, payment: 'overdue', fromDate: '', toDate: '' }, false)).toEqual({});
  });
});
