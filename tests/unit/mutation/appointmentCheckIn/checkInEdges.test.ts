/** Edges of check-in by plate and trouble before the trip (src/domain/appointmentCheckIn) the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import { checkInAppointment } from '../../../../src/domain/appointmentCheckIn/calls';
import {
  checkInDeadline,
  checkInWhyNot,
  releaseDue,
  slotStartMs,
  validCutoffMinutes,
  type CheckInFacts,
} from '../../../../src/domain/appointmentCheckIn/rules';
import { vehicleTrouble, unitTrouble } from '../../../../src/domain/appointmentCheckIn/trouble';
import { WireError } from '../../../../src/domain/legacyCall';
import { santiagoInstant } from '../../../../src/domain/santiagoTime';
import { appointmentCheckInMessages as m } from '../../../../src/i18n/appointmentCheckInMessages';
import { fillText } from '../../../../src/i18n/fillText';

// Slot 06/11/2025 10:00 Santiago (UTC-3) → 13:00Z; cut-off 60 min → 12:00Z.
const base: CheckInFacts = {
  day: '2025-11-06',
  start: '10:00',
  status: 'BOOKED',
  createdAt: '2025-11-05T14:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('check-in edges', () => {
  it("each slot's own start, also one never asked before", () => {
    expect(slotStartMs('2025-11-06', '10:00')).toBe(at('2025-11-06T13:00:00Z').getTime());
    expect(slotStartMs('2025-11-06', '11:00')).toBe(at('2025-11-06T14:00:00Z').getTime());
    // a slot no earlier run asked for (the conversions are kept between calls)
    const day = `21${String(10 + Math.floor(Math.random() * 90))}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
    expect(slotStartMs(day, '07:30')).toBe(santiagoInstant(day, '07:30').getTime());
  });

  it('booked exactly at the cut-off counts as booked after it: checked in until the slot starts', () => {
    const a = { ...base, createdAt: '2025-11-06T12:00:00.000Z' };
    expect(checkInDeadline(a, 60).toISOString()).toBe('2025-11-06T13:00:00.000Z');
    expect(releaseDue(a, at('2025-11-06T12:30:00Z'), 60, '2025-11-01T00:00:00Z')).toBe(false);
  });

  it('booked exactly when the rule came into force: the rule applies', () => {
    expect(releaseDue(base, at('2025-11-06T12:00:00Z'), 60, base.createdAt)).toBe(true);
  });

  it('the refusals name the plate and the state', () => {
    const checked = { ...base, checkedInAt: '2025-11-06T11:00:00Z', checkInPlate: 'BBCC12' };
    expect(checkInWhyNot(checked, at('2025-11-06T11:30:00Z'), 60)).toBe(
      fillText(m.refusals.alreadyCheckedIn, { plate: 'BBCC12' }),
    );
    expect(checkInWhyNot(checked, at('2025-11-06T11:30:00Z'), 60)).toContain('BBCC12');
    expect(checkInWhyNot({ ...base, checkedInAt: '2025-11-06T11:00:00Z' }, at('2025-11-06T11:30:00Z'), 60)).toBe(
      fillText(m.refusals.alreadyCheckedIn, { plate: '' }),
    );
    expect(checkInWhyNot({ ...base, status: 'USED' }, at('2025-11-06T11:30:00Z'), 60)).toContain(m.states.USADA);
  });

  it('cut-off minutes: whole, from 0 to a day', () => {
    expect(validCutoffMinutes(0)).toBe(true);
    expect(validCutoffMinutes(1440)).toBe(true);
    expect(validCutoffMinutes(1441)).toBe(false);
    expect(validCutoffMinutes(-1)).toBe(false);
    expect(validCutoffMinutes(2.5)).toBe(false);
    expect(validCutoffMinutes('60')).toBe(false);
  });

  it('appointment number 0 is refused', () => {
    expect(() => checkInAppointment.fromWire({ params: { id: '0' }, query: {}, body: { plate: 'BBCC12' } })).toThrow(
      new WireError({ id: m.refusals.badNumber }),
    );
  });
});

describe('trouble edges', () => {
  const truck = (license: string, licenseExpiration: string) => ({ license, licenseExpiration, status: 'OK' });
  const driver = (cardExpiration: string) => ({ cardExpiration, status: 'OK' });
  const codes = (f: Parameters<typeof vehicleTrouble>[0]) => vehicleTrouble(f).map((t) => t.code);

  it('expiry dates are read as DD/MM/YYYY and compared by day', () => {
    const today = '2026-11-26';
    const f = (exp: string) => ({
      today,
      plate: 'AB1234',
      trucks: [truck('AB1234', exp)],
      drivers: [driver('01/01/2030')],
    });
    expect(codes(f('25/11/2026'))).toEqual(['truckExpired']);
    expect(codes(f('26/11/2026'))).toEqual([]);
    expect(codes(f('01/12/2025'))).toEqual(['truckExpired']);
    expect(codes(f('27/10/2026'))).toEqual(['truckExpired']);
    expect(codes(f('2025-01-01'))).toEqual([]);
  });

  it('every truck expired names them all; one driver in date is enough', () => {
    const t = vehicleTrouble({
      today: '2026-11-26',
      plate: null,
      trucks: [truck('AA1111', '01/01/2020'), truck('BB2222', '01/01/2021')],
      drivers: [driver('01/01/2020'), driver('01/01/2030')],
    });
    expect(t.map((x) => x.reason)).toEqual([m.trouble.truckExpired.reason.replace('{detail}', 'AA1111, BB2222')]);
  });

  it("the unit's holds and customs orders are listed as they are", () => {
    const t = unitTrouble({
      impediments: ['A', 'B'],
      customs: { escaner: true, rechazoZP: false },
      overdueInvoices: [],
    });
    expect(t[0]!.reason).toBe(m.trouble.hold.reason.replace('{detail}', 'A, B'));
    expect(t[1]!.reason).toBe(m.trouble.customs.reason.replace('{detail}', m.customsFlags.escaner!));
  });
});
