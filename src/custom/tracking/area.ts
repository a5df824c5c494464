/** Tracking of BLs, bookings and containers (D2 §2 Tracking; TRK-001: the tracking row of the permissions table). */
import { visitScreensMessages } from '../../i18n/visitScreensMessages';
import { defineArea } from '../areas/types';

export const trackingArea = defineArea({
  path: 'tracking',
  permission: 'tracking',
  label: visitScreensMessages.areas.tracking,
  icon: 'record',
  menuGroup: 'operations',
  screens: () => import('./TrackingScreens'),
});
