/** A payment line's rules at their edges, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import {
  amountText,
  emptyLine,
  isChequeDate,
  isTransferDate,
  parseAmount,
  paymentLineErrors,
  type PaymentLineEntry,
} from '../../../../src/domain/payments/paymentLines';
import { appMessages } from '../../../../src/i18n/appMessages';
import { paymentRuleMessages as m } from '../../../../src/i18n/paymentRuleMessages';

const v = appMessages.validation;
const line = (over: Partial<PaymentLineEntry>): PaymentLineEntry => ({
  type: 'CASH',
  monto: '1.000',
  banco: '',
  dateCheque: '',
  nbrCheque: '',
  dateTransfer: '',
  nbrTransfer: '',
  rutDeposit: '',
  nroCredit: '',
  ...over,
});

describe('payment line rules at their edges', () => {
  it('amounts are read trimmed', () => {
    expect(parseAmount(' 1.234 ', 'CLP')).toBe(1234);
    expect(parseAmount(' 1.234,5 ', 'USD')).toBe(123450);
  });

  it('cheque dates: real days only, from 1900, trimmed', () => {
    expect(isChequeDate(' 05-11-2025 ')).toBe(true);
    expect(isChequeDate('01-01-1900')).toBe(true);
    expect(isChequeDate('31-12-1899')).toBe(false);
    expect(isChequeDate('01-01-2025')).toBe(true);
    expect(isChequeDate('31-12-2025')).toBe(true);
    expect(isChequeDate('00-11-2025')).toBe(false);
    expect(isChequeDate('05-00-2025')).toBe(false);
    expect(isChequeDate('05-13-2025')).toBe(false);
    expect(isChequeDate('30-11-2025')).toBe(true);
    expect(isChequeDate('31-11-2025')).toBe(false);
    expect(isChequeDate('29-02-2024')).toBe(true);
  });

  it('transfer times: 00:00 to 23:59, trimmed', () => {
    expect(isTransferDate(' 05-11-2025 23:59 ')).toBe(true);
    expect(isTransferDate('05-11-2025 24:00')).toBe(false);
    expect(isTransferDate('05-11-2025 10:60')).toBe(false);
    expect(isTransferDate('31-11-2025 10:00')).toBe(false);
  });

  it('a dollar amount with too many decimals says so; text that is not a number does not; pesos never speak of decimals', () => {
    expect(paymentLineErrors(line({ type: 'CASH_US', monto: '1,234' }))).toEqual({ monto: m.usdDecimals });
    expect(paymentLineErrors(line({ type: 'CASH_US', monto: ' 1,234 ' }))).toEqual({ monto: m.usdDecimals });
    expect(paymentLineErrors(line({ type: 'CASH_US', monto: 'a1,2' }))).toEqual({ monto: v.number });
    expect(paymentLineErrors(line({ type: 'CASH_US', monto: '1,2a' }))).toEqual({ monto: v.number });
    expect(paymentLineErrors(line({ type: 'CASH', monto: '1,5' }))).toEqual({ monto: v.number });
  });

  it('the credit note balance limits only a credit note, and only when looked up', () => {
    expect(paymentLineErrors(line({ type: 'CASH', monto: '5.000' }), 100)).toEqual({});
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', monto: '5.000', nroCredit: '7' }))).toEqual({});
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', monto: '5.000', nroCredit: '7' }), 5_000)).toEqual({});
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', monto: '5.001', nroCredit: '7' }), 5_000)).toEqual({
      monto: m.creditExceeded,
    });
  });

  it("a transfer's depositor RUT: at most 13 characters after trimming; a credit note number digits only, trimmed", () => {
    const wire = { type: 'WIRE_TRANSFER' as const, banco: 'BCI', dateTransfer: '05-11-2025 10:00', nbrTransfer: '9' };
    expect(paymentLineErrors(line({ ...wire, rutDeposit: ' 11.111.111-1 ' }))).toEqual({});
    expect(paymentLineErrors(line({ ...wire, rutDeposit: '11111111-1' }))).toEqual({});
    expect(paymentLineErrors(line({ ...wire, rutDeposit: '0011.111.111-1' }))).toEqual({ rutDeposit: v.rut });
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', nroCredit: ' 12 ' }))).toEqual({});
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', nroCredit: '12a' }))).toEqual({ nroCredit: v.number });
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', nroCredit: 'a12' }))).toEqual({ nroCredit: v.number });
  });

  it('a cheque date left blank is required; a bad one is a date error', () => {
    const check = { type: 'CHECK' as const, banco: 'BCI', nbrCheque: '1' };
    expect(paymentLineErrors(line({ ...check, dateCheque: ' ' }))).toEqual({ dateCheque: v.required });
    expect(paymentLineErrors(line({ ...check, dateCheque: '31-11-2025' }))).toEqual({ dateCheque: v.date });
  });

  it('a new line dates itself now; amounts are written back grouped', () => {
    expect(emptyLine('CHECK', { day: '2025-11-05', time: '09:30' })).toMatchObject({
      type: 'CHECK',
      dateCheque: '05-11-2025',
      dateTransfer: '05-11-2025 09:30',
      monto: '',
    });
    expect(amountText(1234567, 'CLP')).toBe('1.234.567');
    expect(amountText(123405, 'USD')).toBe('1.234,05');
  });
});
