/** Tracking of BLs, bookings and containers (D2 §7 Tracking). */
import { defineMockArea } from '../types';
import { trackingRoutes } from './handlers';

export const trackingMockArea = defineMockArea({
  name: 'tracking',
  routes: (ctx) => [{ method: 'get', path: '/tracking/search/:search', permission: ['tracking', 'list'], handler: trackingRoutes(ctx).search }],
});
