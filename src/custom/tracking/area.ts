/** Tracking of BLs, bookings and containers (D2 §2 Tracking; TRK-001: the tracking row of the permissions table). */
import { areaLabels } from '../../i18n/areaLabels';
import { defineArea } from '../areas/types';

export const trackingArea = defineArea({
  path: 'tracking',
  permission: 'tracking',
  label: areaLabels.tracking,
  icon: 'record',
  menuGroup: 'operations',
  messages: () => import('../../i18n/terminalAreaMessages').then((m) => m.terminalAreaMessages),
  screens: () => import('./TrackingScreens'),
});
