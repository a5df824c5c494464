import { describe, expect, it } from 'vitest';
import { readDriver, runFromScan, scannerDelay } from '../../../src/domain/reports/driverInput';
import { rutCheckDigit } from '../../../src/domain/rut';

const QR =
  'https://portal.sidiv.registrocivil.cl/docstatus?RUN=12345678-5&type=CEDULA&serial=A012345678&mrz=A01234567889010252910100'.padEnd(
    110,
    '0',
  );
const OLD_BARCODE = `123456785${'CHL'}${'X'.repeat(100)}`;

describe("the gate pass report's driver", () => {
  it.each([
    ['12.345.678-5', false, { ok: true, driver: '12345678-5' }],
    ['123456785', false, { ok: true, driver: '12345678-5' }],
    ['1.234.567-4', false, { ok: true, driver: '1234567-4' }],
    ['12345678-4', false, { ok: false, message: 'Formato de Rut No válido.' }],
    ['1-9', false, { ok: false, message: 'Formato de Rut No válido.' }],
    ['12345678901', false, { ok: false, message: 'Formato de Rut No válido.' }],
    ['', false, { ok: false, message: 'Requerido' }],
  ] as const)('RPT-041 RPT-042 VAL-015: %j (foreign: %s) → %j', (raw, foreign, expected) => {
    expect(readDriver(raw, foreign)).toEqual(expected);
  });

  it('RPT-042: a typed RUN has 8 to 10 characters without dots or hyphen; a valid RUN of 7 or 11 is refused', () => {
    const withDv = (body: string) => `${body}${rutCheckDigit(body)}`;
    expect(readDriver(withDv('123456'), false)).toEqual({ ok: false, message: 'Formato de Rut No válido.' });
    expect(readDriver(withDv('1234567'), false).ok).toBe(true);
    expect(readDriver(withDv('123456789'), false).ok).toBe(true);
    expect(readDriver(withDv('1234567890'), false)).toEqual({ ok: false, message: 'Formato de Rut No válido.' });
  });

  it("RPT-040: a foreign driver's identifier has at least 4 characters, as typed and trimmed, with no check digit", () => {
    expect(readDriver('AB1', true)).toEqual({ ok: false, message: 'Longitud Rut extranjero: mínimo 4.' });
    expect(readDriver('  AB1 ', true)).toEqual({ ok: false, message: 'Longitud Rut extranjero: mínimo 4.' });
    expect(readDriver('P1234', true)).toEqual({ ok: true, driver: 'P1234' });
    expect(readDriver('', true)).toEqual({ ok: false, message: 'Requerido' });
  });

  it("RPT-042: over 100 characters is a scanner's: the RUN is read from the new card's QR and from the old card's barcode; one without a valid RUN is refused", () => {
    expect(QR.length).toBeGreaterThan(100);
    expect(readDriver(QR, false)).toEqual({ ok: true, driver: '12345678-5' });
    expect(readDriver(OLD_BARCODE, false)).toEqual({ ok: true, driver: '12345678-5' });
    expect(readDriver(QR.replace('12345678-5', '12345678-4'), false)).toEqual({
      ok: false,
      message: 'Formato de Rut No válido.',
    });
    expect(runFromScan('x'.repeat(120))).toBeUndefined();
  });

  it('CONST-071: the field waits 500 ms for typed input, 2,000 ms while a QR address arrives and 4,000 ms for a barcode burst', () => {
    expect(scannerDelay('12.345.678-5')).toBe(500);
    expect(scannerDelay('')).toBe(500);
    expect(scannerDelay('https://portal.sidiv')).toBe(2000);
    expect(scannerDelay(QR)).toBe(2000);
    expect(scannerDelay(OLD_BARCODE)).toBe(4000);
  });
});
