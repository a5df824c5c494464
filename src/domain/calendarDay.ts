/**
 * Calendar days as the driver and truck forms write them (DD/MM/YYYY, D1 §1) and "today" in the
 * terminal's time zone (America/Santiago), so a date rule gives the same answer in the browser,
 * on the server and in tests (which pass their own "today").
 */

export const TERMINAL_TIME_ZONE = 'America/Santiago';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DDMMYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A real calendar day written DD/MM/YYYY (31/02 and 2026-11-23 are not), else undefined. */
export function parseDay(value: unknown): CalendarDay | undefined {
  if (typeof value !== 'string') return undefined;
  const m = DDMMYYYY.exec(value.trim());
  if (!m) return undefined;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || year < 1900) return undefined;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? { year, month, day } : undefined;
}

/** YYYY-MM-DD: a day as ISO text, which sorts as the calendar does. */
export const isoDay = (d: CalendarDay): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** YYYYMMDD as a number: days compare with < and >. */
export const dayKey = (d: CalendarDay): number => d.year * 10_000 + d.month * 100 + d.day;

export function formatDay(d: CalendarDay): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.day)}/${pad(d.month)}/${pad(d.year, 4)}`;
}

/** The calendar day it is at `now` in Santiago (DD/MM/YYYY). */
export function santiagoToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TERMINAL_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatDay({ year: part('year'), month: part('month'), day: part('day') });
}
