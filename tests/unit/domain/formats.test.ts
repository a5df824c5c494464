import { describe, expect, it } from 'vitest';
import { formatClp, formatDate, formatDateTime, formatNumber, MESSAGE_TIMEOUT_MS } from '../../../src/domain/formats';

describe('es-CL formats (D1 §1, §9)', () => {
  it('CONST-003 CONST-004: dates DD/MM/YYYY and date-times DD/MM/YYYY HH:mm', () => {
    expect(formatDate('2026-03-05T10:07:00')).toBe('05/03/2026');
    expect(formatDateTime('2026-03-05T10:07:00')).toBe('05/03/2026 10:07');
    expect(formatDate('05/03/2026')).toBe('05/03/2026');
    expect(formatDate('')).toBe('');
  });

  it('CONST-002: numbers with comma decimals and dot grouping; CLP without decimals', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatClp(1234567.6)).toBe('$1.234.568');
  });

  it('ERR-002 CONST-008: messages stay 15 s', () => {
    expect(MESSAGE_TIMEOUT_MS).toBe(15000);
  });
});
