/** The appointments area's codecs (issue 31 §3; beyond-spec): round trips and the refusals that name their field. */
import { describe, expect, it } from 'vitest';
import { checkInAppointment, listAppointments } from '../../../src/domain/appointmentCheckIn/calls';
import { WireError } from '../../../src/domain/legacyCall';
import { appointmentCheckInMessages as m } from '../../../src/i18n/appointmentCheckInMessages';
import { roundTrip } from './received';

describe('appointments calls', () => {
  it('round trips: the list, and a check-in (the plate normalised)', () => {
    expect(listAppointments.toWire({})).toEqual({ path: '/appointmentrules/appointments' });
    expect(roundTrip(checkInAppointment, { id: 700123, plate: 'BBCC12' })).toEqual({ id: 700123, plate: 'BBCC12' });
    expect(checkInAppointment.fromWire({ params: { id: '700123' }, query: {}, body: { plate: 'bb-cc 12' } })).toEqual({
      id: 700123,
      plate: 'BBCC12',
    });
  });

  it('a bad number or an empty plate is refused naming the field', () => {
    const read = (id: string, body: unknown) => () => checkInAppointment.fromWire({ params: { id }, query: {}, body });
    expect(read('x', { plate: 'BBCC12' })).toThrow(new WireError({ id: m.refusals.badNumber }));
    expect(read('-1', { plate: 'BBCC12' })).toThrow(WireError);
    expect(read('700123', { plate: ' - ' })).toThrow(new WireError({ plate: m.refusals.plateRequired }));
    expect(read('700123', [])).toThrow(WireError);
  });
});
