/**
 * The punctuality screen's period as typed (DD/MM/AAAA, both required): the ISO days the call
 * sends, or the fields' Spanish messages in the form's order (the first is focused). Same limits
 * as the call's codec (from ≤ to, at most a year).
 */
import { punctualityMessages } from '../../i18n/punctualityMessages';
import { formatDay, isoDay, parseDay } from '../calendarDay';
import { WireError } from '../legacyCall';
import { periodOfQuery } from './calls';

const r = punctualityMessages.refusals;

export type PeriodInput =
  | { ok: true; from: string; to: string }
  | { ok: false; errors: Partial<Record<'from' | 'to', string>> };

export function periodOfTyped(fromText: string, toText: string): PeriodInput {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  const read = (text: string, field: 'from' | 'to') => {
    if (text.trim() === '') errors[field] = r.required;
    else {
      const d = parseDay(text);
      if (d) return isoDay(d);
      errors[field] = r.badTypedDay;
    }
    return null;
  };
  const from = read(fromText, 'from');
  const to = read(toText, 'to');
  if (!from || !to) return { ok: false, errors };
  try {
    periodOfQuery({ from, to });
  } catch (e) {
    if (e instanceof WireError) return { ok: false, errors: e.fields };
    throw e;
  }
  return { ok: true, from, to };
}

/** An ISO day as the field shows it. */
export const typedDay = (iso: string): string =>
  formatDay({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });
