/**
 * The terminal's figures over a period (issue 33 §3, beyond-spec; ruling in the figures report),
 * pure over the history passed in (facts.ts; the caller applies the scope first). Reuses the
 * punctuality rules (P116, P117) — one source of truth for what a no-show and a turn time are:
 * - no-show rate: no-shows / judged appointments (outcomeOf), slot day in the period;
 * - turn time: gate in → gate out of the passes whose gate-in day is in the period, median and p90
 *   by nearest rank, and the share over 90 minutes;
 * - slot use: booked (not cancelled by the company) / used (a truck came) / released (by the
 *   terminal at the check-in cut-off, no truck), and the terminal's places offered;
 * - third shift: passes whose gate-in time is in 23:00–06:30 (THIRD_SHIFT, D2 §9) / all passes;
 * - dwell: discharge → gate out of the full import boxes picked up in the period, in days;
 * - pending charges and overdue invoices: as they stand today (money owed has no period), CLP.
 */
import { outcomeOf, DEFAULT_GRACE_MINUTES, type AppointmentOutcome } from '../appointmentFigures/punctuality';
import { nearestRank } from '../appointmentFigures/percentile';
import { THIRD_SHIFT } from '../appointments';
import { toLocal } from '../invoicing/invoiceMoney';
import { isOverdue } from '../invoicing/paymentFilter';
import { addDays, santiagoDay } from '../santiagoTime';
import { wallOf } from './clock';
import type { FigureHistory } from './facts';

/** A turn longer than this many minutes is a long one (issue 33: the share over 90 minutes). */
export const LONG_TURN_MINUTES = 90;
/** Demo targets the tiles are judged against (issue 33: no-shows ≤ 5 %, San Antonio's third shift 8 %). */
export const TARGETS = { noShowRate: 5, thirdShiftRate: 8 } as const;

const toMinute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const SHIFT_FROM = toMinute(THIRD_SHIFT.from);
const SHIFT_TO = toMinute(THIRD_SHIFT.to);
/** A minute of the day inside the third shift (it spans midnight: from ≤ m or m < to). */
export const inThirdShift = (minute: number): boolean => minute >= SHIFT_FROM || minute < SHIFT_TO;

/** Percent, one decimal; null when there is nothing to be a share of. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
/**
 * Sorted once as numbers (a typed array's sort): nearestRank (the P117 rule) then only checks the
 * order of a sorted copy, where sorting 100,000 minutes with a comparator twice took most of a year's figures.
 */
const sorted = (xs: readonly number[]): number[] => Array.from(Float64Array.from(xs).sort());
/** Minutes → days, one decimal. */
const daysOf = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / 1440) * 10) / 10);

export interface Period {
  from: string;
  to: string;
}

export interface DayFigures {
  day: string;
  judged: number;
  noShows: number;
  booked: number;
  used: number;
  released: number;
  visits: number;
  turnMedian: number | null;
  longTurns: number;
  thirdShift: number;
  pickups: number;
  dwellMedianDays: number | null;
}

export interface Figures {
  appointments: {
    total: number;
    judged: number;
    onTime: number;
    early: number;
    late: number;
    noShows: number;
    cancelled: number;
    pending: number;
    noShowRate: number | null;
  };
  turn: { samples: number; median: number | null; p90: number | null; long: number; longRate: number | null };
  slots: {
    capacity: number | null;
    booked: number;
    used: number;
    released: number;
    useRate: number | null;
    capacityUseRate: number | null;
  };
  thirdShift: { visits: number; thirdShift: number; rate: number | null };
  dwell: { samples: number; medianDays: number | null; p90Days: number | null };
  charges: { lines: number; totalClp: number };
  overdue: { count: number; totalClp: number };
  daily: DayFigures[];
}

/** Every day of the period, oldest first. */
export function periodDays(p: Period): string[] {
  const out: string[] = [];
  for (let d = p.from; d <= p.to; d = addDays(d, 1)) out.push(d);
  return out;
}

