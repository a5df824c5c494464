/**
 * The punctuality calls' codecs (beyond-spec): the period is two Santiago days 'YYYY-MM-DD' in the
 * query, from ≤ to and at most a year apart; absent, the last 30 days (the mock fills them). A bad
 * one is 400 naming the field.
 */
import { punctualityMessages } from '../../i18n/punctualityMessages';
import { defineCall, optionalText, WireError } from '../legacyCall';

export interface PunctualityQuery {
  /** Empty: the caller's own company. */
  truckingId: string;
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

function dayOf(v: unknown, field: string, fields: Record<string, string>): string | null {
  if (v === undefined || v === null) return null;
  // A repeated parameter (?from=a&from=b) is a list: not one day.
  const t = typeof v === 'string' ? optionalText(v) : '-';
  if (t === null) return null;
  if (
    !DAY.test(t) ||
    Number.isNaN(Date.parse(`${t}T00:00:00Z`)) ||
    new Date(`${t}T00:00:00Z`).toISOString().slice(0, 10) !== t
  ) {
    fields[field] = punctualityMessages.refusals.badDay;
    return null;
  }
  return t;
}

/** The query read back: both days valid, in order and within a year. */
export function periodOfQuery(query: Readonly<Record<string, unknown>>): { from: string | null; to: string | null } {
  const fields: Record<string, string> = {};
  const from = dayOf(query.from, 'from', fields);
  const to = dayOf(query.to, 'to', fields);
  if (from && to && from > to) fields.to = punctualityMessages.refusals.order;
  if (from && to && Date.parse(to) - Date.parse(from) > MAX_DAYS * 86_400_000)
    fields.to = punctualityMessages.refusals.tooLong;
  if (Object.keys(fields).length > 0) throw new WireError(fields);
  return { from, to };
}

const queryOf = (from: string | null, to: string | null) => {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** GET /appointmentrules/punctuality: the caller's own company. */
export const ownPunctuality = defineCall<PunctualityQuery>({
  method: 'GET',
  path: '/appointmentrules/punctuality',
  toWire: ({ from, to }, at) => ({ path: `${at()}${queryOf(from, to)}` }),
  fromWire: ({ query }) => ({ truckingId: '', ...periodOfQuery(query) }),
});

/** GET /appointmentrules/punctuality/{truckingId}: any company (customer service). */
export const companyPunctuality = defineCall<PunctualityQuery>({
  method: 'GET',
  path: '/appointmentrules/punctuality/:truckingId',
  toWire: ({ truckingId, from, to }, at) => ({ path: `${at({ truckingId })}${queryOf(from, to)}` }),
  fromWire: ({ params, query }) => ({ truckingId: String(params.truckingId ?? '').trim(), ...periodOfQuery(query) }),
});
