import { describe, expect, it } from 'vitest';
import { inspectionDateError, normalizePlate, plateError } from '../../../src/domain/truckRules';

describe('VAL-031 CONST-027: truck plate (letters and digits, at most 7)', () => {
  it.each([
    ['', 'Requerido'],
    [undefined, 'Requerido'],
    ['ABCD123X', 'Longitud máxima superada'],
    ['GH-TR21', 'La patente sólo puede tener letras y números'],
    ['GH TR2', 'La patente sólo puede tener letras y números'],
    ['ÑAND12', 'La patente sólo puede tener letras y números'],
    ['GHTR21', undefined],
    ['ab1234', undefined],
    ['ABCD123', undefined],
  ])('ADM-TRK-043 ADM-TRK-044 ADM-TRK-046 ADM-TRU-005 VAL-031 CONST-027: %j → %s', (value, expected) => {
    expect(plateError(value)).toBe(expected);
  });

  it('ADM-TRK-045: plates are upper-cased and trimmed', () => {
    expect(normalizePlate(' ghtr21 ')).toBe('GHTR21');
    expect(normalizePlate(null)).toBe('');
  });

  it.each([
    ['', 'Requerido'],
    ['2026-01-01', 'Fecha inválida'],
    ['31/04/2026', 'Fecha inválida'],
    ['30/04/2026', undefined],
    // An inspection date in the past is allowed: the spec only requires it.
    ['01/01/2020', undefined],
  ])('ADM-TRK-047: inspection date %j → %s', (value, expected) => {
    expect(inspectionDateError(value)).toBe(expected);
  });
});
