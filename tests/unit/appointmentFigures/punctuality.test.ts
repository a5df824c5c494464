/**
 * The punctuality and expected-wait rules (src/domain/appointmentFigures; issue 31 §3, beyond-spec):
 * rule tables, and properties over random histories (counts add up, median ≤ p90, rates in range).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyPunctuality, ownPunctuality, periodOfQuery } from '../../../src/domain/appointmentFigures/calls';
import { WaitEstimator } from '../../../src/domain/appointmentFigures/expectedWait';
import { periodOfTyped } from '../../../src/domain/appointmentFigures/periodInput';
import { nearestRank } from '../../../src/domain/appointmentFigures/percentile';
import {
  defaultPeriod,
  outcomeOf,
  punctualityOf,
  type AppointmentFact,
  type VisitFact,
} from '../../../src/domain/appointmentFigures/punctuality';
import { WireError } from '../../../src/domain/legacyCall';
import { santiagoInstant } from '../../../src/domain/santiagoTime';
import { punctualityMessages } from '../../../src/i18n/punctualityMessages';

const r = punctualityMessages.refusals;
/** Wednesday 5 November 2025, 10:00 in Santiago (UTC-3). */
const NOW = new Date('2025-11-05T13:00:00.000Z');
const at = (day: string, time: string, plusMinutes = 0) =>
  new Date(santiagoInstant(day, time).getTime() + plusMinutes * 60_000).toISOString();
const appt = (over: Partial<AppointmentFact> = {}): AppointmentFact => ({
  id: 1,
  truckingId: 'T1',
  day: '2025-11-03',
  start: '08:00',
  end: '10:00',
  status: 'BOOKED',
  ...over,
});

describe('nearestRank', () => {
  it.each([
    [[], 50, null],
    [[7], 50, 7],
    [[7], 90, 7],
    [[1, 2, 3, 4], 50, 2],
    [[4, 3, 2, 1], 90, 4],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 90, 90],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110], 90, 100],
    [[5, 1, 3], 50, 3],
  ] as const)('%j p%d → %s', (values, p, expected) => expect(nearestRank(values, p)).toBe(expected));
});

describe('outcomeOf: one appointment (slot 08:00–10:00 on 03/11, grace 15 min)', () => {
  it.each([
    ['a gate-in at the slot start', appt(), at('2025-11-03', '08:00'), 'onTime'],
    ['a gate-in 15 min before the start (inside the grace)', appt(), at('2025-11-03', '08:00', -15), 'onTime'],
    ['a gate-in 16 min before the start', appt(), at('2025-11-03', '08:00', -16), 'early'],
    ['a gate-in 15 min after the end (inside the grace)', appt(), at('2025-11-03', '10:00', 15), 'onTime'],
    ['a gate-in 16 min after the end', appt(), at('2025-11-03', '10:00', 16), 'late'],
    [
      'a visit counts even when the terminal released the appointment',
      appt({ status: 'CANCELLED', releasedAt: at('2025-11-03', '07:00') }),
      at('2025-11-03', '09:00'),
      'onTime',
    ],
    ['no visit, booked, slot over', appt(), undefined, 'noShow'],
    [
      'no visit, released by the terminal at the cut-off',
      appt({ status: 'CANCELLED', releasedAt: at('2025-11-03', '07:00') }),
      undefined,
      'noShow',
    ],
    ['no visit, used without a truck (Q17)', appt({ status: 'USED' }), undefined, 'noShow'],
    ['no visit, cancelled by the company', appt({ status: 'CANCELLED' }), undefined, 'cancelled'],
    [
      'no visit, slot today still inside its grace',
      appt({ day: '2025-11-05', start: '08:00', end: '09:50' }),
      undefined,
      'pending',
    ],
    [
      'no visit, slot today ended more than the grace ago',
      appt({ day: '2025-11-05', start: '07:00', end: '09:40' }),
      undefined,
      'noShow',
    ],
    ['no visit, slot in the future', appt({ day: '2025-11-06' }), undefined, 'pending'],
  ] as const)('%s → %s', (_why, a, visitIn, expected) => expect(outcomeOf(a, visitIn, NOW, 15)).toBe(expected));

  it('the grace is a setting: 0 min makes a gate-in 1 min after the end late', () => {
    expect(outcomeOf(appt(), at('2025-11-03', '10:00', 1), NOW, 0)).toBe('late');
    expect(outcomeOf(appt(), at('2025-11-03', '10:00', 1), NOW, 15)).toBe('onTime');
  });
});

