/** Edges of an audit entry as people read it (src/domain/audit/present.ts) the screen tests leave open. */
import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  areaLabel,
  auditSheetRows,
  fieldLabel,
  noCatalog,
  recordTypeLabel,
  valueText,
} from '../../../../src/domain/audit/present';
import type { AuditEntry } from '../../../../src/domain/audit/wire';
import { formatDateTime } from '../../../../src/domain/formats';
import { auditMessages as m } from '../../../../src/i18n/auditMessages';

describe('audit entry texts, edges', () => {
  it('a name no label covers is spelled out as words', () => {
    expect(recordTypeLabel('someNewThing')).toBe('Some new thing');
    expect(recordTypeLabel('box2Kind')).toBe('Box2 kind');
    expect(recordTypeLabel('__snake__case-and-kebab')).toBe('Snake case and kebab');
    expect(actionLabel('reOpen')).toBe('Re open');
    expect(actionLabel('create')).toBe(m.actions.create);
    expect(areaLabel('no-such-area')).toBe(m.areas.other);
    expect(fieldLabel('agent', 'drivers[123]', noCatalog)).toMatch(/ 123$/);
  });

  it('values: none, a choice by its id, texts and lists cut at 300 characters', () => {
    expect(valueText(undefined)).toBe(m.none);
    expect(valueText(null)).toBe(m.none);
    expect(valueText('')).toBe(m.none);
    expect(valueText(0)).toBe('0');
    expect(valueText(false)).toBe(m.no);
    const info = { label: 'Estado', choices: [{ id: 'A', name: 'Activo' }] };
    expect(valueText('A', info)).toBe('Activo');
    expect(valueText('B', info)).toBe('B');
    expect(valueText('B', { label: 'Sin lista' })).toBe('B');
    expect(valueText('x'.repeat(300))).toBe('x'.repeat(300));
    expect(valueText('x'.repeat(301))).toBe(`${'x'.repeat(300)}${m.truncated}`);
    expect(valueText([])).toBe(m.none);
    expect(valueText(['a', 'b'])).toBe('a, b');
    expect(valueText(['x'.repeat(200), 'y'.repeat(100)])).toBe(`${'x'.repeat(200)}, ${'y'.repeat(98)}${m.truncated}`);
    expect(valueText(['x'.repeat(300)])).toBe('x'.repeat(300));
    expect(valueText(10n)).toBe('10');
  });

  it('a record as a value: its plain fields only, named', () => {
    expect(valueText({ a: null, b: undefined, c: '', d: { e: 1 }, f: [1] })).toBe(m.none);
    expect(valueText({ someField: 'x', n: 2 })).toBe('Some field: x; N: 2');
    expect(valueText({ note: 'x'.repeat(400) }).endsWith(m.truncated)).toBe(true);
  });

  it('the sheet: one row per change, an entry without changes one row with empty change cells', () => {
    const entry: AuditEntry = {
      id: 1,
      at: '2026-11-05T13:00:00Z',
      user: 'ana',
      roles: ['ROLE_A', 'ROLE_B'],
      area: 'no-such-area',
      recordType: 'someThing',
      recordId: '7',
      action: 'update',
      call: 'PUT /api/someThing/7',
      changes: [],
    };
    const head = [formatDateTime(entry.at), 'ana', 'a, b', m.areas.other, 'Some thing', '7', m.actions.update];
    const roleName = (r: string) => r.slice(5).toLowerCase();
    expect(auditSheetRows([entry], noCatalog, roleName)).toEqual([[...head, '', '', '']]);
    const changed = {
      ...entry,
      changes: [
        { field: 'name', before: 'a', after: 'b' },
        { field: 'secret', hidden: true as const },
      ],
    };
    const rows = auditSheetRows([changed], noCatalog, roleName);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(0, 7)).toEqual(head);
    expect(rows[0]!.slice(8)).toEqual(['a', 'b']);
    expect(rows[1]!.slice(8)).toEqual([m.hidden, m.hidden]);
  });
});
