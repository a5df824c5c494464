/** The appointments calls (beyond-spec; src/domain/appointmentCheckIn/calls.ts). */
import { checkInAppointment, listAppointments, type CheckInInput } from '../../domain/appointmentCheckIn/calls';
import type { AppointmentRowWire, AppointmentsWire } from '../../domain/appointmentCheckIn/wire';
import { sendCall } from '../../providers/sendCall';

export const appointmentsApi = {
  list: () => sendCall<AppointmentsWire, Record<string, never>>(listAppointments, {}),
  checkIn: (input: CheckInInput) => sendCall<AppointmentRowWire, CheckInInput>(checkInAppointment, input),
};