describe('punctualityOf: a company over a period', () => {
  const period = { from: '2025-11-01', to: '2025-11-05' };
  const appointments: AppointmentFact[] = [
    appt({ id: 1 }),
    appt({ id: 2 }),
    appt({ id: 3 }),
    appt({ id: 4 }),
    appt({ id: 5, status: 'CANCELLED' }),
    appt({ id: 6, day: '2025-11-05', start: '14:00', end: '16:00' }),
    appt({ id: 7, truckingId: 'T2' }),
    appt({ id: 8, day: '2025-10-31' }),
  ];
  const visits: VisitFact[] = [
    { appointmentId: 1, truckingId: 'T1', timeIn: at('2025-11-03', '08:30'), timeOut: at('2025-11-03', '09:10') },
    { appointmentId: 2, truckingId: 'T1', timeIn: at('2025-11-03', '11:00'), timeOut: at('2025-11-03', '12:30') },
    { appointmentId: 3, truckingId: 'T1', timeIn: at('2025-11-03', '07:00'), timeOut: at('2025-11-03', '07:20') },
    { appointmentId: null, truckingId: 'T1', timeIn: at('2025-11-04', '15:00'), timeOut: at('2025-11-04', '16:00') },
    { appointmentId: null, truckingId: 'T1', timeIn: at('2025-11-04', '15:00'), timeOut: null },
    { appointmentId: 7, truckingId: 'T2', timeIn: at('2025-11-03', '08:30'), timeOut: at('2025-11-03', '12:30') },
    { appointmentId: 8, truckingId: 'T1', timeIn: at('2025-10-31', '08:30'), timeOut: at('2025-10-31', '12:30') },
  ];

  it('counts each appointment of the company with its day in the period once; turn times of its finished visits in the period', () => {
    expect(punctualityOf('T1', appointments, visits, period, NOW, 15)).toEqual({
      appointments: 6,
      onTime: 1,
      early: 1,
      late: 1,
      noShows: 1,
      cancelled: 1,
      pending: 1,
      judged: 4,
      onTimeRate: 25,
      noShowRate: 25,
      turnMedian: 40,
      turnP90: 90,
      turnSamples: 4,
    });
  });

  it('a company without appointments: zeros and no rates', () => {
    const f = punctualityOf('T9', appointments, visits, period, NOW);
    expect(f).toMatchObject({
      appointments: 0,
      judged: 0,
      onTimeRate: null,
      noShowRate: null,
      turnMedian: null,
      turnP90: null,
      turnSamples: 0,
    });
  });

  it('the default period is the last 30 days, today included', () => {
    expect(defaultPeriod(NOW)).toEqual({ from: '2025-10-07', to: '2025-11-05' });
  });

  const arbitraryHistory = fc.array(
    fc.record({
      dayOffset: fc.integer({ min: -10, max: 3 }),
      slot: fc.constantFrom(['08:00', '10:00'], ['14:00', '16:00'], ['23:00', '23:59']),
      status: fc.constantFrom('BOOKED', 'CANCELLED', 'USED'),
      released: fc.boolean(),
      visit: fc.option(
        fc.record({ offset: fc.integer({ min: -300, max: 300 }), turn: fc.option(fc.integer({ min: 0, max: 600 })) }),
      ),
      company: fc.constantFrom('T1', 'T2'),
    }),
    { maxLength: 40 },
  );

  it('property: the outcomes add up to the appointments, median ≤ p90, rates within 0–100', () => {
    fc.assert(
      fc.property(arbitraryHistory, fc.integer({ min: 0, max: 60 }), (history, grace) => {
        const as: AppointmentFact[] = [];
        const vs: VisitFact[] = [];
        history.forEach((h, i) => {
          const day = new Date(Date.UTC(2025, 10, 5 + h.dayOffset)).toISOString().slice(0, 10);
          as.push({
            id: i,
            truckingId: h.company,
            day,
            start: h.slot[0],
            end: h.slot[1],
            status: h.status as AppointmentFact['status'],
            releasedAt: h.released ? at(day, '06:00') : null,
          });
          if (h.visit) {
            const timeIn = at(day, h.slot[0], h.visit.offset);
            vs.push({
              appointmentId: i,
              truckingId: h.company,
              timeIn,
              timeOut:
                h.visit.turn === null ? null : new Date(Date.parse(timeIn) + h.visit.turn * 60_000).toISOString(),
            });
          }
        });
        const f = punctualityOf('T1', as, vs, { from: '2025-10-26', to: '2025-11-08' }, NOW, grace);
        expect(f.onTime + f.early + f.late + f.noShows + f.cancelled + f.pending).toBe(f.appointments);
        expect(f.judged).toBe(f.onTime + f.early + f.late + f.noShows);
        if (f.turnMedian !== null) expect(f.turnMedian).toBeLessThanOrEqual(f.turnP90!);
        for (const rate of [f.onTimeRate, f.noShowRate]) if (rate !== null) expect(rate >= 0 && rate <= 100).toBe(true);
        expect(f.appointments).toBe(
          as.filter((a) => a.truckingId === 'T1' && a.day >= '2025-10-26' && a.day <= '2025-11-08').length,
        );
      }),
    );
  });
});

