/** Check-in by plate and release at the cut-off, the pure rules (issue 31 §3; rulings in the appts report). */
import { describe, expect, it } from 'vitest';
import {
  appointmentState,
  checkInDeadline,
  checkInWhyNot,
  normalizePlate,
  releaseDue,
  validCutoffMinutes,
  type CheckInFacts,
} from '../../../src/domain/appointmentCheckIn/rules';
import { appointmentCheckInMessages as m } from '../../../src/i18n/appointmentCheckInMessages';

// Slot 06/11/2025 10:00 Santiago (UTC-3) → 13:00Z; cut-off 60 min → 12:00Z.
const FROM = '2025-11-05T13:00:00.000Z';
const base: CheckInFacts = {
  day: '2025-11-06',
  start: '10:00',
  status: 'BOOKED',
  createdAt: '2025-11-05T14:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('check-in cut-off', () => {
  it.each([
    ['booked before the cut-off, one minute before it', base, '2025-11-06T11:59:00Z', undefined],
    ['at the cut-off', base, '2025-11-06T12:00:00Z', 'pastCutoff'],
    ['after the cut-off', base, '2025-11-06T12:30:00Z', 'pastCutoff'],
    [
      'booked after the cut-off (a released place rebooked): until the slot starts',
      { ...base, createdAt: '2025-11-06T12:10:00Z' },
      '2025-11-06T12:59:00Z',
      undefined,
    ],
    [
      'booked after the cut-off, at the slot start',
      { ...base, createdAt: '2025-11-06T12:10:00Z' },
      '2025-11-06T13:00:00Z',
      'pastCutoff',
    ],
    [
      'already checked in',
      { ...base, checkedInAt: '2025-11-06T11:00:00Z', checkInPlate: 'BBCC12' },
      '2025-11-06T11:30:00Z',
      'alreadyCheckedIn',
    ],
    [
      'released',
      { ...base, status: 'CANCELLED', releasedAt: '2025-11-06T12:00:00Z' },
      '2025-11-06T11:30:00Z',
      'notBooked',
    ],
    ['used', { ...base, status: 'USED' }, '2025-11-06T11:30:00Z', 'notBooked'],
  ] as const)('%s', (_name, a, now, refusal) => {
    const why = checkInWhyNot(a, at(now), 60);
    if (refusal === undefined) expect(why).toBeUndefined();
    else
      expect(why).toMatch(new RegExp(`^${m.refusals[refusal].split('{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('the refusal past the cut-off names the deadline in DD/MM/YYYY HH:mm (Santiago)', () => {
    expect(checkInWhyNot(base, at('2025-11-06T12:30:00Z'), 60)).toBe(
      'Pasó el plazo para presentar la cita: debía presentarse hasta las 06/11/2025 09:00.',
    );
    expect(checkInDeadline(base, 90).toISOString()).toBe('2025-11-06T11:30:00.000Z');
  });
});

describe('release at the cut-off', () => {
  it.each([
    ['booked, not checked in, cut-off reached', base, '2025-11-06T12:00:00Z', true],
    ['one second before the cut-off', base, '2025-11-06T11:59:59Z', false],
    ['checked in', { ...base, checkedInAt: '2025-11-06T11:00:00Z' }, '2025-11-06T12:30:00Z', false],
    [
      'already released (idempotent)',
      { ...base, status: 'CANCELLED', releasedAt: '2025-11-06T12:00:00Z' },
      '2025-11-06T12:30:00Z',
      false,
    ],
    ['used', { ...base, status: 'USED' }, '2025-11-06T12:30:00Z', false],
    [
      'booked after its cut-off (rebooked place)',
      { ...base, createdAt: '2025-11-06T12:10:00Z' },
      '2025-11-06T14:00:00Z',
      false,
    ],
    [
      'booked before the rule was in force (Q17 keeps it)',
      { ...base, createdAt: '2025-11-04T12:00:00Z' },
      '2025-11-06T14:00:00Z',
      false,
    ],
  ] as const)('%s', (_name, a, now, due) => {
    expect(releaseDue(a, at(now), 60, FROM)).toBe(due);
  });
});

describe('state, plate and setting', () => {
  it.each([
    [base, 'RESERVADA'],
    [{ ...base, checkedInAt: 'x' }, 'PRESENTADA'],
    [{ ...base, status: 'CANCELLED', releasedAt: 'x' }, 'LIBERADA'],
    [{ ...base, status: 'CANCELLED' }, 'ANULADA'],
    [{ ...base, status: 'USED', checkedInAt: 'x' }, 'USADA'],
  ] as const)('%o → %s', (a, state) => expect(appointmentState(a)).toBe(state));

  it('plates are compared upper-case without spaces, dots or dashes; the cut-off is 0…1440 whole minutes', () => {
    expect(normalizePlate(' bb-cc.12 ')).toBe('BBCC12');
    expect(normalizePlate(undefined)).toBe('');
    expect([0, 60, 1440].every(validCutoffMinutes)).toBe(true);
    expect([-1, 1441, 1.5, '60', null].some(validCutoffMinutes)).toBe(false);
  });
});
