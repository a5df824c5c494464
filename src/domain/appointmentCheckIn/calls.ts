/**
 * The appointments area's codecs (beyond-spec, in the legacy's appointmentrules family): the list
 * (the caller's company's, or every company's for customer service) and the check-in of one
 * appointment with a plate. A bad number or an empty plate is 400 naming the field.
 */
import { appointmentCheckInMessages as m } from '../../i18n/appointmentCheckInMessages';
import { bodyRecord, defineCall, WireError } from '../legacyCall';
import { normalizePlate } from './rules';

/** GET /appointmentrules/appointments. */
export const listAppointments = defineCall<Record<string, never>>({
  method: 'GET',
  path: '/appointmentrules/appointments',
  toWire: (_input, at) => ({ path: at() }),
  fromWire: () => ({}),
});

export interface CheckInInput {
  id: number;
  plate: string;
}

function appointmentNumber(v: unknown): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0) throw new WireError({ id: m.refusals.badNumber });
  return n;
}

/** POST /appointmentrules/appointments/{id}/checkin {plate}. */
export const checkInAppointment = defineCall<CheckInInput>({
  method: 'POST',
  path: '/appointmentrules/appointments/:id/checkin',
  toWire: ({ id, plate }, at) => ({ path: at({ id }), body: { plate } }),
  fromWire: ({ params, body }) => {
    const id = appointmentNumber(params.id);
    const plate = normalizePlate(bodyRecord(body).plate);
    if (!plate) throw new WireError({ plate: m.refusals.plateRequired });
    return { id, plate };
  },
});
