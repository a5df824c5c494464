import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { appMessages } from '../../../src/i18n/appMessages';
import {
  check,
  date,
  digits,
  email,
  exactLength,
  fieldErrors,
  foreignId,
  numericRange,
  oneOf,
  rut,
  text,
} from '../../../src/domain/validators';
import { inspectionDateError } from '../../../src/domain/truckRules';

const m = appMessages.validation;

describe('shared validators (D1 §5, DECISIONS Q06)', () => {
  it("VAL-001: required → 'Requerido'", () => {
    expect(check(text({ required: true }), '')).toBe('Requerido');
    expect(check(text({ required: true }), null)).toBe('Requerido');
    expect(check(text({ required: true }), '  ')).toBe('Requerido');
    expect(check(text({ required: true }), 'x')).toBeUndefined();
  });

  // Q06: the forms' wording, capital E; the lower-case variant of D1 §5 is no form's.
  it("VAL-003: e-mail → 'Debe ser un Email válido' (forms' wording, Q06)", () => {
    expect(check(email(), 'no-es-mail')).toBe('Debe ser un Email válido');
    expect(Object.values(m)).not.toContain('Debe ser un email válido');
    expect(check(email(), 'a@b.cl')).toBeUndefined();
    expect(check(email(), '')).toBeUndefined();
  });

  it("VAL-004: numeric → 'Debe ser un número'", () => {
    expect(check(digits(), '12a')).toBe('Debe ser un número');
    expect(check(digits(), '56912345678')).toBeUndefined();
  });

  it("VAL-005: min length → 'Debe ser más largo'", () => {
    expect(check(text({ min: 3 }), 'ab')).toBe('Debe ser más largo');
  });

  it("VAL-006: max length in forms → 'Longitud máxima superada'", () => {
    expect(check(text({ max: 5 }), '123456')).toBe('Longitud máxima superada');
    expect(check(text({ max: 5 }), '12345')).toBeUndefined();
    expect(check(digits({ max: 30 }), '1'.repeat(31))).toBe('Longitud máxima superada');
  });

  it("VAL-014 VAL-017: RUT rule: required, modulus 11 first (a wrong RUT is 'Rut inválido' whatever its length), then 11..12 characters as shown", () => {
    expect(check(rut(), '')).toBe('Requerido');
    expect(check(rut(), '12531909-3')).toBe('Rut inválido');
    expect(check(rut(), '18.972.631-0')).toBe('Rut inválido');
    expect(check(rut(), '1-1')).toBe('Rut inválido');
    expect(check(rut(), '0')).toBe('Rut inválido');
    // Valid check digits, wrong lengths: 1-9 is 3 characters, 123.456.789.012-5 is 17.
    expect(check(rut(), '1-9')).toBe('Debe ser más largo');
    expect(check(rut(), '999.999-K')).toBe('Debe ser más largo');
    expect(check(rut(), '1234567890125')).toBe('Longitud máxima superada');
    expect(check(rut(), '76086428-5')).toBeUndefined();
    expect(check(rut(), '9.068.826-k')).toBeUndefined();
  });

  it('VAL-016: foreign ids skip the check but need 4 characters', () => {
    expect(check(foreignId(), 'AB1')).toBe('Longitud Rut extranjero: mínimo 4.');
    expect(check(foreignId(), 'P1234')).toBeUndefined();
  });

  it("VAL-007: the date rule takes a real DD/MM/YYYY day, else 'Fecha inválida' (as the truck's inspection date)", () => {
    expect(check(date(), '29/02/2028')).toBeUndefined();
    for (const bad of ['29/02/2027', '2027-01-01', '1/1/2027', '32/01/2027', 'mañana'])
      expect(check(date(), bad), bad).toBe('Fecha inválida');
    expect(check(date(), '')).toBeUndefined();
    expect(inspectionDateError('31/04/2027')).toBe('Fecha inválida');
    expect(inspectionDateError('')).toBe('Requerido');
  });

  // The export form applies these two (tests/unit/domain/exportPreadviceForm.test.ts, and its route tests/mock/exportCalls.test.ts).
  it("VAL-008: the exact-length rule allows empty and exactly n characters, else 'Cantidad de caracteres inválida'", () => {
    expect(check(exactLength(5), '')).toBeUndefined();
    expect(check(exactLength(5), 'A1234')).toBeUndefined();
    expect(check(exactLength(5), 'A123')).toBe('Cantidad de caracteres inválida');
    expect(check(exactLength(5), 'A12345')).toBe('Cantidad de caracteres inválida');
  });

  it("VAL-009: the numeric-range rule takes 0 to the maximum, else 'Rango de valores invalido'; not a number is 'Debe ser un número'", () => {
    for (const good of ['0', '15', '100', '12,5', 0])
      expect(check(numericRange(100), good), String(good)).toBeUndefined();
    for (const bad of ['-1', '100.01', '101', -0.5])
      expect(check(numericRange(100), bad), String(bad)).toBe('Rango de valores invalido');
    expect(check(numericRange(100), 'diez')).toBe('Debe ser un número');
    expect(check(numericRange(100), '')).toBeUndefined();
  });

  it("VAL-010: a value outside the allowed set → 'Ingrese un valor válido'", () => {
    expect(check(oneOf(['A', 'B']), 'C')).toBe('Ingrese un valor válido');
    expect(check(oneOf(['A', 'B']), '')).toBeUndefined();
  });

  // The catalogue's texts; each rule's own test above names its row. D1 §5's url rule is not kept:
  // no field of D1–D3 is an address (ruling of issue 34), so 'Debe ser una URL válida' is nobody's.
  it('every default message of D1 §5 a field applies is in the shared messages', () => {
    expect(m).not.toHaveProperty('url');
    expect(m).toMatchObject({
      required: 'Requerido',
      email: 'Debe ser un Email válido',
      number: 'Debe ser un número',
      minLength: 'Debe ser más largo',
      maxLength: 'Longitud máxima superada',
      date: 'Fecha inválida',
      exactLength: 'Cantidad de caracteres inválida',
      numericRange: 'Rango de valores invalido',
      other: 'Ingrese un valor válido',
      rut: 'Rut inválido',
      rutForeign: 'Longitud Rut extranjero: mínimo 4.',
      password: 'Contraseña insegura',
      passwordMismatch: 'Las contraseñas no coinciden',
    });
  });

  it('VAL-001 VAL-003 VAL-006: fieldErrors reports the first message per dotted path', () => {
    const schema = z.looseObject({
      user: z.looseObject({ email: email({ required: true }) }),
      name: text({ required: true, max: 3 }),
    });
    expect(fieldErrors(schema, { user: { email: 'x' }, name: 'abcd' })).toEqual({
      'user.email': 'Debe ser un Email válido',
      name: 'Longitud máxima superada',
    });
  });
});
