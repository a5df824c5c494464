/**
 * Edges of the field rules (src/domain/validators.ts) the rule tables leave open. Every schema is
 * built inside its test: code run while a file is collected is charged to no test.
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  check,
  digits,
  email,
  exactLength,
  fieldErrors,
  foreignId,
  getPath,
  hasErrors,
  isRequiredIn,
  msg,
  numericRange,
  oneOf,
  rut,
  text,
} from '../../../../src/domain/validators';

describe('field rules', () => {
  it('a minimum length counts the trimmed text, and the minimum itself is enough', () => {
    expect(check(text({ min: 4 }), 'abcd')).toBeUndefined();
    expect(check(text({ min: 4 }), '  ab  ')).toBe(msg.minLength);
  });

  it('e-mails, digits, exact lengths and foreign ids are read trimmed', () => {
    expect(check(email(), ' ana@puerto.cl ')).toBeUndefined();
    expect(check(digits(), ' 123 ')).toBeUndefined();
    expect(check(exactLength(3), ' abc ')).toBeUndefined();
    expect(check(foreignId(), '  ab  ')).toBe(msg.rutForeign);
  });

  it('required rules refuse an empty value; a RUT and a foreign id are required unless told otherwise', () => {
    expect(check(email({ required: true }), '')).toBe(msg.required);
    expect(check(rut(), '')).toBe(msg.required);
    expect(check(foreignId(), '')).toBe(msg.required);
    expect(check(exactLength(3, { required: true }), '')).toBe(msg.required);
    expect(check(oneOf(['A'], { required: true }), '')).toBe(msg.required);
  });

  it('an optional RUT or foreign id may be left empty', () => {
    expect(check(rut({ required: false }), '')).toBeUndefined();
    expect(check(foreignId({ required: false }), '')).toBeUndefined();
  });

  it('a numeric range takes decimals, with a comma or a point, typed or as numbers', () => {
    const range = numericRange(10);
    expect(check(range, '2.5')).toBeUndefined();
    expect(check(range, 2.5)).toBeUndefined();
    expect(check(range, '2,5')).toBeUndefined();
  });
});

describe('reading values and errors', () => {
  it('a dotted path stops at anything that is not an object', () => {
    expect(getPath({ a: 'abc' }, 'a.length')).toBeUndefined();
    expect(getPath({ a: { b: 1 } }, 'a.b')).toBe(1);
  });

  it('errors hold a message when any field has one', () => {
    expect(hasErrors({ a: undefined, b: 'x' })).toBe(true);
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: undefined })).toBe(false);
  });

  it("a field's first message is kept", () => {
    const twice = z.unknown().check(
      z.superRefine((_v, ctx) => {
        ctx.addIssue({ code: 'custom', path: ['a'], message: 'first' });
        ctx.addIssue({ code: 'custom', path: ['a'], message: 'second' });
      }),
    );
    expect(fieldErrors(twice, {})).toEqual({ a: 'first' });
  });
});

describe('isRequiredIn', () => {
  /** user.email is required only while user.kind is 'A' (a conditional rule, as the forms have). */
  const schema = () =>
    z.unknown().check(
      z.superRefine((v, ctx) => {
        const user = getPath(v, 'user') as Record<string, unknown> | undefined;
        if (getPath(v, 'user.kind') === 'A' && !user?.email)
          ctx.addIssue({ code: 'custom', path: ['user', 'email'], message: msg.required });
        if (!getPath(v, 'note')) ctx.addIssue({ code: 'custom', path: ['note'], message: msg.other });
      }),
    );

  it('asks the schema with the field emptied, the other values kept', () => {
    const values = { user: { kind: 'A', email: 'ana@puerto.cl' }, note: 'x' };
    expect(isRequiredIn(schema(), values, 'user.email')).toBe(true);
    expect(values.user.email).toBe('ana@puerto.cl');
    expect(isRequiredIn(schema(), { user: { kind: 'B', email: 'ana@puerto.cl' } }, 'user.email')).toBe(false);
    expect(isRequiredIn(schema(), { user: { kind: 'A' } }, 'note')).toBe(false);
  });

  it('a missing or non-object parent reads as empty', () => {
    expect(isRequiredIn(schema(), {}, 'user.email')).toBe(false);
    expect(isRequiredIn(schema(), { user: 'x' }, 'user.email')).toBe(false);
    const plain = z.looseObject({ user: z.looseObject({ email: email({ required: true }) }) });
    expect(isRequiredIn(plain, { user: 'x' }, 'user.email')).toBe(true);
    expect(isRequiredIn(plain, {}, 'user.email')).toBe(true);
    const deep = z.looseObject({ a: z.looseObject({ b: z.looseObject({ c: email({ required: true }) }) }) });
    expect(isRequiredIn(deep, { a: { b: { c: 'ana@puerto.cl' } } }, 'a.b.c')).toBe(true);
  });
});
