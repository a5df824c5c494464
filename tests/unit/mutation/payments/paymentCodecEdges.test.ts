/** The payment codecs' edges, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { paymentRequestOf, postPayments } from '../../../../src/domain/payments/calls';
import { mulDivHalfUp, rateHundredths } from '../../../../src/domain/invoicing/invoiceMoney';
import { WireError } from '../../../../src/domain/legacyCall';

const fieldsOf = (f: () => unknown): Record<string, string> | undefined => {
  try {
    f();
  } catch (e) {
    return e instanceof WireError ? { ...e.fields } : { thrown: String(e) };
  }
  return undefined;
};

describe('payment request read back at its edges', () => {
  it('an amount of zero is read (the rules refuse it); a negative one is not a number', () => {
    expect(paymentRequestOf({ type: 'CASH', localAmount: 0 }, 0).amountMinor).toBe(0);
    expect(fieldsOf(() => paymentRequestOf({ type: 'CASH', localAmount: -1 }, 2))).toEqual({
      '2.amount': expect.any(String),
    });
  });

  it('pesos from localAmount, else the legacy amount; dollars only from amount', () => {
    expect(paymentRequestOf({ type: 'CASH', amount: 500 }, 0).amountMinor).toBe(500);
    expect(paymentRequestOf({ type: 'CASH', localAmount: 700, amount: 500 }, 0).amountMinor).toBe(700);
    expect(paymentRequestOf({ type: 'CASH_US', amount: '12,5', localAmount: 1 }, 0).amountMinor).toBe(1250);
    expect(fieldsOf(() => paymentRequestOf({ type: 'CASH_US', localAmount: 1 }, 1))).toEqual({
      '1.amount': expect.any(String),
    });
    expect(fieldsOf(() => paymentRequestOf({ type: 'CASH', localAmount: true }, 0))).toEqual({
      '0.amount': expect.any(String),
    });
  });

  it('an item keeps only the fields of its type; one that is not an object has no draft number', () => {
    const r = paymentRequestOf(
      {
        type: 'CASH',
        localAmount: 5,
        paymentItems: {
          paymentItem: [
            { invoiceDraftNumber: 3, amount: 1.5, amountLocal: 1400, paidInFull: true },
            { invoiceDraftNumber: 4, amount: '1', amountLocal: '2', paidInFull: 'true' },
            7,
          ],
        },
      },
      0,
    );
    expect(r.items).toEqual([
      { invoiceDraftNumber: 3, amount: 1.5, amountLocal: 1400, paidInFull: true },
      { invoiceDraftNumber: 4 },
      { invoiceDraftNumber: NaN },
    ]);
  });
});

describe('posting groups read back', () => {
  const read = (body: unknown) => postPayments.fromWire({ params: {}, query: {}, body }).groupIds;
  it('as {groups}; not a list is none; only positive integers', () => {
    expect(read({ groups: [{ id: 3 }, 4] })).toEqual([3, 4]);
    expect(read({ groups: 3 })).toEqual([]);
    expect(read([0, -1, 1.5, 'x', { idGrupo: 2 }])).toEqual([2]);
  });
});

describe('invoice money at its edges', () => {
  it('a × b / c refuses negatives and a zero divisor, and takes zero', () => {
    expect(mulDivHalfUp(0, 5, 3)).toBe(0);
    expect(mulDivHalfUp(5, 0, 3)).toBe(0);
    expect(() => mulDivHalfUp(-1, 5, 3)).toThrow(RangeError);
    expect(() => mulDivHalfUp(5, -1, 3)).toThrow(RangeError);
    expect(() => mulDivHalfUp(5, 1, 0)).toThrow('Monto fuera de rango: 5 × 1 / 0');
    expect(() => mulDivHalfUp(5, 1, -1)).toThrow(RangeError);
    expect(() => mulDivHalfUp(2 ** 52, 4, 1)).toThrow(RangeError);
  });

  it('a rate is read trimmed; an unreadable one is named', () => {
    expect(rateHundredths(' 943,57 ')).toBe(94357);
    expect(() => rateHundredths('x')).toThrow('Tasa de cambio no válida: x');
  });
});
