/**
 * A fast Santiago wall clock for a year of history: the zone's offset only changes on whole hours,
 * so it is looked up once per UTC hour (santiagoTime.ts does the Intl work) and reused; a day's
 * text once per day. No Date is made per instant.
 */
import { santiagoWallClock } from '../santiagoTime';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const offsets = new Map<number, number>();
const dayTexts = new Map<number, string>();

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let off = offsets.get(hour);
  if (off === undefined) {
    const { day, time } = santiagoWallClock(new Date(hour * HOUR));
    off = Date.parse(`${day}T${time}:00Z`) - hour * HOUR;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, off);
  }
  return off;
}

/** The Santiago day 'YYYY-MM-DD' and minute of the day (0–1439) of an epoch instant. */
export function wallOf(ms: number): { day: string; minute: number } {
  const local = ms + offsetAt(ms);
  const dayIndex = Math.floor(local / DAY);
  let day = dayTexts.get(dayIndex);
  if (day === undefined) {
    day = new Date(dayIndex * DAY).toISOString().slice(0, 10);
    if (dayTexts.size > 100_000) dayTexts.clear();
    dayTexts.set(dayIndex, day);
  }
  return { day, minute: Math.floor((local - dayIndex * DAY) / 60_000) };
}
