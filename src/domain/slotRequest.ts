/**
 * The day and slot start a booking names. appointmentDate comes as the legacy's
 * 'DD-MM-YYYY HH:mm' or 'DD/MM/YYYY HH:mm', as 'YYYY-MM-DD[T ]HH:mm' (Santiago wall clock), or as
 * an ISO instant with a zone (converted to Santiago); a separate start ('HH:mm') may name the slot.
 */
import { santiagoWallClock } from './santiagoTime';

export interface SlotRequest {
  day: string;
  start: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function validDay(y: string, m: string, d: string): string | undefined {
  const day = `${y}-${m}-${d}`;
  const parsed = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : undefined;
}

export function parseSlotRequest(appointmentDate: unknown, start: unknown): SlotRequest | undefined {
  const text = typeof appointmentDate === 'string' ? appointmentDate.trim() : '';
  const explicitStart = typeof start === 'string' && TIME.test(start.trim()) ? start.trim() : undefined;
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (m) {
    if (m[5] && m[4]) {
      const at = new Date(text);
      if (Number.isNaN(at.getTime())) return undefined;
      const wall = santiagoWallClock(at);
      return { day: wall.day, start: explicitStart ?? wall.time };
    }
    const day = validDay(m[1]!, m[2]!, m[3]!);
    const time = explicitStart ?? m[4];
    return day && time && TIME.test(time) ? { day, start: time } : undefined;
  }
  m = /^(\d{2})[-/](\d{2})[-/](\d{4})(?:\s+(\d{2}:\d{2}))?$/.exec(text);
  if (m) {
    const day = validDay(m[3]!, m[2]!, m[1]!);
    const time = explicitStart ?? m[4];
    return day && time && TIME.test(time) ? { day, start: time } : undefined;
  }
  return undefined;
}
