/**
 * Every mock area, in route-table order. Adding an area = its folder under mock-server/areas/ +
 * one line here (its console side: its folder under src/custom/ + one line in src/custom/areas/registry.ts).
 */
import type { AppContext } from '../context';
import type { Route } from '../route';
import { gatePassMockArea } from './gatePass/routes';
import { importMockArea } from './import/routes';
import { trackingMockArea } from './tracking/routes';
import type { MockArea } from './types';
import { vesselVisitsMockArea } from './vesselVisits/routes';

export const MOCK_AREAS: readonly MockArea[] = [
  vesselVisitsMockArea,
  importMockArea,
  trackingMockArea,
  gatePassMockArea,
];

/** The areas' rows of the route table. */
export const areaRoutes = (ctx: AppContext, areas: readonly MockArea[] = MOCK_AREAS): Route[] => areas.flatMap((a) => a.routes(ctx));
