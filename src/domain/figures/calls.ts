/**
 * The figures' calls (the mock's own paths, beyond-spec): `GET /figures?from&to` (tiles and daily
 * series) and `GET /figures/xlsx?from&to` (the figures by day as a spreadsheet). The period is read
 * as the punctuality calls read it (same codec and messages); absent, 7 days ago → today, as the
 * reports' dates (CONST-062).
 */
import { periodOfQuery } from '../appointmentFigures/calls';
import { defineCall } from '../legacyCall';
import { DEFAULT_RANGE_DAYS } from '../reports/reportForm';
import { addDays, santiagoDay } from '../santiagoTime';
import type { Period } from './compute';

export interface FiguresQuery {
  from: string | null;
  to: string | null;
}

/** The period a query names on the terminal's `now`: absent days default to 7 days ago → today. */
export function periodOf(q: FiguresQuery, now: Date): Period {
  const today = santiagoDay(now);
  if (q.from && q.to) return { from: q.from, to: q.to };
  if (q.from) return { from: q.from, to: q.from > today ? q.from : today };
  const to = q.to ?? today;
  return { from: addDays(to, -DEFAULT_RANGE_DAYS), to };
}

const queryOf = ({ from, to }: FiguresQuery) => {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const figuresCall = defineCall<FiguresQuery>({
  method: 'GET',
  path: '/figures',
  toWire: (q, at) => ({ path: `${at()}${queryOf(q)}` }),
  fromWire: ({ query }) => periodOfQuery(query),
});

export const figuresXlsxCall = defineCall<FiguresQuery>({
  method: 'GET',
  path: '/figures/xlsx',
  toWire: (q, at) => ({ path: `${at()}${queryOf(q)}` }),
  fromWire: ({ query }) => periodOfQuery(query),
});
