/** Edges of what the audit trail records of a write (src/domain/audit/recording.ts) the trail's tests leave open. */
import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  auditEntryOf,
  capped,
  flatten,
  isSecretField,
  MAX_VALUE_CHARS,
} from '../../../../src/domain/audit/recording';

const keys = (r: Record<string, unknown>) => [...flatten(r).keys()];

describe('audit recording, edges', () => {
  it('lists of records are keyed by a finite number or a text; anything else is one value', () => {
    expect(keys({ l: [{ id: 1 }, { id: 2 }] })).toEqual(['l[1]', 'l[2]']);
    expect(
      keys({
        l: [
          { id: Number.NaN, rut: 'a' },
          { id: 1, rut: 'b' },
        ],
      }),
    ).toEqual(['l[a]', 'l[b]']);
    expect(keys({ l: [{ id: 1 }, null] })).toEqual(['l']);
    expect(keys({ l: [{ id: true }, { id: false }] })).toEqual(['l']);
    expect(keys({ l: [] })).toEqual(['l']);
    expect(keys({ o: {} })).toEqual(['o']);
  });

  it('secret fields, also as the last segment of a path or a list element', () => {
    expect(isSecretField('user.passwordHash')).toBe(true);
    expect(isSecretField('token[ab]')).toBe(true);
    expect(isSecretField('x[1].password[2]')).toBe(true);
    expect(isSecretField('tokens')).toBe(false);
  });

  it('a value is kept up to its limit, a longer one is cut as text', () => {
    const fits = 'x'.repeat(MAX_VALUE_CHARS - 2);
    expect(capped(fits)).toBe(fits);
    expect(capped(`${fits}x`)).toBe(`${fits}x…`);
    const big = capped({ a: 'x'.repeat(600) }) as string;
    expect(big.startsWith('{"a":"xxx')).toBe(true);
    expect(big).toHaveLength(MAX_VALUE_CHARS + 1);
  });

  it('a list emptied or filled shows as its elements, never beside a "[]"', () => {
    expect(auditChanges({ d: [{ id: 1 }] }, { d: [] })).toStrictEqual([{ field: 'd[1]', before: { id: 1 } }]);
    expect(auditChanges({ d: [] }, { d: [{ id: 1 }] })).toStrictEqual([{ field: 'd[1]', after: { id: 1 } }]);
    expect(auditChanges({ x: 1 }, { x: 1, l: [] })).toStrictEqual([{ field: 'l', after: [] }]);
    expect(auditChanges({ x: 1, l: [] }, { x: 1 })).toStrictEqual([{ field: 'l', before: [] }]);
    expect(auditChanges({ l: [1] }, { l: [] })).toStrictEqual([{ field: 'l', before: [1], after: [] }]);
    // a keyed list that became a plain one (or back): both sides recorded
    expect(auditChanges({ l: [{ id: 1 }] }, { l: [1] })).toStrictEqual([
      { field: 'l', after: [1] },
      { field: 'l[1]', before: { id: 1 } },
    ]);
    expect(auditChanges({ l: [1] }, { l: [{ id: 1 }] })).toStrictEqual([
      { field: 'l[1]', after: { id: 1 } },
      { field: 'l', before: [1] },
    ]);
  });

  it('an undefined value is named without a before or after', () => {
    expect(auditChanges({}, { n: undefined })).toStrictEqual([{ field: 'n' }]);
    expect(auditChanges({ n: undefined }, { n: 1 })).toStrictEqual([{ field: 'n', after: 1 }]);
    expect(auditChanges({ n: 1 }, { n: undefined })).toStrictEqual([{ field: 'n', before: 1 }]);
  });

  it('the entry: a create with its fields, an update only when something changed, the roles copied', () => {
    const facts = {
      id: 1,
      at: '2026-11-05T13:00:00Z',
      user: 'ana',
      roles: ['ROLE_A'],
      area: 'admin',
      call: 'POST /api/x',
      recordType: 'x',
      recordId: '7',
    };
    expect(auditEntryOf({ ...facts, before: null, after: { n: 1 } })).toMatchObject({
      action: 'create',
      roles: ['ROLE_A'],
      changes: [{ field: 'n', after: 1 }],
    });
    expect(auditEntryOf({ ...facts, before: { n: 1 }, after: { n: 2 } })).toMatchObject({ action: 'update' });
    expect(auditEntryOf({ ...facts, before: { n: 1 }, after: { n: 1 } })).toBeNull();
    expect(auditEntryOf({ ...facts, before: null, after: {} })).toMatchObject({ action: 'create', changes: [] });
    expect(auditEntryOf({ ...facts, before: { n: 1 }, after: null })).toMatchObject({ action: 'delete' });
  });
});
