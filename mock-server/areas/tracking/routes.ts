/** Tracking of BLs, bookings and containers (D2 §7 Tracking). */
import { trackingContract } from '../../../src/domain/tracking/contract';
import { defineMockArea } from '../types';
import { trackingRoutes } from './handlers';

export const trackingMockArea = defineMockArea({
  contracts: [trackingContract],
  routes: (ctx) => [
    {
      method: 'get',
      path: '/tracking/search/:search',
      permission: ['tracking', 'list'],
      handler: trackingRoutes(ctx).search,
    },
  ],
});
