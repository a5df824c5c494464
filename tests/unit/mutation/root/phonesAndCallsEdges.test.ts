/** Edges of the driver rules (src/domain/driverRules.ts), the legacy call helpers (legacyCall.ts) and the permission rows (permissions.ts). */
import { describe, expect, it } from 'vitest';
import {
  driverPhoneError,
  failsNumberingPlan,
  licenceExpiryError,
  parseDriverPhone,
} from '../../../../src/domain/driverRules';
import { fillPath, optionalText, textOf } from '../../../../src/domain/legacyCall';
import { addPermissionRows, can, PERMISSIONS } from '../../../../src/domain/permissions';
import { appMessages } from '../../../../src/i18n/appMessages';

const v = appMessages.validation;
const CS = 'ROLE_CUSTOMER_SERVICE';

describe('driver phones', () => {
  it('the country code alone is no phone yet; digits merely ending in 56 are a wrong phone', () => {
    expect(driverPhoneError('56', 'create')).toBe(v.required);
    expect(driverPhoneError('+56  ', 'create')).toBe(v.required);
    expect(driverPhoneError('1256', 'create')).toBe(v.phone);
  });

  it('a phone is read trimmed; a country code needs its own group at the start', () => {
    expect(parseDriverPhone(' +54 11 1234 5678 ')).toEqual({ countryCode: '54', number: '1112345678' });
    expect(parseDriverPhone('x+54 11 1234 5678')).toBeUndefined();
    expect(parseDriverPhone('+54 11 1234 5678x')).toBeUndefined();
  });

  it('56 glued to a Chilean number is its code only when the digits are exactly that', () => {
    expect(parseDriverPhone('56912345678')).toEqual({ countryCode: '56', number: '912345678' });
    expect(parseDriverPhone('1256912345678')).toEqual({ countryCode: '56', number: '1256912345678' });
    expect(parseDriverPhone('569123456789')).toEqual({ countryCode: '56', number: '569123456789' });
  });

  it('the numbering plan: no phone fails it; a Chilean number is the 9 digits, starting 2–9', () => {
    expect(failsNumberingPlan('abc')).toBe(true);
    expect(failsNumberingPlan('56 912345678')).toBe(false);
    expect(failsNumberingPlan('56 1912345678')).toBe(true);
  });

  it("a licence expiry needs today's date written right", () => {
    expect(() => licenceExpiryError('05/11/2026', { today: '2025-11-05' })).toThrow(
      'today must be DD/MM/YYYY: 2025-11-05',
    );
  });
});

describe('legacy call helpers', () => {
  it('a path missing a parameter is a programming error naming it', () => {
    expect(() => fillPath('/api/unit/:id', {})).toThrow('falta el parámetro id de /api/unit/:id');
  });

  it('null is no text', () => {
    expect(optionalText(null)).toBeNull();
    expect(textOf(null)).toBe('');
  });
});

describe('permission rows', () => {
  it('a row name taken by other rows is refused, and nothing is added', () => {
    expect(() => addPermissionRows({ clients: { list: [CS] } })).toThrow('Permission row "clients" is declared twice');
    expect(PERMISSIONS.clients).not.toEqual({ list: [CS] });
    // The same rows again (both registries add each area) change nothing.
    expect(() => addPermissionRows({ clients: PERMISSIONS.clients! })).not.toThrow();
  });

  it('a resource without a dot is looked up whole; one starting with a dot falls back to the empty base', () => {
    addPermissionRows({ mutationProbe: { list: [CS] }, '.*': { list: [CS] } });
    try {
      expect(can([CS], 'mutationProbe', 'list')).toBe(true);
      expect(can([CS], 'mutationProbes', 'list')).toBe(false);
      expect(can([CS], '.probe', 'list')).toBe(true);
    } finally {
      delete PERMISSIONS.mutationProbe;
      delete PERMISSIONS['.*'];
    }
  });
});