describe('WaitEstimator: expected wait of a slot', () => {
  // Mondays 27/10 and 03/11, Tuesday 28/10 and 04/11 (Santiago).
  const sample = (day: string, time: string, wait: number) => ({
    arrivedAt: at(day, time),
    timeIn: at(day, time, wait),
  });
  const mondays = [
    sample('2025-11-03', '08:10', 20),
    sample('2025-11-03', '08:30', 30),
    sample('2025-11-03', '09:00', 25),
    sample('2025-10-27', '08:15', 10),
    sample('2025-10-27', '09:50', 40),
  ];
  const tuesdays = [
    sample('2025-11-04', '08:10', 2),
    sample('2025-11-04', '08:20', 4),
    sample('2025-10-28', '09:00', 6),
  ];
  const slot = (day: string, start = '08:00', end = '10:00') => ({ day, start, end });

  it.each([
    [
      'a Monday with 5 Monday samples: their median',
      mondays,
      slot('2025-11-10'),
      { minutes: 25, samples: 5, basis: 'weekday' },
    ],
    [
      'a Tuesday with 3 Tuesday samples: the window on any weekday (8 samples)',
      [...mondays, ...tuesdays],
      slot('2025-11-11'),
      { minutes: 10, samples: 8, basis: 'window' },
    ],
    [
      'fewer than 5 in the window: no estimate',
      tuesdays,
      slot('2025-11-11'),
      { minutes: null, samples: 3, basis: null },
    ],
    [
      'another window has no samples',
      mondays,
      slot('2025-11-10', '14:00', '16:00'),
      { minutes: null, samples: 0, basis: null },
    ],
    [
      'the window end is excluded (10:00 is the next slot)',
      [...mondays, sample('2025-11-03', '10:00', 99)],
      slot('2025-11-10'),
      { minutes: 25, samples: 5, basis: 'weekday' },
    ],
  ] as const)('%s', (_why, samples, s, expected) => {
    expect(new WaitEstimator(samples, NOW).estimate(s)).toEqual(expected);
  });

  it('samples older than the lookback (28 days) or after now are not read', () => {
    const old = [
      sample('2025-10-06', '08:10', 50),
      sample('2025-10-06', '08:20', 50),
      sample('2025-10-06', '08:30', 50),
      sample('2025-10-06', '08:40', 50),
      sample('2025-10-06', '08:50', 50),
    ];
    const future = [sample('2025-11-10', '08:10', 50)];
    expect(new WaitEstimator([...old, ...future], NOW).estimate(slot('2025-11-10'))).toEqual({
      minutes: null,
      samples: 0,
      basis: null,
    });
  });

  it('property: the estimate is one of the samples, between their least and greatest wait', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            minute: fc.integer({ min: 0, max: 119 }),
            wait: fc.integer({ min: 0, max: 90 }),
            back: fc.integer({ min: 1, max: 20 }),
          }),
          { maxLength: 30 },
        ),
        (xs) => {
          const samples = xs.map((x) => {
            const arrived =
              santiagoInstant(new Date(Date.UTC(2025, 10, 5 - x.back)).toISOString().slice(0, 10), '08:00').getTime() +
              x.minute * 60_000;
            return {
              arrivedAt: new Date(arrived).toISOString(),
              timeIn: new Date(arrived + x.wait * 60_000).toISOString(),
            };
          });
          const e = new WaitEstimator(samples, NOW).estimate(slot('2025-11-12'));
          if (e.minutes === null) expect(e.samples).toBeLessThan(5);
          else expect(xs.map((x) => x.wait)).toContain(e.minutes);
        },
      ),
    );
  });
});

