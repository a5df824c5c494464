/** Tracking of BLs, bookings and containers (D2 §2 Tracking; TRK-001): menu entry, its contract (row) and screens. */
import { defineArea } from '../areas/types';
import { trackingContract } from '../../domain/tracking/contract';

export const trackingArea = defineArea({
  ...trackingContract,
  label: 'Tracking',
  icon: 'record',
  menuGroup: 'operations',
  messages: () => import('../../i18n/terminalAreaMessages').then((m) => m.terminalAreaMessages),
  screens: () => import('./TrackingScreens'),
  earlyReads: [['result/:nbr', '/tracking/search/{nbr}']],
});
