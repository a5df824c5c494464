/** An invoice's money (D3 §1, §3, §9; Q34; ruling P67): totals, IVA, the local total through the rounding helper — tables and properties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invoiceTotals,
  mulDivHalfUp,
  rateHundredths,
  toLocal,
  VAT_BASIS_POINTS,
} from '../../../src/domain/invoicing/invoiceMoney';
import { roundLocal } from '../../../src/domain/money';

describe('invoice money', () => {
  it('CONST-058: USD lines in cents, IVA 19 % on the taxable lines to the cent, the local total in whole pesos at the rate through the rounding helper', () => {
    // 15.00 security fee (taxable) + 8.50 guide (taxable) + 22.00 exempt = 45.50; IVA 19 % of 23.50 = 4.465 → 4.47.
    const totals = invoiceTotals(
      [
        { amountMinor: 1500, afecta: true },
        { amountMinor: 850, afecta: true },
        { amountMinor: 2200, afecta: false },
      ],
      rateHundredths('943,57'),
    );
    expect(totals).toEqual({ subtotalMinor: 4550, taxesMinor: 447, totalMinor: 4997, totalLocal: 47150 });
    // 49.97 × 943.57 = 47150.19 → 47150 pesos → the helper keeps 47150.
    expect(toLocal(4997, 94357)).toBe(47150);
    expect(toLocal(100, 94357)).toBe(940); // 943.57 → 944 → 940
    expect(toLocal(101, 94357)).toBe(950); // 953.0057 → 953 → 950
    expect(invoiceTotals([], 94357)).toEqual({ subtotalMinor: 0, taxesMinor: 0, totalMinor: 0, totalLocal: 0 });
  });

  it('CONST-058: exchange rates are read to the hundredth, never through floating point; others are refused', () => {
    expect(rateHundredths(943.57)).toBe(94357);
    expect(rateHundredths('943,5')).toBe(94350);
    expect(rateHundredths('950')).toBe(95000);
    for (const bad of ['943.567', '-1', 'abc', '']) expect(() => rateHundredths(bad)).toThrow(RangeError);
    expect(mulDivHalfUp(5, 1, 2)).toBe(3);
    expect(mulDivHalfUp(4, 1, 3)).toBe(1);
  });

  it('CONST-058: for any lines, rate and tax flags the totals hold: lines sum to the subtotal, subtotal + taxes = total, the local total is the rounded conversion', () => {
    const line = fc.record({ amountMinor: fc.integer({ min: 0, max: 5_000_000 }), afecta: fc.boolean() });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 500 }), fc.integer({ min: 50_000, max: 150_000 }), (lines, rate) => {
        const t = invoiceTotals(lines, rate);
        const taxable = lines.filter((l) => l.afecta).reduce((s, l) => s + l.amountMinor, 0);
        expect(t.subtotalMinor).toBe(lines.reduce((s, l) => s + l.amountMinor, 0));
        expect(t.subtotalMinor + t.taxesMinor).toBe(t.totalMinor);
        // IVA is within half a cent of the exact 19 %.
        expect(Math.abs(t.taxesMinor * 10_000 - taxable * VAT_BASIS_POINTS)).toBeLessThanOrEqual(5_000);
        // The local total is the exact conversion rounded to the peso, then through the spec's helper.
        const exactPesosTimes10k = t.totalMinor * rate;
        const pesos = Math.floor(exactPesosTimes10k / 10_000) + (2 * (exactPesosTimes10k % 10_000) >= 10_000 ? 1 : 0);
        expect(t.totalLocal).toBe(roundLocal(pesos));
        expect(t.totalLocal % 10).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
