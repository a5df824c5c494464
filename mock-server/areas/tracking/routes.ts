/** Tracking of BLs, bookings and containers (D2 §7 Tracking). */
import { trackingArea } from '../../../src/custom/tracking/area';
import { defineMockArea } from '../types';
import { trackingRoutes } from './handlers';

export const trackingMockArea = defineMockArea({
  area: trackingArea,
  routes: (ctx) => [{ method: 'get', path: '/tracking/search/:search', permission: ['tracking', 'list'], handler: trackingRoutes(ctx).search }],
});
