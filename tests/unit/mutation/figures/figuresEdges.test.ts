/**
 * The terminal's figures (src/domain/figures) worked out inside each test (mutation testing charges a
 * mutant only to the tests that run the code), on the known history plus its edges: an appointment
 * served by two passes (the first wins), an early truck, a turn of exactly 90 minutes.
 */
import { describe, expect, it } from 'vitest';
import { periodOf } from '../../../../src/domain/figures/calls';
import { figuresOf } from '../../../../src/domain/figures/compute';
import { scopedHistory, type FigureHistory } from '../../../../src/domain/figures/facts';
import { history } from '../../figures/history';

const now = new Date('2025-11-05T13:00:00.000Z');
const period = { from: '2025-11-03', to: '2025-11-04' };
const T1 = { truckingId: 'T1', agentId: 'A1', line: 'MSC' };
const edges: FigureHistory = {
  ...history,
  appointments: [
    ...history.appointments,
    // 04/11 08:00–10:00, truck in 07:00 (before 07:45): early
    {
      id: 8,
      truckingId: 'T1',
      day: '2025-11-04',
      start: '08:00',
      end: '10:00',
      status: 'BOOKED',
      releasedAt: null,
      parties: T1,
    },
  ],
  visits: [
    ...history.visits,
    // a later pass naming appointment 1 (on time at 09:00): the first pass still decides
    {
      appointmentId: 1,
      move: 'PICKUP',
      timeIn: '2025-11-03T16:00:00.000Z',
      timeOut: '2025-11-03T17:30:00.000Z',
      parties: T1,
    },
    // appointment 8's pass, listed after, earlier than nothing else: early
    {
      appointmentId: 8,
      move: 'PICKUP',
      timeIn: '2025-11-04T10:00:00.000Z',
      timeOut: '2025-11-04T10:10:00.000Z',
      parties: T1,
    },
  ],
};

describe('the terminal figures, computed in each test', () => {
  it('the known history', () => {
    const f = figuresOf(history, period, now, 15);
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
    expect(f.turn).toEqual({ samples: 4, median: 40, p90: 120, long: 1, longRate: 25 });
    expect(f.slots).toEqual({ capacity: 20, booked: 4, used: 2, released: 1, useRate: 50, capacityUseRate: 10 });
    expect(f.thirdShift).toEqual({ visits: 5, thirdShift: 2, rate: 40 });
    expect(f.dwell).toEqual({ samples: 2, medianDays: 3.5, p90Days: 4 });
    expect(f.charges).toEqual({ lines: 2, totalClp: 99_360 });
    expect(f.overdue).toEqual({ count: 2, totalClp: 3_500 });
    expect(f.daily).toEqual([
      {
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
      },
      {
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
      },
    ]);
  });

  it('the first pass decides an appointment; an early truck is used and judged; 90 minutes is not a long turn', () => {
    const f = figuresOf(edges, period, now, 15);
    expect(f.appointments).toMatchObject({ total: 6, judged: 5, onTime: 1, early: 1, late: 1, noShows: 2 });
    expect(f.slots).toMatchObject({ booked: 5, used: 3 });
    expect(f.turn).toMatchObject({ samples: 6, long: 1 });
    expect(f.daily[1]).toMatchObject({ judged: 2, booked: 2, used: 2, visits: 5 });
  });

  it('the earliest pass decides, whatever its place in the list; a pending appointment is booked, not judged', () => {
    const appt = {
      truckingId: 'T1',
      day: '2025-11-05',
      start: '08:00',
      end: '10:00',
      status: 'BOOKED' as const,
      releasedAt: null,
      parties: T1,
    };
    const pass = (id: number, timeIn: string) => ({
      appointmentId: id,
      move: 'PICKUP' as const,
      timeIn,
      timeOut: null,
      parties: T1,
    });
    const h: FigureHistory = {
      ...history,
      appointments: [
        { ...appt, id: 1 },
        { ...appt, id: 2, start: '14:00', end: '16:00' },
      ],
      // appointment 1: late at 10:30, then listed after it, on time at 09:00
      visits: [pass(1, '2025-11-05T13:30:00.000Z'), pass(1, '2025-11-05T12:00:00.000Z')],
    };
    const f = figuresOf(h, { from: '2025-11-05', to: '2025-11-05' }, new Date('2025-11-05T14:00:00.000Z'), 15);
    expect(f.appointments).toMatchObject({ total: 2, judged: 1, onTime: 1, late: 0, pending: 1 });
    expect(f.daily[0]).toMatchObject({ judged: 1, booked: 2, used: 1 });
  });

  it('the terminal sees its whole history, quotas included', () => {
    expect(scopedHistory(history, { kind: 'terminal' })).toBe(history);
    expect(scopedHistory(history, { kind: 'trucking', truckingId: 'T1' }).quotas).toEqual([]);
  });

  it('the period a query names: both days as given; from alone runs to today, or is one day after today', () => {
    expect(periodOf({ from: '2025-11-01', to: '2025-11-03' }, now)).toEqual({ from: '2025-11-01', to: '2025-11-03' });
    expect(periodOf({ from: '2025-11-01', to: null }, now)).toEqual({ from: '2025-11-01', to: '2025-11-05' });
    expect(periodOf({ from: '2025-11-09', to: null }, now)).toEqual({ from: '2025-11-09', to: '2025-11-09' });
  });
});
