/**
 * The terminal's wall clock: America/Santiago (D2 §9 dates; DECISIONS Q24 coordination hours).
 * Days are 'YYYY-MM-DD' and times 'HH:mm' in Santiago; instants are Date / ISO strings.
 * Intl only (no time-zone library), so console and mock agree, summer time included.
 */
import { TERMINAL_TIME_ZONE } from './calendarDay';

export { TERMINAL_TIME_ZONE };

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TERMINAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface WallClock {
  day: string;
  time: string;
}

/** The Santiago day and time of an instant. */
export function santiagoWallClock(at: Date): WallClock {
  const p: Record<string, string> = {};
  for (const { type, value } of parts.formatToParts(at)) p[type] = value;
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

export const santiagoDay = (at: Date): string => santiagoWallClock(at).day;

/** Minutes Santiago is ahead of UTC at an instant (negative: -180 in summer, -240 in winter). */
function offsetMinutes(at: Date): number {
  const { day, time } = santiagoWallClock(at);
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of a Santiago day and time ('2025-11-05', '08:30'). */
export function santiagoInstant(day: string, time: string): Date {
  const naive = Date.parse(`${day}T${time}:00Z`);
  // Two passes: the offset at the guess, then at the corrected instant (summer-time edges).
  let at = new Date(naive - offsetMinutes(new Date(naive)) * 60_000);
  at = new Date(naive - offsetMinutes(at) * 60_000);
  return at;
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY' (the quotas' wire date, D2 §3). */
export const dashedDay = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (screens and documents, D2 §9). */
export const slashedDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** 'DD/MM/YYYY HH:mm' of an instant, in Santiago. */
export function santiagoDateTime(at: Date): string {
  const { day, time } = santiagoWallClock(at);
  return `${slashedDay(day)} ${time}`;
}
