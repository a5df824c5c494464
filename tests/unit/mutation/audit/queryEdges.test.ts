/** Edges of the audit trail's query, its codec and its pages (src/domain/audit: calls.ts, query.ts). */
import { describe, expect, it } from 'vitest';
import { auditExport, auditQueryOf, auditQueryString } from '../../../../src/domain/audit/calls';
import {
  auditMatches,
  auditPageOf,
  DEFAULT_AUDIT_PAGE_SIZE,
  MAX_AUDIT_PAGE_SIZE,
} from '../../../../src/domain/audit/query';
import type { AuditEntry } from '../../../../src/domain/audit/wire';
import { WireError } from '../../../../src/domain/legacyCall';
import { auditMessages } from '../../../../src/i18n/auditMessages';

const r = auditMessages.refusals;
const none = { user: null, record: null, area: null, from: null, to: null };

describe('audit query, edges', () => {
  it('no filters: nothing filtered, the first page of the default size', () => {
    expect(auditQueryOf({})).toEqual({ ...none, page: 0, size: DEFAULT_AUDIT_PAGE_SIZE });
    expect(auditQueryOf({ user: null, record: undefined, area: '' })).toEqual({
      ...none,
      page: 0,
      size: DEFAULT_AUDIT_PAGE_SIZE,
    });
  });

  it("a day that is no day is refused on its own field, 'to' as well as 'from'", () => {
    const fieldsOf = (query: Record<string, unknown>) => {
      try {
        auditQueryOf(query);
      } catch (e) {
        return e instanceof WireError ? e.fields : undefined;
      }
      return {};
    };
    expect(fieldsOf({ to: '2026-02-30' })).toEqual({ to: r.badDay });
    expect(fieldsOf({ from: '2026-02-30' })).toEqual({ from: r.badDay });
  });

  it('days: a real day; from up to to, the same day included', () => {
    expect(auditQueryOf({ from: '2026-11-05', to: '2026-11-05' })).toMatchObject({
      from: '2026-11-05',
      to: '2026-11-05',
    });
    expect(() => auditQueryOf({ from: '2026-11-06', to: '2026-11-05' })).toThrow(new WireError({ to: r.order }));
    for (const bad of ['2026-13-01', '2026-02-30', 'x2026-11-05', '05/11/2026'])
      expect(() => auditQueryOf({ from: bad }), bad).toThrow(new WireError({ from: r.badDay }));
  });

  it('page and size: whole numbers within their bounds, the bounds included', () => {
    expect(auditQueryOf({ page: '0', size: '1' })).toMatchObject({ page: 0, size: 1 });
    expect(auditQueryOf({ size: String(MAX_AUDIT_PAGE_SIZE) })).toMatchObject({ size: MAX_AUDIT_PAGE_SIZE });
    expect(() => auditQueryOf({ size: String(MAX_AUDIT_PAGE_SIZE + 1) })).toThrow(new WireError({ size: r.badSize }));
    expect(() => auditQueryOf({ size: '0' })).toThrow(new WireError({ size: r.badSize }));
    for (const bad of ['1a', 'a1', '-1', '12345678'])
      expect(() => auditQueryOf({ page: bad }), bad).toThrow(new WireError({ page: r.badPage }));
  });

  it('a repeated parameter is refused on its field; an unknown area too', () => {
    expect(() => auditQueryOf({ user: ['a', 'b'] })).toThrow(new WireError({ user: r.badPage }));
    expect(() => auditQueryOf({ record: ['a', 'b'] })).toThrow(new WireError({ record: r.badPage }));
    expect(() => auditQueryOf({ area: 'nowhere' })).toThrow(new WireError({ area: r.badArea }));
    expect(auditQueryOf({ area: 'administration' }).area).toBe('administration');
  });

  it('the query string leaves out empty values; the export has no page', () => {
    expect(auditQueryString({ user: 'ana', record: '', area: null, from: undefined, page: 0 })).toBe(
      '?user=ana&page=0',
    );
    expect(auditQueryString({})).toBe('');
    expect(auditExport.toWire({ ...none, user: 'ana', page: 2, size: 10 }).path).toBe('/audit/export?user=ana');
    expect(auditExport.fromWire({ params: {}, query: { user: 'ana' }, body: undefined }).user).toBe('ana');
  });
});

describe('audit pages, edges', () => {
  const entry = (id: number, recordId = String(id)): AuditEntry => ({
    id,
    at: `2026-11-05T13:0${id}:00Z`,
    user: 'ana',
    roles: [],
    area: 'administration',
    recordType: 'agent',
    recordId,
    action: 'update',
    call: '',
    changes: [],
  });
  const entries = [entry(1), entry(2), entry(3)];
  const q = { ...none, page: 0, size: 2 };

  it('a page holds at most its size, newest first; a record named without its type is any type', () => {
    expect(auditPageOf(entries, q)).toEqual({ rows: [entries[2], entries[1]], total: 3, page: 0, size: 2 });
    expect(auditPageOf(entries, { ...q, page: 1 }).rows).toEqual([entries[0]]);
    expect(auditPageOf(entries, { ...q, record: '2' }).rows).toEqual([entries[1]]);
    expect(auditPageOf(entries, { ...q, record: 'agent/2' }).rows).toEqual([entries[1]]);
  });

  it('the export: every match, newest first', () => {
    expect(auditMatches(entries, none)).toEqual([entries[2], entries[1], entries[0]]);
    expect(auditMatches(entries, { ...none, record: '1' })).toEqual([entries[0]]);
  });
});
