/** Vessel visits and their unit facility visits (D2 §7 Vessel visits), with the visit list's mass reassignment. */
import { anyRow, onUnit } from '../../terminalModel/http';
import { vesselVisitsContract } from '../../../src/domain/vesselVisits/contract';
import { visitInfo, visitReassignTrucking, visitUnits } from '../../../src/domain/vesselVisits/calls';
import { callRoute } from '../../route';
import { defineMockArea } from '../types';
import { vesselVisitRoutes } from './handlers';

export const vesselVisitsMockArea = defineMockArea({
  contracts: [vesselVisitsContract],
  routes: (ctx) => {
    const v = vesselVisitRoutes(ctx);
    const visitReaders = anyRow(['vesselVisits', 'list'], ['imports', 'list']);
    // SEQ-002: the sequence search's visits are also the sequence query's (AGA and functionary).
    const sequencedReaders = anyRow(['vesselVisits', 'list'], ['imports', 'list'], ['sequence', 'list']);
    return [
      { method: 'get', path: '/vesselvisit/actives', permission: visitReaders, handler: v.actives },
      // Also the invoice roles' visit typeahead: charges are invoiced after the ship sails (ruling P71).
      {
        method: 'get',
        path: '/vesselvisit/actives2',
        permission: anyRow(['vesselVisits', 'list'], ['imports', 'list'], ['invoices', 'charges']),
        handler: v.all,
      },
      { method: 'get', path: '/vesselvisit/sequenced', permission: sequencedReaders, handler: v.sequenced },
      { method: 'get', path: '/vesselvisit/lineop', permission: visitReaders, handler: v.lineop },
      callRoute(visitInfo, v.ownAgentInfo, v.info),
      {
        method: 'get',
        path: '/vesselvisit/:id',
        permission: anyRow(['vesselVisits', 'show'], ['imports', 'show']),
        handler: v.get,
      },
      callRoute(visitUnits, ['vesselVisits', 'list'], v.unitsOfVisit),
      {
        method: 'get',
        path: '/unitfacilityvisit/getunitbynbr/:unitnbr',
        permission: onUnit(ctx, 'imports', 'show', 'unitnbr'),
        handler: v.unitByNbr,
      },
      {
        method: 'get',
        path: '/unitfacilityvisit/:id',
        permission: onUnit(ctx, 'imports', 'show'),
        handler: v.unitById,
      },
      callRoute(
        visitReassignTrucking,
        anyRow(['imports', 'reassignTrucking'], ['vesselVisits', 'reassignTrucking']),
        v.reassignMassive,
      ),
    ];
  },
});
