/** Edges of container numbers, transit states and country codes (src/domain: iso6346.ts, transitStates.ts, countries.ts). */
import { describe, expect, it } from 'vitest';
import { countryOf } from '../../../../src/domain/countries';
import {
  hasContainerShape,
  hasWrongCheckDigit,
  isValidContainerNumber,
  withCheckDigit,
} from '../../../../src/domain/iso6346';
import { importStateLabel, trackingStateLabel } from '../../../../src/domain/transitStates';

describe('ISO 6346', () => {
  it('a number is read trimmed, in any case', () => {
    expect(isValidContainerNumber(' csqu3054383 ')).toBe(true);
    expect(hasWrongCheckDigit(' csqu3054384 ')).toBe(true);
    expect(hasWrongCheckDigit(' csqu3054383 ')).toBe(false);
  });

  it('the shape is the whole text', () => {
    expect(hasContainerShape('XCSQU3054383')).toBe(false);
    expect(hasContainerShape('CSQU30543831')).toBe(false);
  });

  it('the start of no container number has no check digit, and the refusal names it', () => {
    expect(() => withCheckDigit('XYZ')).toThrow('No es el comienzo de un número de contenedor: XYZ');
  });
});

describe('transit states', () => {
  it('a value that is no state is shown as it came; none as nothing', () => {
    expect(trackingStateLabel('FOO', 'IMPORT')).toBe('FOO');
    expect(importStateLabel(undefined)).toBe('');
    expect(importStateLabel(null)).toBe('');
  });
});

describe('countries', () => {
  it('a code is read trimmed, in any case; none is no country', () => {
    expect(countryOf(' ar ')?.name).toBe('Argentina');
    expect(countryOf('AR')?.name).toBe('Argentina');
    expect(countryOf(undefined)).toBeUndefined();
    expect(countryOf('XX')).toBeUndefined();
  });
});
