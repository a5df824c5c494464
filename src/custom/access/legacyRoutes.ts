/**
 * Legacy administration paths → the console's URLs (DECISIONS Q11), so old bookmarks and
 * e-mailed links keep working. ONE table: later issues add their rows here. Pure.
 *
 * A pattern is a path with `:name` segments; its builder gets the decoded params and the
 * legacy query string and returns the new path (with its own query, if any).
 * `/` is the user's landing page (App's dashboard redirects it by role).
 */

export type LegacyParams = Record<string, string>;
export type LegacyBuilder = (params: LegacyParams, query: URLSearchParams) => string;

const LANDING = '/';

const seg = (value: string) => encodeURIComponent(value);
const withQuery = (path: string, query: URLSearchParams) => (query.size > 0 ? `${path}?${query.toString()}` : path);

/** The agent's management view opens on the tab asked for, by default its truckings (ADM-AGA-003). */
const agentManagement: LegacyBuilder = ({ agentId }, query) =>
  `/agents/${seg(agentId)}/show?tab=${encodeURIComponent(query.get('tab') || 'truckings')}`;

/** The legacy tab names Conductores / Patentes → the management view's tabs (drivers by default). */
const truckingManagement: LegacyBuilder = ({ truckingId, tab }) =>
  `/truckingCompanies/${seg(truckingId)}/show?tab=${/^patentes$/i.test(tab ?? '') || tab === 'trucks' ? 'trucks' : 'drivers'}`;

