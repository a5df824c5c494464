/** A small history worked out by hand (compute.test.ts, scope.test.ts): period 03–04/11/2025, now 05/11/2025 10:00 Santiago (UTC−3). */
import type { FigureHistory, Parties } from '../../../src/domain/figures/facts';

const T1: Parties = { truckingId: 'T1', agentId: 'A1', line: 'MSC' };
const T2: Parties = { truckingId: 'T2', agentId: 'A2', line: 'CMA' };

const appt = (
  id: number,
  day: string,
  start: string,
  end: string,
  status: 'BOOKED' | 'CANCELLED' | 'USED',
  releasedAt: string | null = null,
  parties = T1,
) => ({ id, truckingId: parties.truckingId ?? '', day, start, end, status, releasedAt, parties });

export const history: FigureHistory = {
  appointments: [
    appt(1, '2025-11-03', '08:00', '10:00', 'BOOKED'), // truck in 09:00: on time
    appt(2, '2025-11-03', '08:00', '10:00', 'BOOKED'), // no truck: no-show
    appt(3, '2025-11-03', '10:00', '12:00', 'CANCELLED', '2025-11-03T10:00:00.000Z', T2), // released at the cut-off, no truck: no-show, released
    appt(4, '2025-11-04', '08:00', '10:00', 'CANCELLED'), // the company's own cancellation: not judged, not booked
    appt(5, '2025-11-04', '14:00', '16:00', 'BOOKED', null, T2), // truck in 16:30 (after 16:15): late
    appt(6, '2025-11-02', '08:00', '10:00', 'BOOKED'), // before the period
    appt(7, '2025-11-05', '08:00', '10:00', 'BOOKED'), // after it
  ],
  visits: [
    {
      appointmentId: 1,
      move: 'PICKUP',
      timeIn: '2025-11-03T12:00:00.000Z',
      timeOut: '2025-11-03T12:40:00.000Z',
      parties: T1,
    }, // 40 min
    {
      appointmentId: 5,
      move: 'PICKUP',
      timeIn: '2025-11-04T19:30:00.000Z',
      timeOut: '2025-11-04T21:30:00.000Z',
      parties: T2,
    }, // 120 min, long
    {
      appointmentId: null,
      move: 'DELIVERY',
      timeIn: '2025-11-05T02:30:00.000Z',
      timeOut: '2025-11-05T03:20:00.000Z',
      parties: T1,
    }, // 04/11 23:30: third shift, 50 min
    {
      appointmentId: null,
      move: 'DELIVERY',
      timeIn: '2025-11-04T09:00:00.000Z',
      timeOut: '2025-11-04T09:30:00.000Z',
      parties: T2,
    }, // 06:00: third shift, 30 min
    { appointmentId: null, move: 'PICKUP', timeIn: '2025-11-04T09:30:00.000Z', timeOut: null, parties: T1 }, // 06:30: not third shift; still inside
    {
      appointmentId: null,
      move: 'PICKUP',
      timeIn: '2025-11-02T15:00:00.000Z',
      timeOut: '2025-11-02T16:00:00.000Z',
      parties: T1,
    }, // before the period
  ],
  quotas: [
    { day: '2025-11-03', capacity: 10 },
    { day: '2025-11-04', capacity: 10 },
    { day: '2025-11-05', capacity: 10 },
  ],
  stays: [
    { timeIn: '2025-10-30T12:00:00.000Z', leftAt: '2025-11-03T12:00:00.000Z', parties: T1 }, // 4 days
    { timeIn: '2025-11-01T00:00:00.000Z', leftAt: '2025-11-04T12:00:00.000Z', parties: T2 }, // 3,5 days
    { timeIn: '2025-11-01T00:00:00.000Z', leftAt: '2025-11-05T12:00:00.000Z', parties: T1 }, // left after the period
  ],
  charges: [
    { currency: 'USD', amountMinor: 10_000, parties: T1 }, // USD 100 × 943,57 = 94.357 → 94.360 (Q34 rounding)
    { currency: 'CLP', amountMinor: 5_000, parties: T2 },
  ],
  invoices: [
    { status: 'FINAL', paid: false, dueDate: '2025-11-01', totalClp: 1_000, parties: T1 }, // overdue
    { status: 'FINAL', paid: true, dueDate: '2025-11-01', totalClp: 9_000, parties: T1 }, // paid
    { status: 'FINAL', paid: false, dueDate: '2025-11-05', totalClp: 9_000, parties: T1 }, // due today: not yet overdue
    { status: 'FINAL', paid: false, dueDate: '2025-11-04', totalClp: 2_500, parties: T2 }, // overdue
  ],
  rateHundredths: 94_357,
};
