/**
 * What one exported cell holds, by field kind: the same reading as the list's cells (es-CL dates,
 * formatted RUTs, choice names, Sí/No), with numbers and dates kept typed for XLSX. Pure and
 * React-free: it runs in the export worker.
 */
import { DATE_FORMAT, DATETIME_FORMAT, formatDate, formatDateTime, formatNumber } from '../../../domain/formats';
import { formatIdentification } from '../../../domain/rut';
import type { Choice, FieldKind } from '../types';

/** A visible column as the export needs it (serialisable: it crosses into the worker). */
export interface ExportColumn {
  /** Spanish header: the list column's own label. */
  label: string;
  kind: FieldKind;
  choices?: readonly Choice[];
  /** What an empty value reads as (the field's emptyText). */
  emptyText?: string;
}

/** Texts the cells use (from i18n, so the worker needs no provider). */
export interface ExportTexts {
  yes: string;
  no: string;
}

/** A raw value as projected from a record on the main thread. */
export type RawValue = string | number | boolean | null;

/** A typed cell: text, a number, or a calendar date/time (its es-CL wall-clock parts in UTC). */
export type Cell =
  | { type: 'text'; value: string }
  | { type: 'number'; value: number }
  | { type: 'date' | 'datetime'; value: Date }
  | null;

const isTrue = (v: RawValue) => v === true || v === 1 || v === 'true' || v === '1';

/** "DD/MM/YYYY[ HH:mm]" → the same wall-clock time as a UTC Date (what spreadsheet serials count). */
function utcOf(formatted: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(formatted);
  if (!m) return null;
  return new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0)));
}

export function cellOf(column: ExportColumn, raw: RawValue, texts: ExportTexts): Cell {
  if (column.kind === 'boolean') return { type: 'text', value: isTrue(raw) ? texts.yes : texts.no };
  if (raw === null || raw === '') return column.emptyText ? { type: 'text', value: column.emptyText } : null;
  switch (column.kind) {
    case 'rut':
    case 'identification':
      return { type: 'text', value: formatIdentification(raw) };
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(raw);
      return Number.isFinite(n) ? { type: 'number', value: n } : { type: 'text', value: String(raw) };
    }
    case 'date':
    case 'datetime': {
      const text = column.kind === 'date' ? formatDate(raw) : formatDateTime(raw);
      const date = utcOf(text);
      return date ? { type: column.kind, value: date } : { type: 'text', value: String(raw) };
    }
    case 'select':
      return { type: 'text', value: column.choices?.find((c) => c.id === raw)?.name ?? String(raw) };
    default:
      return { type: 'text', value: String(raw) };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The cell as the list shows it (CSV): es-CL numbers and dates. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell.type === 'text') return cell.value;
  if (cell.type === 'number') return formatNumber(cell.value);
  const d = cell.value;
  const date = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  return cell.type === 'date' ? date : `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Spreadsheet number formats of the es-CL date kinds (DATE_FORMAT / DATETIME_FORMAT in Excel's notation). */
export const XLSX_FORMATS = {
  date: DATE_FORMAT.toLowerCase(),
  datetime: DATETIME_FORMAT.replace('DD', 'dd').replace('MM', 'mm').replace('YYYY', 'yyyy').replace('HH', 'hh'),
} as const;
