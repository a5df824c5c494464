/**
 * Expected wait per slot (issue 31 §3; rulings in the punctuality report), pure. A truck's wait is
 * its arrival at the gate → its gate-in, from the gate visits that recorded an arrival, on the
 * demo clock. Estimator: the median (nearest rank) of the waits of arrivals in the slot's window
 * (start ≤ arrival time of day < end, Santiago) on the same weekday over the last `lookbackDays`
 * before now; with fewer than `minSamples` there, the same window on any weekday; fewer still:
 * no estimate ('Sin datos').
 */
import { santiagoWallClock } from '../santiagoTime';
import { minutesBetween, nearestRank } from './percentile';

export const WAIT_LOOKBACK_DAYS = 28;
export const WAIT_MIN_SAMPLES = 5;

export interface WaitSample {
  /** ISO instants: the truck reached the gate, and passed it. */
  arrivedAt: string;
  timeIn: string;
}

export interface SlotRef {
  day: string;
  start: string;
  end: string;
}

export type WaitBasis = 'weekday' | 'window';

export interface WaitEstimate {
  minutes: number | null;
  samples: number;
  basis: WaitBasis | null;
}

interface Point {
  weekday: number;
  /** Minutes after Santiago midnight. */
  minute: number;
  wait: number;
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 0 = Sunday … 6 = Saturday of a 'YYYY-MM-DD' day (calendar arithmetic). */
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The samples read once (their Santiago weekday and time of day), for estimating many slots. */
export class WaitEstimator {
  private readonly points: Point[] = [];
  /** Santiago's offset from UTC (ms) per UTC hour: the zone changes only on the hour, and Intl is slow per sample. */
  private readonly offsets = new Map<number, number>();
  private readonly windows = new Map<string, Point[]>();

  private offsetAt(ms: number): number {
    const hour = Math.floor(ms / 3_600_000);
    let offset = this.offsets.get(hour);
    if (offset === undefined) {
      const { day, time } = santiagoWallClock(new Date(hour * 3_600_000));
      offset = Date.parse(`${day}T${time}:00Z`) - hour * 3_600_000;
      this.offsets.set(hour, offset);
    }
    return offset;
  }

  constructor(
    samples: readonly WaitSample[],
    now: Date,
    private readonly minSamples = WAIT_MIN_SAMPLES,
    lookbackDays = WAIT_LOOKBACK_DAYS,
  ) {
    const since = now.getTime() - lookbackDays * 86_400_000;
    for (const s of samples) {
      const at = Date.parse(s.arrivedAt);
      if (!(at >= since && at <= now.getTime())) continue;
      const local = new Date(at + this.offsetAt(at));
      this.points.push({
        weekday: local.getUTCDay(),
        minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
        wait: Math.max(0, minutesBetween(s.arrivedAt, s.timeIn)),
      });
    }
  }

  estimate(slot: SlotRef): WaitEstimate {
    const from = minuteOf(slot.start);
    // A window ending at or before its start runs past midnight (the third shift, 23:00–06:30): it
    // ends the next day, so `to` counts from this day's midnight (a time of day t < to - 24 h is in it).
    const to = minuteOf(slot.end) > from ? minuteOf(slot.end) : minuteOf(slot.end) + 24 * 60;
    const key = `${from}-${to}`;
    // Many slots share a window (every day's 08:00–10:00): filter the samples once per window.
    const inWindow =
      this.windows.get(key) ??
      this.windows
        .set(
          key,
          this.points.filter((p) => (p.minute >= from && p.minute < to) || p.minute + 24 * 60 < to),
        )
        .get(key)!;
    const weekday = weekdayOf(slot.day);
    const same = inWindow.filter((p) => p.weekday === weekday);
    const pick =
      same.length >= this.minSamples
        ? { basis: 'weekday' as const, list: same }
        : inWindow.length >= this.minSamples
          ? { basis: 'window' as const, list: inWindow }
          : undefined;
    if (!pick) return { minutes: null, samples: inWindow.length, basis: null };
    return {
      minutes: nearestRank(
        pick.list.map((p) => p.wait),
        50,
      ),
      samples: pick.list.length,
      basis: pick.basis,
    };
  }
}
