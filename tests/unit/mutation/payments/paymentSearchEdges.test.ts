/** The payments search's rules, pinned where mutation testing found them unchecked by the node tests (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { paymentSearchErrors, paymentSearchPath } from '../../../../src/domain/payments/paymentSearchRules';
import { appMessages } from '../../../../src/i18n/appMessages';
import { paymentRuleMessages as m } from '../../../../src/i18n/paymentRuleMessages';

const req = appMessages.validation.required;
const search = (over: Partial<{ payNbrs: string; facNbrs: string; from: string; to: string }> = {}) => ({
  payNbrs: '',
  facNbrs: '',
  from: '01/11/2025',
  to: '07/11/2025',
  ...over,
});

describe('payments search rules', () => {
  it('numbers as digits separated by commas, each list on its own field', () => {
    expect(paymentSearchErrors(search({ payNbrs: '1, 2', facNbrs: '3' }))).toEqual({});
    expect(paymentSearchErrors(search({ payNbrs: '1;2' }))).toEqual({ payNbrs: m.numberList });
    expect(paymentSearchErrors(search({ facNbrs: 'x' }))).toEqual({ facNbrs: m.numberList });
  });

  it('both dates required and in order; the same day is a period', () => {
    expect(paymentSearchErrors(search({ from: '' }))).toEqual({ from: req });
    expect(paymentSearchErrors(search({ to: '31/02/2025' }))).toEqual({ to: req });
    expect(paymentSearchErrors(search({ from: '', to: '' }))).toEqual({ from: req, to: req });
    expect(paymentSearchErrors(search({ from: '07/11/2025', to: '07/11/2025' }))).toEqual({});
    expect(paymentSearchErrors(search({ from: '08/11/2025' }))).toEqual({ to: req });
  });

  it('which call: by invoice numbers first, then payment numbers, else the period; a bad list counts as none', () => {
    expect(paymentSearchPath({ payNbrs: '1', facNbrs: '2' })).toBe('/payment/byinvoice');
    expect(paymentSearchPath({ payNbrs: '1', facNbrs: '' })).toBe('/payment/bypaynbr');
    expect(paymentSearchPath({ payNbrs: '1', facNbrs: 'x' })).toBe('/payment/bypaynbr');
    expect(paymentSearchPath({ payNbrs: 'x', facNbrs: '' })).toBe('/payment');
    expect(paymentSearchPath({ payNbrs: '', facNbrs: '' })).toBe('/payment');
  });
});
