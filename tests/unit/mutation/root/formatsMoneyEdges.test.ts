/** Edges of the es-CL formats (src/domain/formats.ts) and exact money (src/domain/money.ts) the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import { formatClp, formatDate, formatDateTime, formatMoney, formatNumber } from '../../../../src/domain/formats';
import { roundLocal, timesQuantity, toMinor } from '../../../../src/domain/money';

describe('formats', () => {
  it('no value is an empty text, never today', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('a day without a zone reads as written; a typed day must be a real one', () => {
    expect(formatDate('2025-11-05')).toBe('05/11/2025');
    expect(formatDateTime('2025-11-05T08:00')).toBe('05/11/2025 08:00');
    expect(formatDateTime('05/11/2025 08:00')).toBe('05/11/2025 08:00');
    expect(formatDate('31/02/2025')).toBe('');
  });

  it('an instant that is no date, or a text that is none, is an empty text', () => {
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('x'))).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it('no number is an empty text, not 0', () => {
    for (const format of [formatNumber, formatClp]) {
      expect(format(null)).toBe('');
      expect(format('')).toBe('');
      expect(format('abc')).toBe('');
    }
    expect(formatNumber(0)).toBe('0');
    expect(formatClp(0)).toBe('$0');
  });

  it('zero has no minus sign', () => {
    expect(formatMoney(0, 'USD')).toBe('USD 0,00');
    expect(formatMoney('-1.5', 'USD')).toBe('USD -1,50');
  });
});

describe('toMinor', () => {
  it('a typed amount is read trimmed; trailing zeros past the currency digits are no decimals', () => {
    expect(toMinor(' 8.50 ', 'USD')).toBe(850);
    expect(toMinor('8.5000', 'USD')).toBe(850);
  });

  it('refuses a text with anything after the number, saying what was given', () => {
    expect(() => toMinor('8.5x', 'USD')).toThrow('Monto no válido: 8.5x');
  });

  it('refuses more decimals than the currency has, and amounts past the exact integers, saying which', () => {
    expect(() => toMinor('8.555', 'USD')).toThrow('USD admite 2 decimales: 8.555');
    // A number JavaScript writes with an exponent is written out first, then judged by its decimals.
    expect(() => toMinor(1e-7, 'USD')).toThrow('USD admite 2 decimales: 1e-7');
    expect(() => toMinor('99999999999999999999', 'CLP')).toThrow('Monto fuera de rango: 99999999999999999999');
  });

  it('quantities and local amounts must be whole, the message says which', () => {
    expect(() => timesQuantity(100, 1.5)).toThrow('Cantidad no válida: 1.5');
    expect(() => roundLocal(1.5)).toThrow('CLP sin decimales: 1.5');
  });
});
