/**
 * The gate (D2 §7 Gate): the gates catalogue, a box's arrival and its confirmation, the boxes at
 * the gate, the late-arrival and SAG queries. First in the route table: GET
 * /unitfacilityvisit/getallecin must match before vesselVisits' /unitfacilityvisit/:id.
 */
import { gateContract } from '../../../src/domain/gate/contract';
import { cutOffQuery, gateArrival, gateArrivalConfirm } from '../../../src/domain/gate/calls';
import { callRoute } from '../../route';
import { defineMockArea } from '../types';
import { gateRoutes } from './handlers';

export const gateMockArea = defineMockArea({
  contracts: [gateContract],
  routes: (ctx) => {
    const g = gateRoutes(ctx);
    return [
      { method: 'get', path: '/appointmentrules/gates', permission: ['gate', 'list'], handler: g.gates },
      { method: 'get', path: '/unitfacilityvisit/getallecin', permission: ['gate', 'list'], handler: g.atGate },
      callRoute(gateArrival, ['gate', 'register'], g.arrive),
      callRoute(gateArrivalConfirm, ['gate', 'confirm'], g.confirm),
      callRoute(cutOffQuery, ['gate', 'show'], g.cutOff),
      { method: 'get', path: '/unitfacilityvisit/consultasag/:id', permission: ['gate', 'show'], handler: g.sag },
    ];
  },
});
