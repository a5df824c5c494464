/**
 * The trail's calls' codecs (beyond-spec, the mock's own paths: ruling in rulings-audit):
 * GET /audit?user=&record=&area=&from=&to=&page=&size= (a page, JSON) and GET /audit/export with
 * the same filters (every matching entry, XLSX). A bad value is a 400 naming its field.
 */
import { auditMessages } from '../../i18n/auditMessages';
import { defineCall, optionalText, WireError } from '../legacyCall';
import { isAuditArea } from './areas';
import { DEFAULT_AUDIT_PAGE_SIZE, MAX_AUDIT_PAGE_SIZE, type AuditQuery } from './query';

const r = auditMessages.refusals;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const one = (v: unknown): string | null =>
  typeof v === 'string' ? optionalText(v) : v === undefined || v === null ? null : '\u0000';

function dayOf(v: unknown, field: string, fields: Record<string, string>): string | null {
  const t = one(v);
  if (t === null) return null;
  if (
    !DAY.test(t) ||
    Number.isNaN(Date.parse(`${t}T00:00:00Z`)) ||
    new Date(`${t}T00:00:00Z`).toISOString().slice(0, 10) !== t
  ) {
    fields[field] = r.badDay;
    return null;
  }
  return t;
}

function countOf(
  v: unknown,
  fallback: number,
  min: number,
  max: number,
  field: string,
  message: string,
  fields: Record<string, string>,
): number {
  const t = one(v);
  if (t === null) return fallback;
  if (!/^\d{1,7}$/.test(t) || Number(t) < min || Number(t) > max) {
    fields[field] = message;
    return fallback;
  }
  return Number(t);
}

/** The query read back (the mock's side). */
export function auditQueryOf(query: Readonly<Record<string, unknown>>): AuditQuery {
  const fields: Record<string, string> = {};
  const from = dayOf(query.from, 'from', fields);
  const to = dayOf(query.to, 'to', fields);
  if (from && to && from > to) fields.to = r.order;
  const areaText = one(query.area);
  if (areaText !== null && !isAuditArea(areaText)) fields.area = r.badArea;
  const user = one(query.user);
  const record = one(query.record);
  if (user === '\u0000') fields.user = r.badPage;
  if (record === '\u0000') fields.record = r.badPage;
  const page = countOf(query.page, 0, 0, 9_999_999, 'page', r.badPage, fields);
  const size = countOf(query.size, DEFAULT_AUDIT_PAGE_SIZE, 1, MAX_AUDIT_PAGE_SIZE, 'size', r.badSize, fields);
  if (Object.keys(fields).length > 0) throw new WireError(fields);
  return { user, record, area: areaText !== null && isAuditArea(areaText) ? areaText : null, from, to, page, size };
}

/** The query string of a search (the console's side); empty values are left out. */
export function auditQueryString(q: Partial<AuditQuery>): string {
  const s = new URLSearchParams();
  for (const key of ['user', 'record', 'area', 'from', 'to', 'page', 'size'] as const) {
    const v = q[key];
    if (v !== null && v !== undefined && v !== '') s.set(key, String(v));
  }
  const text = s.toString();
  return text ? `?${text}` : '';
}

export const auditList = defineCall<AuditQuery>({
  method: 'GET',
  path: '/audit',
  toWire: (q, at) => ({ path: `${at()}${auditQueryString(q)}` }),
  fromWire: ({ query }) => auditQueryOf(query),
});

export const auditExport = defineCall<AuditQuery>({
  method: 'GET',
  path: '/audit/export',
  toWire: (q, at) => ({ path: `${at()}${auditQueryString({ ...q, page: undefined, size: undefined })}` }),
  fromWire: ({ query }) => auditQueryOf(query),
});
