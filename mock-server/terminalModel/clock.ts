/**
 * The demo clock: the simulated "now" of the terminal's time rules (appointment passed, third
 * shift, quotas of today). It starts at MOCK_NOW (or the seed's reference instant, so the seeded
 * visits and appointments are where the documentation says) and runs at real speed from there;
 * POST /__mock/clock moves it. Sessions and tokens keep using the real time.
 */

/** The seed's "now": Wednesday 5 November 2025, 10:00 in Santiago (UTC-3 in summer). */
export const TERMINAL_EPOCH = '2025-11-05T13:00:00.000Z';

export class DemoClock {
  private base: number;
  private since: number;

  constructor(
    start: string | undefined = undefined,
    private readonly realNow: () => number = Date.now,
  ) {
    this.base = DemoClock.parse(start) ?? Date.parse(TERMINAL_EPOCH);
    this.since = realNow();
  }

  /** An ISO date-time (with zone) → epoch ms, or undefined when it is not one. */
  static parse(value: unknown): number | undefined {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value.trim())) return undefined;
    const ms = Date.parse(value.trim());
    return Number.isFinite(ms) ? ms : undefined;
  }

  now(): Date {
    return new Date(this.base + (this.realNow() - this.since));
  }

  /** Moves the clock to `at` (epoch ms); it runs on from there. */
  set(at: number): void {
    this.base = at;
    this.since = this.realNow();
  }
}
