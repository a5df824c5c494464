/** Vessel visits and their unit facility visits (D2 §7 Vessel visits), with the visit list's mass reassignment. */
import { anyRow, onUnit } from '../../terminalModel/http';
import { vesselVisitsArea } from '../../../src/custom/vesselVisits/area';
import { defineMockArea } from '../types';
import { vesselVisitRoutes } from './handlers';

export const vesselVisitsMockArea = defineMockArea({
  area: vesselVisitsArea,
  routes: (ctx) => {
    const v = vesselVisitRoutes(ctx);
    const visitReaders = anyRow(['vesselVisits', 'list'], ['imports', 'list']);
    return [
      { method: 'get', path: '/vesselvisit/actives', permission: visitReaders, handler: v.actives },
      // Also the invoice roles' visit typeahead: charges are invoiced after the ship sails (ruling P71).
      { method: 'get', path: '/vesselvisit/actives2', permission: anyRow(['vesselVisits', 'list'], ['imports', 'list'], ['invoices', 'charges']), handler: v.all },
      { method: 'get', path: '/vesselvisit/sequenced', permission: visitReaders, handler: v.sequenced },
      { method: 'get', path: '/vesselvisit/lineop', permission: visitReaders, handler: v.lineop },
      { method: 'get', path: '/vesselvisit/info/:id/:agentId', permission: v.ownAgentInfo, handler: v.info },
      { method: 'get', path: '/vesselvisit/:id', permission: anyRow(['vesselVisits', 'show'], ['imports', 'show']), handler: v.get },
      { method: 'get', path: '/unitfacilityvisit/byVesselAndAlmacenista/:id/:unit/:dep/:seq', permission: ['vesselVisits', 'list'], handler: v.unitsOfVisit },
      { method: 'get', path: '/unitfacilityvisit/getunitbynbr/:unitnbr', permission: onUnit(ctx, 'imports', 'show', 'unitnbr'), handler: v.unitByNbr },
      { method: 'get', path: '/unitfacilityvisit/:id', permission: onUnit(ctx, 'imports', 'show'), handler: v.unitById },
      { method: 'post', path: '/import/reassigntruckingmassive/:id', permission: anyRow(['imports', 'reassignTrucking'], ['vesselVisits', 'reassignTrucking']), handler: v.reassignMassive },
    ];
  },
});
