/** Container import (D2 §7 Container import) and its appointments (quotas, booking, re-coordination, the appointment). */
import type { Request } from 'express';
import { can } from '../../../src/domain/permissions';
import type { Permission } from '../../guard';
import { contextOf, findUnit } from '../../kinds/importPickup/context';
import { reaches, scopeOf } from '../../terminalModel/access';
import { onUnit } from '../../terminalModel/http';
import { activeOperations } from '../../terminalModel/unitVisits';
import { importArea } from '../../../src/custom/import/area';
import { defineMockArea } from '../types';
import { appointmentRoutes } from './appointments';
import { importRoutes } from './handlers';

export const importMockArea = defineMockArea({
  area: importArea,
  routes: (ctx) => {
    const store = ctx.store;
    const i = importRoutes(ctx);
    const a = appointmentRoutes(ctx);
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
      { method: 'get', path: '/import/changeConditionExtraportuarios/:id', permission: onUnit(ctx, 'vesselVisits', 'changeCondition'), handler: i.changeConditionExtraportuarios },
      { method: 'get', path: '/import/changeCondition/:id', permission: onUnit(ctx, 'imports', 'changeCondition'), handler: i.changeCondition },
      { method: 'get', path: '/import/byoperation/:id', permission: onUnit(ctx, 'imports', 'show'), handler: i.byOperation },
      { method: 'get', path: '/import/chargesdir/:opId', permission: onUnit(ctx, 'imports.charges', 'show', 'opId'), handler: i.charges },
      { method: 'get', path: '/import/editCDA/:unitId/:cda', permission: onUnit(ctx, 'imports', 'editCda', 'unitId'), handler: i.editCda },
      { method: 'get', path: '/import/updateTatcNbr/:id/:tatc', permission: onUnit(ctx, 'imports', 'editTatc'), handler: i.updateTatc },
      { method: 'get', path: '/import/cancelRetiroDirecto/:id', permission: onUnit(ctx, 'imports', 'cancel'), handler: i.cancelDirect },
      { method: 'get', path: '/import/cancelRetiroIndirecto/:id', permission: onUnit(ctx, 'imports', 'cancel'), handler: i.cancelIndirect },
      { method: 'post', path: '/import/guiaDespacho', permission: ['imports', 'editDocument'], handler: i.guiaDespacho },
      { method: 'post', path: '/import/updateDIN/:id', permission: onUnit(ctx, 'imports', 'editDocument'), handler: i.updateDin },
      { method: 'post', path: '/import/saveCoordinacionRetiro/:id', permission: onUnit(ctx, 'imports', 'appointment'), handler: a.recoordinate },
      { method: 'post', path: '/import/:id/saveRetiro', permission: onUnit(ctx, 'imports', 'pickup'), handler: i.saveRetiro },
      { method: 'post', path: '/import/:id/reassignTrucking', permission: onUnit(ctx, 'imports', 'reassignTrucking'), handler: i.reassign },
      { method: 'get', path: '/import/:id', permission: onUnit(ctx, 'imports', 'show'), handler: i.get },

      { method: 'get', path: '/appointmentrules/quotasForImport/:addDays/:vesselVisit', permission: ['appointmentRules', 'list'], handler: a.quotasForImport },
      { method: 'post', path: '/appointment', permission: onBookedUnit, handler: a.book },
      { method: 'get', path: '/appointment/:id', permission: onAppointment, handler: a.get },
    ];
  },
});