export const LEGACY_ROUTES: ReadonlyArray<readonly [pattern: string, build: LegacyBuilder]> = [
  ['/administration', () => LANDING],

  // Agents (AGA)
  ['/administration/agent', () => '/agents'],
  ['/administration/agent/management/:agentId', agentManagement],
  ['/administration/agent/edit/:id', ({ id }) => `/agents/${seg(id)}`],
  ['/administration/agent/new', () => '/agents/create'],
  ['/administration/resendActivation/:id', ({ id }) => `/agents/${seg(id)}/show`],

  // Storekeepers
  ['/administration/storekeeper', () => '/storekeepers'],
  ['/administration/storekeeper/management/:id', ({ id }) => `/storekeepers/${seg(id)}/show`],
  ['/administration/storekeeper/edit/:id', ({ id }) => `/storekeepers/${seg(id)}`],
  ['/administration/storekeeper/new', () => '/storekeepers/create'],
  ['/administration/storekeeper/resendActivation/:id', ({ id }) => `/storekeepers/${seg(id)}/show`],

  // Customers, clients and shippers/consignees (the clients' children are written here under /client: Q11)
  ['/administration/customer', () => '/customers'],
  ['/administration/customer/management/:id', ({ id }) => `/customers/${seg(id)}/show`],
  ['/administration/customer/edit/:id', ({ id }) => `/customers/${seg(id)}`],
  ['/administration/customer/new', () => '/customers/create'],
  ['/administration/client', () => '/clients'],
  ['/administration/client/management/:id', ({ id }) => `/clients/${seg(id)}/show`],
  ['/administration/client/edit/:id', ({ id }) => `/clients/${seg(id)}`],
  ['/administration/client/new', () => '/clients/create'],
  ['/administration/client/resendActivation/:id', ({ id }) => `/clients/${seg(id)}/show`],
  ['/administration/shipperConsignee', () => '/shipperConsignees'],
  ['/administration/shipperConsignee/management/:id', ({ id }) => `/shipperConsignees/${seg(id)}/show`],
  ['/administration/shipperConsignee/edit/:id', ({ id }) => `/shipperConsignees/${seg(id)}`],
  ['/administration/shipperConsignee/new', () => '/shipperConsignees/create'],

  // Line operators
  ['/administration/lineOperator', () => '/lineOperators'],

  // Shipping agencies (AGN): management by login; an agency's (or agent's) lines and their add panel on its lines tab.
  ['/administration/shippingAgent', () => '/shippingAgents'],
  ['/administration/shippingAgent/management/:login', ({ login }) => `/shippingAgents/${seg(login)}/show`],
  ['/administration/shippingAgent/edit/:login', ({ login }) => `/shippingAgents/${seg(login)}`],
  ['/administration/shippingAgent/new', () => '/shippingAgents/create'],
  ['/administration/shippingAgent/resendActivation/:id', ({ id }) => `/shippingAgents/${seg(id)}/show`],
  ['/administration/add/:shippingAgentId', ({ shippingAgentId }) => `/shippingAgents/${seg(shippingAgentId)}/show?tab=lines`],
  ['/administration/agent/:agentId/lineOperator', ({ agentId }) => `/shippingAgents/${seg(agentId)}/show?tab=lines`],

  // Deposits (their /management, /edit and /new children share paths with other entities: Q11).
  ['/administration/deposit', () => '/deposits'],

  // Functionaries: the list (of the user's own login unless CS or supervisor), new and the owners' edit paths.
  ['/administration/functionary', () => '/functionaries'],
  ['/administration/functionaries/:agentId', () => '/functionaries'],
  ['/administration/new/:id', () => '/functionaries/create'],
  ['/administration/agentFunctionaryNew', () => '/functionaries/create'],
  // ADM-FUN-020: adding a trucking company from the functionary area is a button of the functionary list.
  ['/administration/agentTruckingNew', () => '/functionaries'],
  ['/administration/agentFunctionaryEdit/:functionaryId', ({ functionaryId }) => `/functionaries/${seg(functionaryId)}`],
  ['/administration/agnFunctionaryEdit/:functionaryId', ({ functionaryId }) => `/functionaries/${seg(functionaryId)}`],
  ['/administration/storekeeperFunctionaryEdit/:functionaryId', ({ functionaryId }) => `/functionaries/${seg(functionaryId)}`],
  ['/administration/depositoFunctionaryEdit/:functionaryId', ({ functionaryId }) => `/functionaries/${seg(functionaryId)}`],

  // Trucking companies with their Conductores / Patentes tabs (ADM-TRK-005), drivers and trucks
  ['/administration/trucking', () => '/truckingCompanies'],
  ['/administration/management/:truckingId/tab/:tab', truckingManagement],
  ['/administration/driverNew', () => '/drivers/create'],
  ['/administration/driverEdit/:driverId', ({ driverId }) => `/drivers/${seg(driverId)}`],
  ['/administration/truckNew', () => '/trucks/create'],
  ['/administration/truckEdit/:truckId', ({ truckId }) => `/trucks/${seg(truckId)}`],
  ['/administration/driver', () => '/drivers'],
  ['/administration/driver/management/:id', ({ id }) => `/drivers/${seg(id)}/show`],
  ['/administration/driver/edit/:id', ({ id }) => `/drivers/${seg(id)}`],
  ['/administration/driver/new', () => '/drivers/create'],
  ['/administration/truck', () => '/trucks'],
  ['/administration/truck/management/:id', ({ id }) => `/trucks/${seg(id)}/show`],
  ['/administration/truck/edit/:id', ({ id }) => `/trucks/${seg(id)}`],
  ['/administration/truck/new', () => '/trucks/create'],

  // Vessel visits (D2 §2): the legacy /vesselvisit screens, with their query (containers, finalized, error).
  ['/vesselvisit', (_p, query) => withQuery('/vesselVisits', query)],
  ['/vesselvisit/management/:visitId', ({ visitId }) => `/vesselVisits/management/${seg(visitId)}`],
  ['/vesselvisit/reassignTransport/:containerId', ({ containerId }, query) => withQuery(`/vesselVisits/reassignTransport/${seg(containerId)}`, query)],
  ['/vesselvisit/reassignTransportResult', (_p, query) => withQuery('/vesselVisits/reassignTransportResult', query)],
  ['/vesselvisit/appointment/:containerId', ({ containerId }, query) => withQuery(`/vesselVisits/appointment/${seg(containerId)}`, query)],
];

/** Params of `pathname` against `pattern`, or null. Trailing slashes are ignored; segments are decoded. */
export function matchLegacy(pattern: string, pathname: string): LegacyParams | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: LegacyParams = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
      if (value === '') return null;
      params[want[i].slice(1)] = value;
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

/** The console URL for a legacy path (`search` with or without '?'), or null when the table has no row for it. */
export function legacyTarget(pathname: string, search = ''): string | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const [pattern, build] of LEGACY_ROUTES) {
    const params = matchLegacy(pattern, pathname);
    if (params) return build(params, query);
  }
  return null;
}