describe('the period: typed (DD/MM/AAAA) and on the wire', () => {
  it.each([
    ['01/10/2025', '31/10/2025', { ok: true, from: '2025-10-01', to: '2025-10-31' }],
    ['', '31/10/2025', { ok: false, errors: { from: r.required } }],
    ['2025-10-01', '31/02/2025', { ok: false, errors: { from: r.badTypedDay, to: r.badTypedDay } }],
    ['31/10/2025', '01/10/2025', { ok: false, errors: { to: r.order } }],
    ['01/01/2024', '05/01/2025', { ok: false, errors: { to: r.tooLong } }],
  ] as const)('%s – %s', (from, to, expected) => expect(periodOfTyped(from, to)).toEqual(expected));

  it.each([
    [{}, { from: null, to: null }],
    [
      { from: '2025-10-01', to: '2025-10-31' },
      { from: '2025-10-01', to: '2025-10-31' },
    ],
    [
      { from: ' ', to: '' },
      { from: null, to: null },
    ],
  ] as const)('query %j reads as %j', (query, expected) => expect(periodOfQuery(query)).toEqual(expected));

  it.each([
    [{ from: '2025-13-01' }, { from: r.badDay }],
    [{ to: '05/11/2025' }, { to: r.badDay }],
    [{ from: '2025-11-05', to: '2025-11-01' }, { to: r.order }],
    [{ from: ['2025-11-05'] }, { from: r.badDay }],
  ] as const)('query %j is refused naming %j', (query, fields) => {
    expect(() => periodOfQuery(query)).toThrow(WireError);
    try {
      periodOfQuery(query);
    } catch (e) {
      expect((e as WireError).fields).toEqual(fields);
    }
  });

  it('the codecs round-trip', () => {
    const own = { truckingId: '', from: '2025-10-01', to: '2025-10-31' };
    const wire = ownPunctuality.toWire(own);
    const url = new URL(`http://x${wire.path}`);
    expect(url.pathname).toBe('/appointmentrules/punctuality');
    expect(
      ownPunctuality.fromWire({ params: {}, query: Object.fromEntries(url.searchParams), body: undefined }),
    ).toEqual(own);
    const any = { truckingId: '78296964-1', from: null, to: null };
    expect(companyPunctuality.toWire(any).path).toBe('/appointmentrules/punctuality/78296964-1');
    expect(companyPunctuality.fromWire({ params: { truckingId: '78296964-1' }, query: {}, body: undefined })).toEqual(
      any,
    );
  });
});
