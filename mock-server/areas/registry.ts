/**
 * Every mock area, in route-table order. Adding an area = its contract in src/domain/<area>/, its
 * folder under mock-server/areas/ + one line here (its console side: its folder under src/custom/ +
 * one line in src/custom/areas/registry.ts). A registry line also adds the contract's permission
 * rows to the one table and the area's collections to the store.
 */
import { addPermissionRows } from '../../src/domain/permissions';
import type { AppContext } from '../context';
import type { Route } from '../route';
import type { Db } from '../types';
import { carsMockArea } from './cars/routes';
import { emptysMockArea } from './emptys/routes';
import { exportMockArea } from './export/routes';
import { temperatureLettersMockArea } from './temperatureLetters/routes';
import { truckingPreadviseMockArea } from './truckingPreadvise/routes';
import { gatePassMockArea } from './gatePass/routes';
import { gateMockArea } from './gate/routes';
import { drcMockArea } from './drc/routes';
import { importMockArea } from './import/routes';
import { invoiceMockArea } from './invoice/routes';
import { paymentsMockArea } from './payments/routes';
import { cashMockArea } from './cash/routes';
import { trackingMockArea } from './tracking/routes';
import type { MockArea } from './types';
import { vesselVisitsMockArea } from './vesselVisits/routes';
import { yardMockArea } from './yard/routes';
import { reportMockArea } from './report/routes';
import { punctualityMockArea } from './punctuality/routes';
import { appointmentsMockArea } from './appointments/routes';
import { auditMockArea } from './audit/routes';
import { truckVisitsMockArea } from './truckVisits/routes';
import { figuresMockArea } from './figures/routes';

export const MOCK_AREAS: MockArea[] = [
  // Before vesselVisits: its GET /unitfacilityvisit/getallecin must match before /unitfacilityvisit/:id.
  gateMockArea,
  vesselVisitsMockArea,
  importMockArea,
  trackingMockArea,
  gatePassMockArea,
  drcMockArea,
  // Before export: its /booking/getallbyline/{id} must match before export's /booking/{id}/{containerType}.
  emptysMockArea,
  exportMockArea,
  truckingPreadviseMockArea,
  temperatureLettersMockArea,
  carsMockArea,
  invoiceMockArea,
  paymentsMockArea,
  cashMockArea,
  punctualityMockArea,
  appointmentsMockArea,
  // Multi-move truck visits (appointmentrules/truckvisits…, report/truckvisitpass): the appointments' and the gate's rows.
  truckVisitsMockArea,
  figuresMockArea,
  reportMockArea,
  yardMockArea,
  auditMockArea,
];

/** Adds areas (the registry's own, or one more at run time): their permission rows join the table. */
export function registerMockAreas(...added: MockArea[]): void {
  for (const area of added) {
    for (const contract of area.contracts) addPermissionRows(contract.permissions);
    if (!MOCK_AREAS.includes(area)) MOCK_AREAS.push(area);
  }
}
registerMockAreas(...MOCK_AREAS);

/** The areas' rows of the route table. */
export const areaRoutes = (ctx: AppContext, areas: readonly MockArea[] = MOCK_AREAS): Route[] =>
  areas.flatMap((a) => a.routes(ctx));

/** The collections the areas own, for the store. */
export const areaCollections = (areas: readonly MockArea[] = MOCK_AREAS): string[] =>
  areas.flatMap((a) => Object.keys(a.collections ?? {}));

/** The seed completed with the areas' own collections (each seeded from the rest). */
export function withAreaSeeds(db: Db, scale: number, areas: readonly MockArea[] = MOCK_AREAS): Db {
  for (const area of areas) {
    for (const [name, seed] of Object.entries(area.collections ?? {})) db[name] = seed(db, scale);
  }
  return db;
}
