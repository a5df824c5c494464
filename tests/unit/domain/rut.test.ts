import { describe, expect, it } from 'vitest';
import {
  canonicalRut,
  cleanRut,
  formatIdentification,
  formatRut,
  isValidRut,
  rutCheckDigit,
} from '../../../src/domain/rut';

describe('RUT', () => {
  it.each(['76086428-5', '12531909-2', '10626628-K', '3528355-2', '9.068.826-k'])('VAL-013: %s is valid', (rut) => {
    expect(isValidRut(rut)).toBe(true);
  });

  it.each(['12531909-3', '76086A28-5', '18.972.631-0', '', '0'])('VAL-013 VAL-014: "%s" is invalid', (rut) => {
    expect(isValidRut(rut)).toBe(false);
  });

  it('VAL-013: check digit by modulus 11 with weights 2..7 gives 0 and K', () => {
    expect(rutCheckDigit('10626628')).toBe('K');
    expect(rutCheckDigit('76086428')).toBe('5');
    // 11 - (sum % 11) === 11 → '0'
    expect(rutCheckDigit('1000013')).toBe('0');
    expect(isValidRut('1000013-0')).toBe(true);
  });

  it('VAL-011: input is cleaned to digits and K, upper-cased', () => {
    expect(cleanRut(' 9.068.826-k ')).toBe('9068826K');
    expect(cleanRut('76.086.428-5')).toBe('760864285');
    expect(canonicalRut('9.068.826-k')).toBe('9068826-K');
  });

  it('VAL-012: shown with dots and hyphen', () => {
    expect(formatRut('760864285')).toBe('76.086.428-5');
    expect(formatRut('3528355-2')).toBe('3.528.355-2');
    expect(formatRut('10626628k')).toBe('10.626.628-K');
  });

  it('VAL-012 ADM-CLI-018: an identification written like a RUT shows as one, a foreign id as given', () => {
    expect(formatIdentification('76086428-5')).toBe('76.086.428-5');
    expect(formatIdentification('12345678k')).toBe('12.345.678-K');
    expect(formatIdentification('9.068.826-k')).toBe('9.068.826-K');
    expect(formatIdentification('AR-30712345')).toBe('AR-30712345');
    expect(formatIdentification(' P1234567 ')).toBe('P1234567');
    // All digits but longer than any RUT: a Peruvian RUC, a Brazilian CNPJ (seeded foreign clients).
    expect(formatIdentification('20512345678')).toBe('20512345678');
    expect(formatIdentification('12345678000195')).toBe('12345678000195');
    expect(formatIdentification('123456-0')).toBe('123.456-0');
    expect(formatIdentification('1234567')).toBe('123.456-7');
    expect(formatIdentification(null)).toBe('');
  });
});