export function figuresOf(h: FigureHistory, period: Period, now: Date, graceMinutes = DEFAULT_GRACE_MINUTES): Figures {
  const days = periodDays(period);
  const byDay = new Map<string, DayFigures>(
    days.map((day) => [
      day,
      {
        day,
        judged: 0,
        noShows: 0,
        booked: 0,
        used: 0,
        released: 0,
        visits: 0,
        turnMedian: null,
        longTurns: 0,
        thirdShift: 0,
        pickups: 0,
        dwellMedianDays: null,
      },
    ]),
  );
  const inPeriod = (day: string) => day >= period.from && day <= period.to;

  // Appointments: each one outcome (P116), the first pass naming it wins.
  const firstIn = new Map<number, string>();
  for (const v of h.visits) {
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
  let released = 0;
  for (const a of h.appointments) {
    if (!inPeriod(a.day)) continue;
    total++;
    const visitIn = firstIn.get(a.id);
    const o = outcomeOf(a, visitIn, now, graceMinutes);
    counts[o]++;
    const d = byDay.get(a.day)!;
    if (o === 'cancelled') continue;
    d.booked++;
    const arrived = o === 'onTime' || o === 'early' || o === 'late';
    if (arrived) d.used++;
    if (arrived || o === 'noShow') d.judged++;
    if (o === 'noShow') d.noShows++;
    if (!arrived && a.status === 'CANCELLED' && a.releasedAt) {
      released++;
      d.released++;
    }
  }
  const judged = counts.onTime + counts.early + counts.late + counts.noShow;
  const used = counts.onTime + counts.early + counts.late;
  const booked = total - counts.cancelled;

  // Gate passes: turn time and the third shift, by the gate-in's Santiago day.
  const turns: number[] = [];
  const turnsByDay = new Map<string, number[]>();
  let visits = 0;
  let third = 0;
  let long = 0;
  for (const v of h.visits) {
    const at = Date.parse(v.timeIn);
    const wall = wallOf(at);
    const d = byDay.get(wall.day);
    if (!d) continue;
    visits++;
    d.visits++;
    if (inThirdShift(wall.minute)) {
      third++;
      d.thirdShift++;
    }
    if (!v.timeOut) continue;
    const minutes = Math.max(0, Math.round((Date.parse(v.timeOut) - at) / 60_000));
    turns.push(minutes);
    (turnsByDay.get(wall.day) ?? turnsByDay.set(wall.day, []).get(wall.day)!).push(minutes);
    if (minutes > LONG_TURN_MINUTES) {
      long++;
      d.longTurns++;
    }
  }
  for (const [day, xs] of turnsByDay) byDay.get(day)!.turnMedian = nearestRank(xs, 50);
  const turnsSorted = sorted(turns);

  // Import boxes' dwell: discharge → gate out, by the day they left.
  const dwell: number[] = [];
  const dwellByDay = new Map<string, number[]>();
  for (const s of h.stays) {
    const left = Date.parse(s.leftAt);
    const day = wallOf(left).day;
    const d = byDay.get(day);
    if (!d) continue;
    const minutes = Math.max(0, Math.round((left - Date.parse(s.timeIn)) / 60_000));
    dwell.push(minutes);
    d.pickups++;
    (dwellByDay.get(day) ?? dwellByDay.set(day, []).get(day)!).push(minutes);
  }
  for (const [day, xs] of dwellByDay) byDay.get(day)!.dwellMedianDays = daysOf(nearestRank(xs, 50));
  const dwellSorted = sorted(dwell);

  // The terminal's places offered in the period (none in a company's history).
  let capacity = 0;
  for (const q of h.quotas) if (inPeriod(q.day)) capacity += q.capacity;

  // Money as it stands today.
  let chargeLines = 0;
  let chargesClp = 0;
  for (const c of h.charges) {
    chargeLines++;
    chargesClp += c.currency === 'CLP' ? c.amountMinor : toLocal(c.amountMinor, h.rateHundredths);
  }
  const today = santiagoDay(now);
  let overdue = 0;
  let overdueClp = 0;
  for (const i of h.invoices) {
    if (!isOverdue(i, today)) continue;
    overdue++;
    overdueClp += i.totalClp;
  }

  return {
    appointments: {
      total,
      judged,
      onTime: counts.onTime,
      early: counts.early,
      late: counts.late,
      noShows: counts.noShow,
      cancelled: counts.cancelled,
      pending: counts.pending,
      noShowRate: percentOf(counts.noShow, judged),
    },
    turn: {
      samples: turns.length,
      median: nearestRank(turnsSorted, 50),
      p90: nearestRank(turnsSorted, 90),
      long,
      longRate: percentOf(long, turns.length),
    },
    slots: {
      capacity: h.quotas.length === 0 ? null : capacity,
      booked,
      used,
      released,
      useRate: percentOf(used, booked),
      capacityUseRate: h.quotas.length === 0 ? null : percentOf(used, capacity),
    },
    thirdShift: { visits, thirdShift: third, rate: percentOf(third, visits) },
    dwell: {
      samples: dwell.length,
      medianDays: daysOf(nearestRank(dwellSorted, 50)),
      p90Days: daysOf(nearestRank(dwellSorted, 90)),
    },
    charges: { lines: chargeLines, totalClp: chargesClp },
    overdue: { count: overdue, totalClp: overdueClp },
    daily: days.map((d) => byDay.get(d)!),
  };
}
