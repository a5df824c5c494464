/**
 * The day's exchange rate (dólar observado, CLP per USD; ruling P68): a table of one rate per day
 * around the demo epoch, seeded deterministically, read by the day a draft is generated on (a day
 * without a rate takes the latest before it).
 */
import { addDays } from '../../../src/domain/santiagoTime';
import type { ExchangeRate } from './types';
import type { TerminalDb } from '../../terminalModel/types';

/** 943,57 CLP per USD on the epoch's day, moving up to ±7,50 from one day to another. */
const BASE = 94_357;

export function seedExchangeRates(today: string, daysBack = 120, daysAhead = 60): ExchangeRate[] {
  const out: ExchangeRate[] = [];
  for (let d = -daysBack; d <= daysAhead; d++) {
    const drift = ((((d * 7919) % 1501) + 1501) % 1501) - 750;
    out.push({ id: addDays(today, d), rate: BASE + (d === 0 ? 0 : drift) });
  }
  return out;
}

/** The rate of a day (YYYY-MM-DD), or of the latest day before it that has one. */
export function rateOn(db: TerminalDb, day: string): number {
  let best: ExchangeRate | undefined;
  for (const r of db.exchangeRate) if (r.id <= day && (!best || r.id > best.id)) best = r;
  return best?.rate ?? BASE;
}
