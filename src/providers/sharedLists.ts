/**
 * D2 §7 Shared lists (CONST-073, ruling P52): agents, customers, storekeepers, vessel visits,
 * truckings, giros and communes are loaded as whole lists, once for the current login, and every
 * screen that reads one shares that request and that copy (the data provider's collection cache:
 * a list view, a form's picker and a chooser never ask twice) until it is stale or a write to it
 * drops it. The countries come from a static file (src/domain/countries.ts), as D2 §7 says.
 *
 * A resource's shared list is its list call (the definition's path); the others name their call here.
 */
import type { Endpoint } from './resourceApi';

interface SharedListSource {
  /** The collection cache it shares: a resource's, or its own name's. */
  cacheAs: string;
  /** Its call when it is not the resource's own list call. */
  endpoint?: Endpoint;
}

export const SHARED_LISTS = {
  agents: { cacheAs: 'agents' },
  customers: { cacheAs: 'customers' },
  storekeepers: { cacheAs: 'storekeepers' },
  giros: { cacheAs: 'giros' },
  // Every trucking company (the agents' typeahead and the chosen-agent screens): GET /truckingcompany/searchall.
  truckings: { cacheAs: 'truckingCompanies', endpoint: { method: 'GET', path: '/truckingcompany/searchall' } },
  // The vessel visits a storekeeper or an agent can open: GET /vesselvisit/actives.
  vesselVisits: { cacheAs: 'vesselVisits', endpoint: { method: 'GET', path: '/vesselvisit/actives' } },
  // The user's own visits, scoped by the server: a shipping company's line operators' (TMP-003), a customs agent's (TMP-002): GET /vesselvisit/lineop.
  lineOperatorVisits: { cacheAs: 'lineOperatorVisits', endpoint: { method: 'GET', path: '/vesselvisit/lineop' } },
  communes: { cacheAs: 'communes', endpoint: { method: 'GET', path: '/client/communes' } },
} as const satisfies Record<string, SharedListSource>;

export type SharedListName = keyof typeof SHARED_LISTS;
