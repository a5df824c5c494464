/**
 * Edges of the expected wait per slot and the punctuality figures (src/domain/appointmentFigures:
 * expectedWait.ts, punctuality.ts) the rule tables leave open, the third shift (23:00–06:30) among them.
 */
import { describe, expect, it } from 'vitest';
import { companyPunctuality } from '../../../../src/domain/appointmentFigures/calls';
import { WaitEstimator } from '../../../../src/domain/appointmentFigures/expectedWait';
import {
  type AppointmentFact,
  outcomeOf,
  punctualityOf,
  type VisitFact,
} from '../../../../src/domain/appointmentFigures/punctuality';
import { santiagoInstant } from '../../../../src/domain/santiagoTime';

/** Wednesday 5 November 2025, 10:00 in Santiago. */
const NOW = new Date('2025-11-05T13:00:00.000Z');
const iso = (day: string, time: string, plusMinutes = 0) =>
  new Date(santiagoInstant(day, time).getTime() + plusMinutes * 60_000).toISOString();
const sample = (day: string, time: string, wait: number) => ({
  arrivedAt: iso(day, time),
  timeIn: iso(day, time, wait),
});
const slot = (day: string, start: string, end: string) => ({ day, start, end });

describe('expected wait', () => {
  it('a window starting on the half hour, its start included', () => {
    // Monday 3 November: an arrival at 10:15 and one at 08:30 are in 08:30–10:30.
    const e = new WaitEstimator([sample('2025-11-03', '10:15', 7), sample('2025-11-03', '08:30', 9)], NOW, 1);
    expect(e.estimate(slot('2025-11-10', '08:30', '10:30'))).toEqual({ minutes: 7, samples: 2, basis: 'weekday' });
  });

  it('the lookback takes its first instant and now itself', () => {
    const since = new Date(NOW.getTime() - 28 * 86_400_000).toISOString();
    const samples = [
      { arrivedAt: since, timeIn: iso('2025-10-08', '10:05') },
      { arrivedAt: NOW.toISOString(), timeIn: new Date(NOW.getTime() + 3 * 60_000).toISOString() },
    ];
    expect(new WaitEstimator(samples, NOW, 1).estimate(slot('2025-11-12', '10:00', '12:00'))).toEqual({
      minutes: 3,
      samples: 2,
      basis: 'weekday',
    });
  });

  it('each window reads its own arrivals, however many slots are asked', () => {
    const e = new WaitEstimator([sample('2025-11-03', '08:10', 5), sample('2025-11-03', '14:10', 50)], NOW, 1);
    expect(e.estimate(slot('2025-11-10', '08:00', '10:00')).minutes).toBe(5);
    expect(e.estimate(slot('2025-11-10', '14:00', '16:00')).minutes).toBe(50);
  });

  it('the third shift (23:00–06:30) reads the arrivals from 23:00 to 06:30 only', () => {
    const samples = [
      sample('2025-11-03', '23:30', 10),
      sample('2025-11-04', '06:00', 20),
      sample('2025-11-04', '06:30', 90),
      sample('2025-11-04', '12:00', 90),
      sample('2025-11-04', '22:59', 90),
    ];
    expect(new WaitEstimator(samples, NOW, 2).estimate(slot('2025-11-10', '23:00', '06:30'))).toEqual({
      minutes: 10,
      samples: 2,
      basis: 'window',
    });
  });

  it('a slot ending when it starts takes the whole day', () => {
    const samples = [sample('2025-11-03', '07:00', 4), sample('2025-11-03', '09:00', 6)];
    expect(new WaitEstimator(samples, NOW, 1).estimate(slot('2025-11-10', '08:00', '08:00')).samples).toBe(2);
  });
});

describe('punctuality', () => {
  const appt = (id: number, day: string, start: string, end: string): AppointmentFact => ({
    id,
    truckingId: 'T1',
    day,
    start,
    end,
    status: 'BOOKED',
  });
  const visit = (appointmentId: number | null, timeIn: string, timeOut: string | null = null): VisitFact => ({
    appointmentId,
    truckingId: 'T1',
    timeIn,
    timeOut,
  });

  it('a third-shift appointment ends the next morning', () => {
    const night = appt(1, '2025-11-03', '23:00', '06:30');
    expect(outcomeOf(night, iso('2025-11-04', '02:00'), NOW, 15)).toBe('onTime');
    expect(outcomeOf(night, iso('2025-11-04', '06:50'), NOW, 15)).toBe('late');
    expect(outcomeOf(night, undefined, new Date(iso('2025-11-04', '06:40')), 15)).toBe('pending');
  });

  it('an appointment ending when it starts ends the next day', () => {
    const allDay = appt(1, '2025-11-03', '08:00', '08:00');
    expect(outcomeOf(allDay, iso('2025-11-03', '20:00'), NOW, 15)).toBe('onTime');
  });

  it('a company asked without its id is no company', () => {
    expect(companyPunctuality.fromWire({ params: {}, query: {}, body: undefined }).truckingId).toBe('');
  });

  it('no truck yet at the very end of the grace is still pending', () => {
    const a = appt(1, '2025-11-05', '08:00', '10:00');
    expect(outcomeOf(a, undefined, new Date(iso('2025-11-05', '10:15')), 15)).toBe('pending');
    expect(outcomeOf(a, undefined, new Date(iso('2025-11-05', '10:15', 1)), 15)).toBe('noShow');
  });

  it("an appointment's first visit decides, whatever the list's order", () => {
    const a = appt(1, '2025-11-04', '08:00', '10:00');
    const visits = [visit(1, iso('2025-11-04', '08:30')), visit(1, iso('2025-11-04', '11:00'))];
    const f = punctualityOf('T1', [a], visits, { from: '2025-11-04', to: '2025-11-04' }, NOW);
    expect([f.onTime, f.late]).toEqual([1, 0]);
    const reversed = punctualityOf('T1', [a], [...visits].reverse(), { from: '2025-11-04', to: '2025-11-04' }, NOW);
    expect([reversed.onTime, reversed.late]).toEqual([1, 0]);
  });

  it("only the period's appointments and turns count, its first instant included and the next day's not", () => {
    const period = { from: '2025-11-03', to: '2025-11-04' };
    const appointments = [appt(1, '2025-11-03', '08:00', '10:00'), appt(2, '2025-11-05', '08:00', '10:00')];
    const visits = [
      visit(null, iso('2025-11-03', '00:00'), iso('2025-11-03', '00:30')),
      visit(null, iso('2025-11-05', '00:00'), iso('2025-11-05', '02:00')),
      visit(null, iso('2025-11-06', '08:00'), iso('2025-11-06', '10:00')),
    ];
    const f = punctualityOf('T1', appointments, visits, period, NOW);
    expect(f.appointments).toBe(1);
    expect([f.turnSamples, f.turnMedian]).toEqual([1, 30]);
  });
});
