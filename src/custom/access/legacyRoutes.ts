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

  // Line operators
  ['/administration/lineOperator', () => '/lineOperators'],

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
