/** The tracking area's contract (BLs, bookings and containers; D2 §2 Tracking, TRK-001): its row, read by the console and the mock. */
import { defineAreaContract } from '../areaContract';
import { EXTRAPORTUARY_ROLES as EXTRA, type Role } from '../roles';

const TRACKING_ROLES: readonly Role[] = [
  'ROLE_AGA_AGA',
  'ROLE_FUNCTIONARY',
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_DOCUMENTARY',
  ...EXTRA,
  'ROLE_AGN',
  'ROLE_FUNCIONARIO_AGN',
  'ROLE_CONSULTA_TRACKING',
];

export const trackingContract = defineAreaContract({
  path: 'tracking',
  permission: 'tracking',
  // TRK-001.
  permissions: { tracking: { menu: TRACKING_ROLES, list: TRACKING_ROLES } },
});
