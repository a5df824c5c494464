/**
 * Legacy administration paths → the console's URLs (DECISIONS Q11), so old bookmarks and
 * e-mailed links keep working: the administration screens' table (an operational area declares its
 * own legacy paths in its manifest). Pure; patterns and matching in ../areas/legacyPaths.ts.
 * `/` is the user's landing page (App's dashboard redirects it by role).
 */
import { isValidRut } from '../../domain/rut';
import { legacyTargetIn, seg, type LegacyBuilder, type LegacyRoute } from '../areas/legacyPaths';

export { matchLegacy } from '../areas/legacyPaths';

const LANDING = '/';

/** The agent's management view opens on the tab asked for, by default its truckings (ADM-AGA-003). */
const agentManagement: LegacyBuilder = ({ agentId }, query) =>
  `/agents/${seg(agentId)}/show?tab=${encodeURIComponent(query.get('tab') || 'truckings')}`;

/** The legacy tab names Conductores / Patentes → the management view's tabs (drivers by default). */
const truckingManagement: LegacyBuilder = ({ truckingId, tab }) =>
  `/truckingCompanies/${seg(truckingId)}/show?tab=${/^patentes$/i.test(tab ?? '') || tab === 'trucks' ? 'trucks' : 'drivers'}`;

/**
 * D1 §2 gives `/administration/resendActivation/{id}` to agents and to line operators alike (P49):
 * a RUT is an agent's (its record, where the resend is offered); a line operator's code opens the
 * operator's record, which has no portal user to activate (Q13), so nothing is sent.
 */
const resendActivation: LegacyBuilder = ({ id }) =>
  isValidRut(id) ? `/agents/${seg(id)}/show` : `/lineOperators/${seg(id)}/show`;

export const LEGACY_ROUTES: readonly LegacyRoute[] = [
  ['/administration', () => LANDING],

  // Agents (AGA)
  ['/administration/agent', () => '/agents'],
  ['/administration/agent/management/:agentId', agentManagement],
  ['/administration/agent/edit/:id', ({ id }) => `/agents/${seg(id)}`],
  ['/administration/agent/new', () => '/agents/create'],
  ['/administration/resendActivation/:id', resendActivation],

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
  // A trucking company's management is /management/{RUT}/tab/{tab}; without a tab and with a code, a line operator's.
  [
    '/administration/management/:id',
    ({ id }) =>
      isValidRut(id) ? truckingManagement({ truckingId: id }, new URLSearchParams()) : `/lineOperators/${seg(id)}/show`,
  ],
  ['/administration/edit/:id', ({ id }) => `/lineOperators/${seg(id)}`],

  // Shipping agencies (AGN): management by login; an agency's (or agent's) lines and their add panel on its lines tab.
  ['/administration/shippingAgent', () => '/shippingAgents'],
  ['/administration/shippingAgent/management/:login', ({ login }) => `/shippingAgents/${seg(login)}/show`],
  ['/administration/shippingAgent/edit/:login', ({ login }) => `/shippingAgents/${seg(login)}`],
  ['/administration/shippingAgent/new', () => '/shippingAgents/create'],
  ['/administration/shippingAgent/resendActivation/:id', ({ id }) => `/shippingAgents/${seg(id)}/show`],
  [
    '/administration/add/:shippingAgentId',
    ({ shippingAgentId }) => `/shippingAgents/${seg(shippingAgentId)}/show?tab=lines`,
  ],
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
  [
    '/administration/agentFunctionaryEdit/:functionaryId',
    ({ functionaryId }) => `/functionaries/${seg(functionaryId)}`,
  ],
  ['/administration/agnFunctionaryEdit/:functionaryId', ({ functionaryId }) => `/functionaries/${seg(functionaryId)}`],
  [
    '/administration/storekeeperFunctionaryEdit/:functionaryId',
    ({ functionaryId }) => `/functionaries/${seg(functionaryId)}`,
  ],
  [
    '/administration/depositoFunctionaryEdit/:functionaryId',
    ({ functionaryId }) => `/functionaries/${seg(functionaryId)}`,
  ],

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
];

/** The console URL for a legacy administration path (`search` with or without '?'), or null when the table has no row for it. */
export const legacyTarget = (pathname: string, search = ''): string | null =>
  legacyTargetIn(LEGACY_ROUTES, pathname, search);
