/** Vessel visits (D2 §2 Vessel visits; VV-001/002): menu entry, its contract (rows), screens and the legacy /vesselvisit paths. */
import { defineArea } from '../areas/types';
import { seg, withQuery } from '../areas/legacyPaths';
import { vesselVisitsContract } from '../../domain/vesselVisits/contract';

export const vesselVisitsArea = defineArea({
  ...vesselVisitsContract,
  label: 'Visitas de naves',
  icon: 'lineOperator',
  menuGroup: 'operations',
  messages: () => import('../../i18n/terminalAreaMessages').then((m) => m.terminalAreaMessages),
  screens: () => import('./VesselVisitScreens'),
  // The visit units list (/vesselVisits?visit=…): the visits, the chosen one and its units (one
  // path for every role: the server scopes the units, so they are read ahead too).
  earlyReads: [
    ['', '/vesselvisit/actives'],
    ['', '/vesselvisit/{visit}'],
    ['', '/unitfacilityvisit/byVesselAndAlmacenista/{visit}/-/false/false'],
  ],
  // The legacy /vesselvisit screens, with their query (containers, finalized, error).
  legacyRoutes: [
    ['/vesselvisit', (_p, query) => withQuery('/vesselVisits', query)],
    ['/vesselvisit/management/:visitId', ({ visitId }) => `/vesselVisits/management/${seg(visitId)}`],
    [
      '/vesselvisit/reassignTransport/:containerId',
      ({ containerId }, query) => withQuery(`/vesselVisits/reassignTransport/${seg(containerId)}`, query),
    ],
    ['/vesselvisit/reassignTransportResult', (_p, query) => withQuery('/vesselVisits/reassignTransportResult', query)],
    [
      '/vesselvisit/appointment/:containerId',
      ({ containerId }, query) => withQuery(`/vesselVisits/appointment/${seg(containerId)}`, query),
    ],
  ],
});
