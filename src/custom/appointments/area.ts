/** Mis citas (/appointments; issue 31 §3, beyond-spec): a trucking company's appointments, check-in by plate and trouble before the trip; customer service sees every company's. */
import { appointmentsContract } from '../../domain/appointmentCheckIn/contract';
import { appointmentCheckInMessages } from '../../i18n/appointmentCheckInMessages';
import { defineArea } from '../areas/types';

export const appointmentsArea = defineArea({
  ...appointmentsContract,
  label: appointmentCheckInMessages.menu,
  icon: 'trucking',
  menuGroup: 'operations',
  screens: () => import('./AppointmentsPage'),
});
