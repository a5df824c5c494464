/**
 * The route-table rows of the terminal model (D2 §7 vessel visits, unit facility visits, import,
 * appointment rules, appointments, tracking, gate pass). Spread into routeTable.ts; each row
 * carries its permission: the role row of src/domain/operationsPermissions.ts and, where a
 * path names a unit, that the unit is within the user's reach (terminalModel/access.ts).
 */
import type { Request } from 'express';
import { can } from '../../src/domain/permissions';
import type { AppContext } from '../context';
import { isStaff, type Permission } from '../guard';
import type { Route } from '../routeTable';
import { reaches, scopeOf } from '../terminalModel/access';
import { activeOperations } from '../terminalModel/unitVisits';
import { anyRow, onUnit } from '../terminalModel/http';
import { contextOf, findUnit } from '../kinds/importPickup/context';
import { appointmentRoutes } from './appointments';
import { gatePassRoutes } from './gatePass';
import { importRoutes } from './import';
import { trackingRoutes } from './tracking';
import { vesselVisitRoutes } from './vesselVisits';

export function terminalRoutes(ctx: AppContext): Route[] {
  const store = ctx.store;
  const v = vesselVisitRoutes(ctx);
  const i = importRoutes(ctx);
  const a = appointmentRoutes(ctx);
  const t = trackingRoutes(ctx);
  const g = gatePassRoutes(ctx);

  const visitReaders = anyRow(['vesselVisits', 'list'], ['imports', 'list']);
  // An agent (or its functionary) asks for its own agent's figures; others for any.
  const ownAgentInfo: Permission = (u, req) =>
    can(u.authorities, 'vesselVisits', 'show') && (isStaff(u) || !u.agentId || u.agentId === String(req.params.agentId ?? ''));
  /** A unit named in the body (booking): role row and reach, like onUnit. */
  const onBookedUnit: Permission = (u, req: Request) => {
    if (!can(u.authorities, 'imports', 'appointment')) return false;
    const body = (req.body ?? {}) as { container?: { eqid?: unknown }; unitNbr?: unknown };
    const key = body.container?.eqid ?? body.unitNbr;
    const unit = typeof key === 'string' ? findUnit(store, key) : undefined;
    return !unit || reaches(scopeOf(store.db, u), unit, contextOf(store, unit).active);
  };
  /** An appointment by its number or its unit: role row and the unit's reach. */
  const onAppointment: Permission = (u, req) => {
    if (!can(u.authorities, 'imports', 'show')) return false;
    const key = String(req.params.id ?? '').trim();
    const byNumber = /^\d+$/.test(key) ? store.findById('appointment', Number(key)) : undefined;
    const unit = byNumber ? store.findById('unitVisit', byNumber.unitVisitId) : findUnit(store, key);
    return !unit || reaches(scopeOf(store.db, u), unit, activeOperations(store, unit.id));
  };

  return [
    { method: 'get', path: '/vesselvisit/actives', permission: visitReaders, handler: v.actives },
    { method: 'get', path: '/vesselvisit/actives2', permission: visitReaders, handler: v.all },
    { method: 'get', path: '/vesselvisit/sequenced', permission: visitReaders, handler: v.sequenced },
    { method: 'get', path: '/vesselvisit/lineop', permission: visitReaders, handler: v.lineop },
    { method: 'get', path: '/vesselvisit/info/:id/:agentId', permission: ownAgentInfo, handler: v.info },
    { method: 'get', path: '/vesselvisit/:id', permission: anyRow(['vesselVisits', 'show'], ['imports', 'show']), handler: v.get },
    { method: 'get', path: '/unitfacilityvisit/byVesselAndAlmacenista/:id/:unit/:dep/:seq', permission: ['vesselVisits', 'list'], handler: v.unitsOfVisit },
    { method: 'get', path: '/unitfacilityvisit/getunitbynbr/:unitnbr', permission: onUnit(ctx, 'imports', 'show', 'unitnbr'), handler: v.unitByNbr },
    { method: 'get', path: '/unitfacilityvisit/:id', permission: onUnit(ctx, 'imports', 'show'), handler: v.unitById },

    { method: 'get', path: '/import/changeConditionExtraportuarios/:id', permission: onUnit(ctx, 'vesselVisits', 'changeCondition'), handler: i.changeConditionExtraportuarios },
    { method: 'get', path: '/import/changeCondition/:id', permission: onUnit(ctx, 'imports', 'changeCondition'), handler: i.changeCondition },
    { method: 'get', path: '/import/byoperation/:id', permission: onUnit(ctx, 'imports', 'show'), handler: i.byOperation },
    { method: 'get', path: '/import/chargesdir/:opId', permission: onUnit(ctx, 'imports.charges', 'show', 'opId'), handler: i.charges },
    { method: 'get', path: '/import/editCDA/:unitId/:cda', permission: onUnit(ctx, 'imports', 'editCda', 'unitId'), handler: i.editCda },
    { method: 'get', path: '/import/updateTatcNbr/:id/:tatc', permission: onUnit(ctx, 'imports', 'editTatc'), handler: i.updateTatc },
    { method: 'get', path: '/import/cancelRetiroDirecto/:id', permission: onUnit(ctx, 'imports', 'cancel'), handler: i.cancelDirect },
    { method: 'get', path: '/import/cancelRetiroIndirecto/:id', permission: onUnit(ctx, 'imports', 'cancel'), handler: i.cancelIndirect },
    { method: 'post', path: '/import/reassigntruckingmassive/:id', permission: anyRow(['imports', 'reassignTrucking'], ['vesselVisits', 'reassignTrucking']), handler: v.reassignMassive },
    { method: 'post', path: '/import/guiaDespacho', permission: ['imports', 'editDocument'], handler: i.guiaDespacho },
    { method: 'post', path: '/import/updateDIN/:id', permission: onUnit(ctx, 'imports', 'editDocument'), handler: i.updateDin },
    { method: 'post', path: '/import/saveCoordinacionRetiro/:id', permission: onUnit(ctx, 'imports', 'appointment'), handler: a.recoordinate },
    { method: 'post', path: '/import/:id/saveRetiro', permission: onUnit(ctx, 'imports', 'pickup'), handler: i.saveRetiro },
    { method: 'post', path: '/import/:id/reassignTrucking', permission: onUnit(ctx, 'imports', 'reassignTrucking'), handler: i.reassign },
    { method: 'get', path: '/import/:id', permission: onUnit(ctx, 'imports', 'show'), handler: i.get },

    { method: 'get', path: '/appointmentrules/quotasForImport/:addDays/:vesselVisit', permission: ['appointmentRules', 'list'], handler: a.quotasForImport },
    { method: 'post', path: '/appointment', permission: onBookedUnit, handler: a.book },
    { method: 'get', path: '/appointment/:id', permission: onAppointment, handler: a.get },

    { method: 'get', path: '/tracking/search/:search', permission: ['tracking', 'list'], handler: t.search },

    { method: 'get', path: '/report/canPrintGatePass/:id', permission: onUnit(ctx, 'imports', 'print'), handler: g.canPrintOne },
    { method: 'post', path: '/report/canPrintGatePass', permission: ['imports', 'print'], handler: g.canPrintMany },
    { method: 'get', path: '/report/gatepass/:id', permission: onUnit(ctx, 'imports', 'print'), handler: g.gatePass },
    { method: 'post', path: '/report/massivegatepass', permission: ['imports', 'print'], handler: g.massive },
    { method: 'get', path: '/report/drc/:id/:vesselId', permission: onUnit(ctx, 'imports', 'show'), handler: g.drc },
    { method: 'post', path: '/report/importDetail/:id', permission: onUnit(ctx, 'imports', 'show'), handler: g.importDetail },
  ];
}
