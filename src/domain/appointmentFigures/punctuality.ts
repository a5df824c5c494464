/**
 * A trucking company's punctuality over a period (issue 31 §3; rulings in the punctuality report),
 * pure over the appointments and gate visits passed in. Each appointment whose slot day falls in
 * the period is exactly one of:
 * - onTime / early / late: a gate visit names it; its gate-in is inside [slot start − grace, slot
 *   end + grace], before that window, or after it;
 * - cancelled: the company cancelled it (CANCELLED without a terminal release) — not judged;
 * - noShow: no gate visit names it and its slot ended more than `grace` ago — booked, released by
 *   the terminal at the check-in cut-off (releasedAt), or marked used without a truck (USED);
 * - pending: no visit yet and its slot (plus grace) has not ended.
 * Turn time: gate in → gate out of every visit of the company whose gate-in falls in the period
 * (with or without an appointment), median and p90 by nearest rank (percentile.ts).
 */
import { addDays, santiagoDay, santiagoInstant } from '../santiagoTime';
import { minutesBetween, nearestRank } from './percentile';

/** The terminal's default grace around a slot, in minutes (a terminal setting). */
export const DEFAULT_GRACE_MINUTES = 15;
/** The default period: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

export interface AppointmentFact {
  id: number;
  truckingId: string;
  /** Slot day 'YYYY-MM-DD' and times 'HH:mm' (Santiago). */
  day: string;
  start: string;
  end: string;
  status: 'BOOKED' | 'CANCELLED' | 'USED';
  /** Set when the terminal released it at the check-in cut-off (it stays a record). */
  releasedAt?: string | null;
}

export interface VisitFact {
  appointmentId: number | null;
  truckingId: string | null;
  /** ISO instants. */
  timeIn: string;
  timeOut: string | null;
}

export interface Period {
  /** Santiago days 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

export interface PunctualityFigures {
  appointments: number;
  onTime: number;
  early: number;
  late: number;
  noShows: number;
  cancelled: number;
  pending: number;
  /** Arrivals + no-shows: the appointments judged. */
  judged: number;
  /** Percent of the judged on time / no-shows, one decimal; null when none was judged. */
  onTimeRate: number | null;
  noShowRate: number | null;
  /** Gate in → gate out, whole minutes; null without a finished visit. */
  turnMedian: number | null;
  turnP90: number | null;
  turnSamples: number;
}

export type AppointmentOutcome = 'onTime' | 'early' | 'late' | 'noShow' | 'cancelled' | 'pending';

/** The default period ending on `now`'s Santiago day. */
export const defaultPeriod = (now: Date, days = DEFAULT_PERIOD_DAYS): Period => {
  const to = santiagoDay(now);
  return { from: addDays(to, -(days - 1)), to };
};

/** The period's first instant and the instant after its last day (Santiago midnights), epoch ms. */
export const periodInstants = (p: Period) => ({
  first: santiagoInstant(p.from, '00:00').getTime(),
  after: santiagoInstant(addDays(p.to, 1), '00:00').getTime(),
});

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/** Slot instants repeat (a day's few slots over a year of appointments, issue 33's figures): each is worked out once. */
const slotInstants = new Map<string, number>();
function slotInstant(day: string, time: string): number {
  const key = `${day} ${time}`;
  let at = slotInstants.get(key);
  if (at === undefined) {
    if (slotInstants.size > 100_000) slotInstants.clear();
    at = santiagoInstant(day, time).getTime();
    slotInstants.set(key, at);
  }
  return at;
}

/** One appointment's outcome: `visitIn` is the gate-in of the first visit naming it, if any. */
export function outcomeOf(
  a: AppointmentFact,
  visitIn: string | undefined,
  now: Date,
  graceMinutes: number,
): AppointmentOutcome {
  const grace = graceMinutes * 60_000;
  const opens = slotInstant(a.day, a.start) - grace;
  // A slot ending at or before its start (the third shift, 23:00–06:30) ends the next day, as slotEnd reads it.
  const closes = slotInstant(a.end <= a.start ? addDays(a.day, 1) : a.day, a.end) + grace;
  if (visitIn !== undefined) {
    const at = Date.parse(visitIn);
    return at < opens ? 'early' : at > closes ? 'late' : 'onTime';
  }
  if (a.status === 'CANCELLED' && !a.releasedAt) return 'cancelled';
  return now.getTime() > closes ? 'noShow' : 'pending';
}

export function punctualityOf(
  truckingId: string,
  appointments: readonly AppointmentFact[],
  visits: readonly VisitFact[],
  period: Period,
  now: Date,
  graceMinutes = DEFAULT_GRACE_MINUTES,
): PunctualityFigures {
  const firstIn = new Map<number, string>();
  for (const v of visits) {
    if (v.appointmentId === null) continue;
    const seen = firstIn.get(v.appointmentId);
    if (seen === undefined || v.timeIn < seen) firstIn.set(v.appointmentId, v.timeIn);
  }
  const counts: Record<AppointmentOutcome, number> = {
    onTime: 0,
    early: 0,
    late: 0,
    noShow: 0,
    cancelled: 0,
    pending: 0,
  };
  let total = 0;
  for (const a of appointments) {
    if (a.truckingId !== truckingId || a.day < period.from || a.day > period.to) continue;
    total++;
    counts[outcomeOf(a, firstIn.get(a.id), now, graceMinutes)]++;
  }
  const turns: number[] = [];
  const { first, after } = periodInstants(period);
  for (const v of visits) {
    if (v.truckingId !== truckingId || !v.timeOut) continue;
    const at = Date.parse(v.timeIn);
    if (at < first || at >= after) continue;
    turns.push(Math.max(0, minutesBetween(v.timeIn, v.timeOut)));
  }
  const judged = counts.onTime + counts.early + counts.late + counts.noShow;
  return {
    appointments: total,
    onTime: counts.onTime,
    early: counts.early,
    late: counts.late,
    noShows: counts.noShow,
    cancelled: counts.cancelled,
    pending: counts.pending,
    judged,
    onTimeRate: percent(counts.onTime, judged),
    noShowRate: percent(counts.noShow, judged),
    turnMedian: nearestRank(turns, 50),
    turnP90: nearestRank(turns, 90),
    turnSamples: turns.length,
  };
}
