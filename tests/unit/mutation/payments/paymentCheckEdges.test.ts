/** The payment's verdict and the online payment's helpers at their edges, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { checkPayment, type OwedInvoice, type PaidLine } from '../../../../src/domain/payments/paymentCheck';
import {
  offersOnlinePayment,
  ONLINE_PAYMENT_TIMEOUT_MS,
  onlinePayable,
  parseSignature,
  paymentInProcess,
  signedPayload,
} from '../../../../src/domain/payments/onlinePayment';
import { paymentRuleMessages as m } from '../../../../src/i18n/paymentRuleMessages';

const tol = { pesos: 100, usdMinor: 100 };
const inv = (over: Partial<OwedInvoice> = {}): OwedInvoice => ({
  draftNumber: 1,
  customerId: 'C1',
  status: 'FINAL',
  paid: false,
  owedLocal: 10_000,
  owedUsdMinor: 1_000,
  ...over,
});
const clp = (minor: number, customerId?: string): PaidLine => ({
  type: 'CASH',
  minor,
  ...(customerId ? { customerId } : {}),
});
const usd = (minor: number, customerId?: string): PaidLine => ({
  type: 'CASH_US',
  minor,
  ...(customerId ? { customerId } : {}),
});

describe('payment verdict at its edges', () => {
  it('no invoices or no lines: refused as a zero payment, in pesos, with what is owed and paid', () => {
    expect(checkPayment([inv()], [], tol)).toEqual({
      ok: false,
      message: m.zero,
      paidInFull: false,
      currency: 'CLP',
      owed: 10_000,
      paid: 0,
    });
    expect(checkPayment([], [clp(5)], tol)).toEqual({
      ok: false,
      message: m.zero,
      paidInFull: false,
      currency: 'CLP',
      owed: 0,
      paid: 5,
    });
  });

  it('one line of zero among good ones is refused', () => {
    expect(checkPayment([inv()], [clp(10_000), clp(0)], tol)).toMatchObject({ ok: false, message: m.zero });
    expect(checkPayment([inv()], [clp(5_000), clp(5_000)], tol)).toMatchObject({ ok: true, paidInFull: true });
  });

  it('dollars only when every line is in dollars', () => {
    expect(checkPayment([inv()], [usd(1_000)], tol)).toEqual({
      ok: true,
      paidInFull: true,
      currency: 'USD',
      owed: 1_000,
      paid: 1_000,
    });
    expect(checkPayment([inv()], [usd(500), clp(5_000)], tol)).toMatchObject({
      ok: false,
      message: m.sameCurrency,
      currency: 'CLP',
    });
  });

  it('several customers: one exact line each, by customer', () => {
    const two = [inv(), inv({ draftNumber: 2, customerId: 'C2', owedLocal: 20_000 })];
    expect(checkPayment(two, [clp(10_000, 'C1'), clp(20_000, 'C2')], tol)).toMatchObject({
      ok: true,
      paidInFull: true,
    });
    expect(checkPayment(two, [clp(10_000, 'C1'), clp(19_000, 'C2')], tol)).toMatchObject({
      ok: false,
      message: m.onePerCustomer,
    });
    expect(checkPayment(two, [clp(10_000, 'C1')], tol)).toMatchObject({ ok: false, message: m.onePerCustomer });
    expect(checkPayment(two, [clp(10_000, 'C1'), clp(20_000, 'C2'), clp(1, 'C3')], tol)).toMatchObject({
      ok: false,
      message: m.onePerCustomer,
    });
  });

  it('several customers in dollars: each line exactly what its customer owes', () => {
    const two = [inv(), inv({ draftNumber: 2, customerId: 'C2', owedUsdMinor: 2_000 })];
    expect(checkPayment(two, [usd(1_000, 'C1'), usd(2_000, 'C2')], tol)).toMatchObject({ ok: true, paidInFull: true });
    expect(checkPayment(two, [usd(1_000, 'C1'), usd(1_999, 'C2')], tol)).toMatchObject({
      ok: false,
      message: m.onePerCustomer,
    });
  });

  it('several invoices of one customer: within the tolerance, the tolerance itself included; full only when nothing is short', () => {
    const two = [inv(), inv({ draftNumber: 2 })];
    expect(checkPayment(two, [clp(20_100)], tol)).toMatchObject({ ok: true, paidInFull: true });
    expect(checkPayment(two, [clp(19_900)], tol)).toMatchObject({ ok: true, paidInFull: false });
    expect(checkPayment(two, [clp(20_000)], tol)).toMatchObject({ ok: true, paidInFull: true });
    expect(checkPayment(two, [clp(19_800)], tol)).toEqual({
      ok: false,
      message: m.multipleInvoices,
      code: m.multipleInvoicesCode,
      paidInFull: false,
      currency: 'CLP',
      owed: 20_000,
      paid: 19_800,
    });
  });
});

describe('online payment helpers at their edges', () => {
  const now = new Date('2025-11-06T12:00:00.000Z');
  it('in process until exactly the timeout', () => {
    expect(
      paymentInProcess({ since: new Date(now.getTime() - ONLINE_PAYMENT_TIMEOUT_MS + 1).toISOString() } as never, now),
    ).toBe(true);
    expect(
      paymentInProcess({ since: new Date(now.getTime() - ONLINE_PAYMENT_TIMEOUT_MS).toISOString() } as never, now),
    ).toBe(false);
    expect(paymentInProcess(null, now)).toBe(false);
  });

  it('the signature header: t and a 64-hex s, in any order, spaces allowed; anything else is none', () => {
    const s = 'a'.repeat(64);
    expect(signedPayload(1700000000, '{"a":1}')).toBe('1700000000.{"a":1}');
    expect(parseSignature(`t=1700000000,s=${s}`)).toEqual({ t: 1700000000, s });
    expect(parseSignature(` s=${s} , t=5 `)).toEqual({ t: 5, s });
    for (const bad of [
      undefined,
      '',
      `t=1.5,s=${s}`,
      `t=x,s=${s}`,
      't=1',
      `t=1,s=${s}0`,
      `t=1,s=x${s}`,
      `t=1,s=${'A'.repeat(64)}`,
      `t=1,s=${s.slice(1)}`,
      `t=1=2,s=${s}`,
    ]) {
      expect(parseSignature(bad)).toBeUndefined();
    }
  });

  it('the online option needs the role and kEnabled exactly true', () => {
    expect(offersOnlinePayment(true, true)).toBe(true);
    expect(offersOnlinePayment(true, 'true')).toBe(false);
    expect(offersOnlinePayment(false, true)).toBe(false);
  });

  it('payable online: final, unpaid, nothing open', () => {
    expect(onlinePayable({ finalNumber: 5, paid: false, paymentInProcess: false })).toBe(true);
    expect(onlinePayable({ finalNumber: 0, paid: false, paymentInProcess: false })).toBe(true);
    expect(onlinePayable({ finalNumber: null, paid: false, paymentInProcess: false })).toBe(false);
    expect(onlinePayable({ paid: false, paymentInProcess: false })).toBe(false);
    expect(onlinePayable({ finalNumber: 5, paid: true, paymentInProcess: false })).toBe(false);
    expect(onlinePayable({ finalNumber: 5, paid: false, paymentInProcess: true })).toBe(false);
  });
});
