import { describe, expect, it } from 'vitest';
import { parseDay, santiagoToday } from '../../../src/domain/calendarDay';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  driverPhoneError,
  failsNumberingPlan,
  licenceExpiryError,
  normalizeDriverPhone,
  parseDriverPhone,
} from '../../../src/domain/driverRules';

const OUT = 'Fecha no corresponde, por favor ingrese nuevamente';
const TODAY = '23/11/2026';

describe('licence expiry (cardExpiration)', () => {
  it.each([
    ['', 'Requerido'],
    [null, 'Requerido'],
    ['   ', 'Requerido'],
  ])('ADM-TRK-033: %j is required', (value, message) => {
    expect(licenceExpiryError(value, { today: TODAY })).toBe(message);
  });

  it.each(['2026-12-01', '1/12/2026', '31/02/2027', '00/01/2027', '12/13/2027', 'mañana'])(
    'ADM-TRK-037: %s is not a DD/MM/YYYY day → Fecha inválida',
    (value) => expect(licenceExpiryError(value, { today: TODAY })).toBe('Fecha inválida'),
  );

  it.each([
    ['22/11/2026', OUT],
    ['01/01/2020', OUT],
    ['23/11/2026', undefined],
    ['24/11/2026', undefined],
  ])('ADM-TRK-034: %s against today %s', (value, expected) => {
    expect(licenceExpiryError(value, { today: TODAY })).toBe(expected);
  });

  describe('ADM-TRK-035 CONST-041: a driver card is valid at most 10 years ahead', () => {
    it.each([
      ['23/11/2036', undefined],
      ['24/11/2036', OUT],
      ['01/01/2040', OUT],
    ])('%s', (value, expected) => {
      expect(licenceExpiryError(value, { today: TODAY })).toBe(expected);
    });
  });

  it('ADM-TRK-035: 29/02 today still allows 28/02 ten years ahead and refuses 01/03', () => {
    expect(licenceExpiryError('28/02/2038', { today: '29/02/2028' })).toBeUndefined();
    expect(licenceExpiryError('01/03/2038', { today: '29/02/2028' })).toBe(OUT);
  });

  it.each([
    ['10/05/2030', '10/05/2030', undefined],
    ['11/05/2030', '10/05/2030', undefined],
    ['09/05/2030', '10/05/2030', OUT],
    // A previous expiry already past: the new one only has to be from today on.
    ['24/11/2026', '01/01/2025', undefined],
    ['09/05/2030', undefined, undefined],
  ])('ADM-TRK-036: on edit %s with previous %s', (value, previous, expected) => {
    expect(licenceExpiryError(value, { today: TODAY, previous })).toBe(expected);
  });
});

describe('driver phone (license)', () => {
  it('CONST-042: a phone typed without its country code gets 56', () => {
    expect(DEFAULT_PHONE_COUNTRY_CODE).toBe('56');
    expect(parseDriverPhone('9 8765 4321')).toEqual({ countryCode: '56', number: '987654321' });
    expect(normalizeDriverPhone('912345678')).toBe('56 912345678');
  });

  it.each([
    ['56 912345678', { countryCode: '56', number: '912345678' }],
    ['+56 9 1234 5678', { countryCode: '56', number: '912345678' }],
    ['912345678', { countryCode: '56', number: '912345678' }],
    ['+912345678', { countryCode: '56', number: '912345678' }],
    ['9 8765 4321', { countryCode: '56', number: '987654321' }],
    ['56987654321', { countryCode: '56', number: '987654321' }],
    ['54 91123456789', { countryCode: '54', number: '91123456789' }],
    ['1 2025550123', { countryCode: '1', number: '2025550123' }],
  ])('ADM-TRK-032: %s reads with its country code (default 56)', (value, expected) => {
    expect(parseDriverPhone(value)).toEqual(expected);
  });

  it.each(['12345', 'abc', '56 12a45678', '+56 91234', '56 1234567890123456'])(
    'ADM-TRK-032: %s is not a phone',
    (value) => {
      expect(parseDriverPhone(value)).toBeUndefined();
    },
  );

  it('ADM-TRK-032: the stored form is "code number"; a non-phone is left as typed', () => {
    expect(normalizeDriverPhone('912345678')).toBe('56 912345678');
    expect(normalizeDriverPhone('+54  911 2345 6789')).toBe('54 91123456789');
    expect(normalizeDriverPhone('abc')).toBe('abc');
  });

  it.each([
    ['', 'create', 'Requerido'],
    ['', 'edit', 'Número de teléfono no válido.'],
    ['56 ', 'create', 'Requerido'],
    ['+56', 'edit', 'Número de teléfono no válido.'],
    [null, 'edit', 'Número de teléfono no válido.'],
    ['12', 'create', 'Número de teléfono no válido.'],
    ['12', 'edit', 'Número de teléfono no válido.'],
    ['56 912345678', 'create', undefined],
    ['56 912345678', 'edit', undefined],
  ] as const)('ADM-TRK-031 ADM-TRK-038: %j on %s', (value, mode, expected) => {
    expect(driverPhoneError(value, mode)).toBe(expected);
  });

  it.each([
    ['56 912345678', false],
    ['56 221234567', false],
    ['56 12345678', true],
    ['56 112345678', true],
    ['56 9123456789', true],
    ['54 91123456789', false],
  ])('ADM-TRK-039: the server numbering plan on %s fails: %s', (value, fails) => {
    expect(failsNumberingPlan(value)).toBe(fails);
  });
});

describe('calendar days in Santiago', () => {
  it('ADM-TRK-034: today is the Santiago day, not the UTC one', () => {
    // 02:30 UTC on 24/11 is still 23/11 in Santiago (UTC−3 in summer).
    expect(santiagoToday(new Date('2026-11-24T02:30:00Z'))).toBe('23/11/2026');
    expect(santiagoToday(new Date('2026-11-24T03:30:00Z'))).toBe('24/11/2026');
    // Winter (UTC−4).
    expect(santiagoToday(new Date('2026-07-01T03:30:00Z'))).toBe('30/06/2026');
  });

  it('ADM-TRK-037: parseDay accepts only real DD/MM/YYYY days', () => {
    expect(parseDay('29/02/2028')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDay('29/02/2027')).toBeUndefined();
    expect(parseDay(20261123)).toBeUndefined();
  });
});
