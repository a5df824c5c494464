/** Tracking of BLs, bookings and containers (D2 §2 Tracking; TRK-001): menu entry, permission row and screens. */
import { EXTRAPORTUARY_ROLES as EXTRA, type Role } from '../../domain/roles';
import { defineArea } from '../areas/types';

const TRACKING_ROLES: readonly Role[] = [
  'ROLE_AGA_AGA', 'ROLE_FUNCTIONARY', 'ROLE_CUSTOMER_SERVICE', 'ROLE_DOCUMENTARY', ...EXTRA, 'ROLE_AGN', 'ROLE_FUNCIONARIO_AGN', 'ROLE_CONSULTA_TRACKING',
];

export const trackingArea = defineArea({
  path: 'tracking',
  permission: 'tracking',
  label: 'Tracking',
  icon: 'record',
  menuGroup: 'operations',
  // TRK-001.
  permissions: { tracking: { menu: TRACKING_ROLES, list: TRACKING_ROLES } },
  messages: () => import('../../i18n/terminalAreaMessages').then((m) => m.terminalAreaMessages),
  screens: () => import('./TrackingScreens'),
});
