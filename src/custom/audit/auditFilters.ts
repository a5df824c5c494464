/**
 * The /audit screen's filters as typed and as kept in the URL (so a record's 'Historial' button
 * and a reload open the same search): days typed DD/MM/AAAA, sent as ISO days.
 */
import { isAuditArea, type AuditArea } from '../../domain/audit/areas';
import type { AuditQuery } from '../../domain/audit/query';
import { formatDay, isoDay, parseDay } from '../../domain/calendarDay';
import { auditMessages } from '../../i18n/auditMessages';

export interface TypedFilters {
  user: string;
  record: string;
  area: string;
  from: string;
  to: string;
}
export type FilterField = keyof TypedFilters;

/** Rows the screen asks for at once (newest first); older ones: narrow the filters or download. */
export const AUDIT_SCREEN_ROWS = 500;

const typedOf = (iso: string | null) =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? formatDay({ year: +iso.slice(0, 4), month: +iso.slice(5, 7), day: +iso.slice(8, 10) })
    : '';

export const typedFromUrl = (p: URLSearchParams): TypedFilters => ({
  user: p.get('user') ?? '',
  record: p.get('record') ?? '',
  area: isAuditArea(p.get('area') ?? '') ? p.get('area')! : '',
  from: typedOf(p.get('from')),
  to: typedOf(p.get('to')),
});

export type ReadFilters =
  | { ok: true; query: AuditQuery; url: Record<string, string> }
  | { ok: false; errors: Partial<Record<FilterField, string>> };

export function readFilters(t: TypedFilters): ReadFilters {
  const errors: Partial<Record<FilterField, string>> = {};
  const day = (field: 'from' | 'to') => {
    if (t[field].trim() === '') return null;
    const d = parseDay(t[field]);
    if (d) return isoDay(d);
    errors[field] = auditMessages.refusals.badDay.replace('AAAA-MM-DD', 'DD/MM/AAAA');
    return null;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && from > to) errors.to = auditMessages.refusals.order;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const area = isAuditArea(t.area) ? (t.area as AuditArea) : null;
  const query: AuditQuery = {
    user: t.user.trim() || null,
    record: t.record.trim() || null,
    area,
    from,
    to,
    page: 0,
    size: AUDIT_SCREEN_ROWS,
  };
  const url = Object.fromEntries(
    Object.entries({ user: query.user, record: query.record, area, from, to }).filter(([, v]) => v),
  ) as Record<string, string>;
  return { ok: true, query, url };
}
