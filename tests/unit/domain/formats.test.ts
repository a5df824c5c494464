import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatClp,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  MESSAGE_TIMEOUT_MS,
} from '../../../src/domain/formats';

describe('es-CL formats (D1 §1, §9)', () => {
  it('CONST-003 CONST-004: dates DD/MM/YYYY and date-times DD/MM/YYYY HH:mm', () => {
    expect(formatDate('2026-03-05T10:07:00')).toBe('05/03/2026');
    expect(formatDateTime('2026-03-05T10:07:00')).toBe('05/03/2026 10:07');
    expect(formatDate('05/03/2026')).toBe('05/03/2026');
    expect(formatDate('')).toBe('');
  });

  it("CONST-003 CONST-004: an instant reads on Santiago's clock (summer UTC-3, winter UTC-4), a zoneless wall time as written", () => {
    expect(formatDateTime('2025-11-02T07:00:00.000Z')).toBe('02/11/2025 04:00');
    expect(formatDateTime('2026-07-01T12:30:00Z')).toBe('01/07/2026 08:30');
    expect(formatDate('2026-01-01T02:00:00Z')).toBe('31/12/2025');
    expect(formatDateTime(new Date('2026-01-15T15:00:00Z'))).toBe('15/01/2026 12:00');
    expect(formatDateTime(Date.parse('2026-01-15T15:00:00+00:00'))).toBe('15/01/2026 12:00');
    expect(formatDateTime('2026-03-05T10:07:00')).toBe('05/03/2026 10:07');
    expect(formatDateTime('05/03/2026 10:07')).toBe('05/03/2026 10:07');
  });

  // P51 (and the issue-34 ruling): D1 §9's "some views use dd/MM HH:mm" names no view, so none does.
  it('CONST-005: no view writes a date-time without its year: no dd/MM HH:mm format in the console, every date-time is DD/MM/YYYY HH:mm', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const sources = files('src').map((f) => [f, readFileSync(f, 'utf8')] as const);
    expect(sources.length).toBeGreaterThan(100);
    const yearless = sources.filter(([, text]) => /(DD|dd)\/MM[ T]+(HH|hh):mm/.test(text)).map(([f]) => f);
    expect(yearless).toEqual([]);
    // A time zone formatter that shows the hour also shows the year.
    for (const [f, text] of sources)
      for (const m of text.matchAll(/Intl\.DateTimeFormat\([^)]*\{([^}]*)\}/g))
        if (/hour/.test(m[1]!)) expect(m[1], f).toMatch(/year/);
    for (const at of ['2026-12-31T23:59:00Z', '2026-06-01T00:00:00-04:00', '05/03/2026 10:07', Date.UTC(2027, 0, 1, 3)])
      expect(formatDateTime(at), String(at)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('CONST-002: numbers with comma decimals and dot grouping; CLP without decimals', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatClp(1234567.6)).toBe('$1.234.568');
  });

  it('an amount reads with its currency and digits, made exactly (0.1 + 0.2 is 0,30, not 0,30000000000000004)', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('USD 1.234,50');
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe('USD 0,30');
    expect(formatMoney('15', 'USD')).toBe('USD 15,00');
    expect(formatMoney(-8.05, 'USD')).toBe('USD -8,05');
    expect(formatMoney(1234567, 'CLP')).toBe('CLP 1.234.567');
    expect(formatMoney(12.5, 'EUR')).toBe('EUR 12,5');
  });

  it('ERR-002 CONST-008: messages stay 15 s', () => {
    expect(MESSAGE_TIMEOUT_MS).toBe(15000);
  });
});
