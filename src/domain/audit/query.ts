/**
 * The trail's search (GET /audit): filters by user (part of the login, any case), record (its id,
 * or 'type/id'), area and period (Santiago days, both included); newest first, a page at a time.
 */
import { addDays, santiagoInstant } from '../santiagoTime';
import type { AuditArea } from './areas';
import type { AuditEntry, AuditPage } from './wire';

export interface AuditQuery {
  user: string | null;
  record: string | null;
  area: AuditArea | null;
  /** 'YYYY-MM-DD' (Santiago). */
  from: string | null;
  to: string | null;
  /** From 0. */
  page: number;
  size: number;
}

export const DEFAULT_AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 1000;

/** The query's test of one entry (instants compared as ISO text: the trail writes them in UTC). */
export function auditFilter(q: Omit<AuditQuery, 'page' | 'size'>): (e: AuditEntry) => boolean {
  const user = q.user?.toLowerCase() ?? null;
  const record = q.record ?? null;
  const typed = record?.includes('/') ?? false;
  const from = q.from ? santiagoInstant(q.from, '00:00').toISOString() : null;
  const until = q.to ? santiagoInstant(addDays(q.to, 1), '00:00').toISOString() : null;
  return (e) =>
    (user === null || e.user.toLowerCase().includes(user)) &&
    (record === null || (typed ? `${e.recordType}/${e.recordId}` === record : e.recordId === record)) &&
    (q.area === null || e.area === q.area) &&
    (from === null || e.at >= from) &&
    (until === null || e.at < until);
}

/** One page of the matching entries, newest first, from entries held oldest first. */
export function auditPageOf(entries: readonly AuditEntry[], q: AuditQuery): AuditPage {
  const match = auditFilter(q);
  const skip = q.page * q.size;
  const rows: AuditEntry[] = [];
  let total = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (!match(e)) continue;
    if (total >= skip && rows.length < q.size) rows.push(e);
    total++;
  }
  return { rows, total, page: q.page, size: q.size };
}

/** Every matching entry, newest first (the export). */
export function auditMatches(entries: readonly AuditEntry[], q: Omit<AuditQuery, 'page' | 'size'>): AuditEntry[] {
  const match = auditFilter(q);
  const out: AuditEntry[] = [];
  for (let i = entries.length - 1; i >= 0; i--) if (match(entries[i]!)) out.push(entries[i]!);
  return out;
}
