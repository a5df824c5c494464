/** Vessel visits (D2 §2 Vessel visits; VV-001/002): menu entry, permission rows, screens and the legacy /vesselvisit paths. */
import { EXTRAPORTUARY_ROLES as EXTRA, type Role } from '../../domain/roles';
import { seg, withQuery } from '../areas/legacyPaths';
import { defineArea } from '../areas/types';

const VISIT_LIST: readonly Role[] = [...EXTRA, 'ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_FUNCTIONARY', 'ROLE_SHIPPINGCO'];

export const vesselVisitsArea = defineArea({
  path: 'vesselVisits',
  permission: 'vesselVisits',
  label: 'Visitas de naves',
  icon: 'lineOperator',
  menuGroup: 'operations',
  permissions: {
    // VV-001/002 list; VV-014 management (extraportuarios, SHIPPINGCO); VV-022 reassign and appointment; VV-033 condition change; VV-038 pickup request.
    vesselVisits: {
      menu: VISIT_LIST, list: VISIT_LIST, show: VISIT_LIST,
      appointment: EXTRA, reassignTrucking: EXTRA, changeCondition: EXTRA, print: VISIT_LIST,
      // VV-038: a unit's pickup request from the list (the import area's form, saveRetiro).
      pickup: EXTRA,
    },
    'vesselVisits.management': { show: [...EXTRA, 'ROLE_SHIPPINGCO'] },
  },
  messages: () => import('../../i18n/terminalAreaMessages').then((m) => m.terminalAreaMessages),
  screens: () => import('./VesselVisitScreens'),
  // The legacy /vesselvisit screens, with their query (containers, finalized, error).
  legacyRoutes: [
    ['/vesselvisit', (_p, query) => withQuery('/vesselVisits', query)],
    ['/vesselvisit/management/:visitId', ({ visitId }) => `/vesselVisits/management/${seg(visitId)}`],
    ['/vesselvisit/reassignTransport/:containerId', ({ containerId }, query) => withQuery(`/vesselVisits/reassignTransport/${seg(containerId)}`, query)],
    ['/vesselvisit/reassignTransportResult', (_p, query) => withQuery('/vesselVisits/reassignTransportResult', query)],
    ['/vesselvisit/appointment/:containerId', ({ containerId }, query) => withQuery(`/vesselVisits/appointment/${seg(containerId)}`, query)],
  ],
});
