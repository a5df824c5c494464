/** Edges of the cash events form (cashEventRules.ts) and of a payment line (paymentLines.ts) the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import {
  cashEventErrors,
  containerComplete,
  type CashEventValues,
} from '../../../../src/domain/payments/cashEventRules';
import { checkPayment } from '../../../../src/domain/payments/paymentCheck';
import { emptyLine, parseAmount, paymentLineErrors } from '../../../../src/domain/payments/paymentLines';
import { appMessages } from '../../../../src/i18n/appMessages';
import { paymentRuleMessages as pm } from '../../../../src/i18n/paymentRuleMessages';

const m = appMessages.validation;
const valid: CashEventValues = {
  unitNbr: 'MSCU1234567',
  date: '05/11/2026',
  customerId: '76086428-5',
  billConsignee: false,
  events: [{ event: 'E1', quantity: '2' }],
};
const errorsOf = (over: Partial<CashEventValues>) => cashEventErrors({ ...valid, ...over });

describe('cash events form edges', () => {
  it('texts are read trimmed', () => {
    expect(containerComplete(' MSCU1234567 ')).toBe(true);
    expect(errorsOf({ unitNbr: ' MSCU1234567 ', customerId: ' 76086428-5 ' })).toEqual({});
    expect(errorsOf({ date: '  ' })).toEqual({ date: m.required });
    expect(errorsOf({ customerId: '  ' })).toEqual({ customerId: m.required });
    expect(errorsOf({ events: [{ event: 'E1', quantity: ' 5 ' }] })).toEqual({});
    expect(errorsOf({ events: [{ event: '  ', quantity: '5' }] })).toEqual({ quantities: { 0: m.required } });
  });

  it('the container: eleven capital letters or digits, whole', () => {
    expect(errorsOf({ unitNbr: '-SCU1234567' })).toEqual({ unitNbr: m.container });
    expect(errorsOf({ unitNbr: 'MSCU123456-' })).toEqual({ unitNbr: m.container });
  });

  it('a quantity: whole digits, not zero', () => {
    for (const q of ['5a', 'a5', '0', '00'])
      expect(errorsOf({ events: [{ event: 'E1', quantity: q }] }), q).toEqual({ quantities: { 0: m.number } });
  });
});

describe('payment line edges', () => {
  it('an amount too large to hold exactly is not an amount', () => {
    expect(parseAmount('9'.repeat(20), 'CLP')).toBeUndefined();
    expect(parseAmount('9'.repeat(20), 'USD')).toBeUndefined();
  });

  it("a depositor's RUT of the longest length is accepted", () => {
    const line = {
      ...emptyLine('WIRE_TRANSFER', { day: '2026-11-05', time: '10:30' }),
      monto: '1.000',
      banco: 'B',
      nbrTransfer: '1',
      rutDeposit: '76.086.428-5',
    };
    expect(paymentLineErrors({ ...line, rutDeposit: '123.456.789-2' })).toEqual({});
    expect(paymentLineErrors({ ...line, rutDeposit: ' 123.456.789-2 ' })).toEqual({});
  });

  it("a credit note's number: required, then digits", () => {
    const line = { ...emptyLine('CREDIT_NOTE', { day: '2026-11-05', time: '10:30' }), monto: '1.000' };
    expect(paymentLineErrors({ ...line, nroCredit: '' })).toEqual({ nroCredit: m.required });
    expect(paymentLineErrors({ ...line, nroCredit: 'a1' })).toEqual({ nroCredit: m.number });
    expect(paymentLineErrors({ ...line, nroCredit: ' 12 ' })).toEqual({});
  });

  it('a new line: every text empty but its dates', () => {
    expect(emptyLine('CASH', { day: '2026-11-05', time: '10:30' })).toEqual({
      type: 'CASH',
      monto: '',
      banco: '',
      dateCheque: '05-11-2026',
      nbrCheque: '',
      dateTransfer: '05-11-2026 10:30',
      nbrTransfer: '',
      rutDeposit: '',
      nroCredit: '',
    });
  });

  it('one invoice paid short in dollars is refused', () => {
    const inv = {
      draftNumber: 1,
      customerId: 'C1',
      status: 'FINAL' as const,
      paid: false,
      owedLocal: 10_000,
      owedUsdMinor: 1_000,
    };
    expect(checkPayment([inv], [{ type: 'CASH_US', minor: 999 }], { pesos: 100, usdMinor: 100 })).toMatchObject({
      ok: false,
      message: pm.below,
    });
  });
});
