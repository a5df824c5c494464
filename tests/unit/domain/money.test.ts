import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, roundLocal, sumMinor, timesQuantity, toMinor } from '../../../src/domain/money';

describe('money in minor units', () => {
  it('reads decimal amounts exactly and refuses more decimals than the currency has', () => {
    expect(toMinor('8.50', 'USD')).toBe(850);
    expect(toMinor('8,5', 'USD')).toBe(850);
    expect(toMinor(0.1, 'USD') + toMinor(0.2, 'USD')).toBe(toMinor('0.3', 'USD'));
    expect(toMinor('1234', 'CLP')).toBe(1234);
    expect(() => toMinor('12.5', 'CLP')).toThrow(RangeError);
    expect(() => toMinor('1.005', 'USD')).toThrow(RangeError);
    expect(() => toMinor('1.234,5', 'USD')).toThrow(RangeError);
    expect(fromMinor(4200, 'USD')).toBe(42);
  });

  it('a dollar amount carried as a JS number reads back as its cents, whatever its size (8637.36 was refused)', () => {
    expect(toMinor(8637.36, 'USD')).toBe(863736);
    // A sum's float noise is not a decimal the user wrote.
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toMinor(fromMinor(cents, 'USD'), 'USD')).toBe(cents);
      }),
      { numRuns: 2000 },
    );
    expect(() => toMinor(1e-7, 'USD')).toThrow(RangeError);
  });

  it('sums stay exact where floating point drifts', () => {
    const cents = Array.from({ length: 1000 }, () => toMinor('0.10', 'USD'));
    expect(sumMinor(cents)).toBe(10_000);
    expect(Array.from({ length: 1000 }, () => 0.1).reduce((a, b) => a + b, 0)).not.toBe(100);
    expect(timesQuantity(850, 3)).toBe(2550);
    expect(() => timesQuantity(850, 1.5)).toThrow(RangeError);
  });

  it('CONST-059: local rounding sends a last digit below 6 down to the tens, otherwise up', () => {
    expect([1230, 1231, 1235, 1236, 1239, 5, 6].map(roundLocal)).toEqual([1230, 1230, 1230, 1240, 1240, 0, 10]);
    expect(roundLocal(-1236)).toBe(-1240);
    expect(() => roundLocal(12.5)).toThrow(RangeError);
  });
});
