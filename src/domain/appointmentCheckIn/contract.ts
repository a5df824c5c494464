/**
 * The appointments area's contract (issue 31 §3; beyond-spec): a trucking company lists and checks
 * in its own appointments ('Mis citas'); customer service lists every company's. Checking in is the
 * company's alone (it names its own truck).
 */
import { defineAreaContract } from '../areaContract';
import type { Role } from '../roles';

export const APPOINTMENTS_OWN: readonly Role[] = ['ROLE_TRUCKINGCO'];
export const APPOINTMENTS_ANY: readonly Role[] = ['ROLE_CUSTOMER_SERVICE', 'ROLE_SUPERVISOR_CUSTOMER_SERVICE'];
const READERS: readonly Role[] = [...APPOINTMENTS_OWN, ...APPOINTMENTS_ANY];

export const appointmentsContract = defineAreaContract({
  path: 'appointments',
  permission: 'appointments',
  permissions: {
    // join / visitPass: multi-move truck visits (src/domain/truckVisit), the company's own (its truck).
    appointments: {
      menu: READERS,
      list: READERS,
      checkIn: APPOINTMENTS_OWN,
      join: APPOINTMENTS_OWN,
      visitPass: APPOINTMENTS_OWN,
    },
  },
});
