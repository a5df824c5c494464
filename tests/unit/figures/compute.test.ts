/**
 * The terminal's figures (issue 33 §3, beyond-spec) computed from a small history worked out by hand:
 * period 03–04/11/2025, now 05/11/2025 10:00 Santiago (UTC−3), grace 15 min.
 */
import { describe, expect, it } from 'vitest';
import { figuresOf, inThirdShift, percentOf } from '../../../src/domain/figures/compute';
import { periodOf } from '../../../src/domain/figures/calls';
import { history } from './history';

const now = new Date('2025-11-05T13:00:00.000Z');
const period = { from: '2025-11-03', to: '2025-11-04' };
describe('the terminal figures from a known history', () => {
  const f = figuresOf(history, period, now, 15);

  it('no-show rate: no-shows over the judged appointments (P116 outcomes), the company’s cancellation not judged', () => {
    expect(f.appointments).toEqual({
      total: 5,
      judged: 4,
      onTime: 1,
      early: 0,
      late: 1,
      noShows: 2,
      cancelled: 1,
      pending: 0,
      noShowRate: 50,
    });
  });

  it('turn time: median and p90 by nearest rank over finished passes, the share over 90 minutes', () => {
    // [30, 40, 50, 120]: median rank ⌈2⌉ = 40, p90 rank ⌈3,6⌉ = 120; one over 90 of four.
    expect(f.turn).toEqual({ samples: 4, median: 40, p90: 120, long: 1, longRate: 25 });
  });

  it('slot use: booked, used, released and the places offered', () => {
    expect(f.slots).toEqual({ capacity: 20, booked: 4, used: 2, released: 1, useRate: 50, capacityUseRate: 10 });
  });

  it('third shift: gate-ins from 23:00 to 06:30 over every pass of the period', () => {
    expect(f.thirdShift).toEqual({ visits: 5, thirdShift: 2, rate: 40 });
    expect([
      inThirdShift(22 * 60 + 59),
      inThirdShift(23 * 60),
      inThirdShift(0),
      inThirdShift(6 * 60 + 29),
      inThirdShift(6 * 60 + 30),
    ]).toEqual([false, true, true, true, false]);
  });

  it('dwell of import boxes: discharge → gate out of those picked up in the period, in days', () => {
    expect(f.dwell).toEqual({ samples: 2, medianDays: 3.5, p90Days: 4 });
  });

  it('pending charges in whole CLP at the day’s rate, overdue invoices as of today', () => {
    expect(f.charges).toEqual({ lines: 2, totalClp: 99_360 });
    expect(f.overdue).toEqual({ count: 2, totalClp: 3_500 });
  });

  it('the days of the period add up to the tiles', () => {
    expect(f.daily.map((d) => d.day)).toEqual(['2025-11-03', '2025-11-04']);
    expect(f.daily[0]).toEqual({
      day: '2025-11-03',
      judged: 3,
      noShows: 2,
      booked: 3,
      used: 1,
      released: 1,
      visits: 1,
      turnMedian: 40,
      longTurns: 0,
      thirdShift: 0,
      pickups: 1,
      dwellMedianDays: 4,
    });
    expect(f.daily[1]).toEqual({
      day: '2025-11-04',
      judged: 1,
      noShows: 0,
      booked: 1,
      used: 1,
      released: 0,
      visits: 4,
      turnMedian: 50,
      longTurns: 1,
      thirdShift: 2,
      pickups: 1,
      dwellMedianDays: 3.5,
    });
  });

  it('an empty history has no rates (Sin datos), never a division by zero', () => {
    const empty = figuresOf(
      { appointments: [], visits: [], quotas: [], stays: [], charges: [], invoices: [], rateHundredths: 94_357 },
      period,
      now,
    );
    expect([
      empty.appointments.noShowRate,
      empty.turn.median,
      empty.slots.capacity,
      empty.thirdShift.rate,
      empty.dwell.medianDays,
    ]).toEqual([null, null, null, null, null]);
    expect(percentOf(1, 3)).toBe(33.3);
  });

  it('the period defaults to 7 days ago → today, as the reports’ dates', () => {
    expect(periodOf({ from: null, to: null }, now)).toEqual({ from: '2025-10-29', to: '2025-11-05' });
    expect(periodOf({ from: '2025-11-01', to: null }, now)).toEqual({ from: '2025-11-01', to: '2025-11-05' });
    expect(periodOf({ from: null, to: '2025-11-02' }, now)).toEqual({ from: '2025-10-26', to: '2025-11-02' });
  });
});
