/**
 * An entry as people read it (the /audit screen and its XLSX alike): the record type and field by
 * their Spanish names (a record type's form labels first, then the shared names), values as the
 * rest of the portal writes them (DD/MM/YYYY HH:mm, Sí/No, a choice's name), never a raw code
 * where a name is known.
 */
import { auditMessages as m } from '../../i18n/auditMessages';
import { formatDateTime, formatNumber } from '../formats';
import { slashedDay } from '../santiagoTime';
import type { AuditChange, AuditEntry } from './wire';

export interface AuditFieldInfo {
  label: string;
  choices?: readonly { id: unknown; name: string }[];
}
/** A record type's fields by path ('contactInfo.contactEmail'), from its resource definition if it has one. */
export type AuditFieldCatalog = (recordType: string) => Readonly<Record<string, AuditFieldInfo>>;
export const noCatalog: AuditFieldCatalog = () => ({});

/** 'creditDays' → 'Credit days': the last resort for a name no label covers. */
const humanize = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const recordTypeLabel = (recordType: string): string => m.recordTypes[recordType] ?? humanize(recordType);
export const areaLabel = (area: string): string => m.areas[area] ?? m.areas.other!;
export const actionLabel = (action: string): string => m.actions[action] ?? humanize(action);

const ELEMENT = /^(.*)\[([^\]]*)\]$/;
const lastSegment = (path: string) => path.split('.').pop() ?? path;

/** A field path's label: its record type's own label, else the shared one; a list element adds its key. */
export function fieldLabel(recordType: string, path: string, catalog: AuditFieldCatalog): string {
  const element = ELEMENT.exec(path);
  const base = element ? element[1]! : path;
  const label = catalog(recordType)[base]?.label ?? m.fields[lastSegment(base)] ?? humanize(lastSegment(base));
  return element ? `${label} ${element[2]}` : label;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 300;

/** A value as text ('—' for none). */
export function valueText(value: unknown, info?: AuditFieldInfo): string {
  if (value === undefined || value === null || value === '') return m.none;
  const choice = info?.choices?.find((c) => c.id === value);
  if (choice) return choice.name;
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    if (DAY.test(value)) return slashedDay(value);
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}${m.truncated}` : value;
  }
  if (Array.isArray(value)) return value.length === 0 ? m.none : cut(value.map((v) => valueText(v)).join(', '));
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'object')
      .map(([k, v]) => `${m.fields[k] ?? humanize(k)}: ${valueText(v)}`);
    return parts.length === 0 ? m.none : cut(parts.join('; '));
  }
  return cut(String(value));
}

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}${m.truncated}` : text);

export interface ChangeText {
  field: string;
  before: string;
  after: string;
}

/** One change as its label and before/after texts. */
export function changeText(recordType: string, change: AuditChange, catalog: AuditFieldCatalog): ChangeText {
  const field = fieldLabel(recordType, change.field, catalog);
  if (change.hidden) return { field, before: m.hidden, after: m.hidden };
  const element = ELEMENT.exec(change.field);
  const info = catalog(recordType)[element ? element[1]! : change.field];
  return { field, before: valueText(change.before, info), after: valueText(change.after, info) };
}

/** The export's rows: one per changed field (an entry without changes still gets one row). */
export function auditSheetRows(
  entries: readonly AuditEntry[],
  catalog: AuditFieldCatalog,
  roleName: (role: string) => string,
): string[][] {
  const rows: string[][] = [];
  for (const e of entries) {
    const head = [
      formatDateTime(e.at),
      e.user,
      e.roles.map(roleName).join(', '),
      areaLabel(e.area),
      recordTypeLabel(e.recordType),
      e.recordId,
      actionLabel(e.action),
    ];
    if (e.changes.length === 0) rows.push([...head, '', '', '']);
    for (const c of e.changes) {
      const t = changeText(e.recordType, c, catalog);
      rows.push([...head, t.field, t.before, t.after]);
    }
  }
  return rows;
}
