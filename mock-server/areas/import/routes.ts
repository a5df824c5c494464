/** Container import (D2 §7 Container import) and its appointments (quotas, booking, re-coordination, the appointment). */
import type { Request } from 'express';
import { can } from '../../../src/domain/permissions';
import {
  importBook,
  importCancelDirect,
  importCancelIndirect,
  importChangeCondition,
  importChangeConditionExtraportuarios,
  importEditCda,
  importGuide,
  importQuotas,
  importRecoordinate,
  importReassignTrucking,
  importSaveRetiro,
  importUpdateDin,
  importUpdateTatc,
  type ImportBook,
} from '../../../src/domain/import/calls';
import { callRoute, decodedOf } from '../../route';
import type { Permission } from '../../guard';
import { contextOf, findUnit } from '../../kinds/importPickup/context';
import { reaches, scopeOf } from '../../terminalModel/access';
import { onUnit } from '../../terminalModel/http';
import { activeOperations } from '../../terminalModel/unitVisits';
import { importContract } from '../../../src/domain/import/contract';
import { defineMockArea } from '../types';
import { appointmentRoutes } from './appointments';
import { importRoutes } from './handlers';

export const importMockArea = defineMockArea({
  contracts: [importContract],
  routes: (ctx) => {
    const store = ctx.store;
    const i = importRoutes(ctx);
    const a = appointmentRoutes(ctx);
    /**
     * A unit named in the body (booking): role row and reach, like onUnit, of the unit the decoded
     * request names — the one the booking takes (container.eqid, else unitNbr; texts, numbers, lists).
     */
    const onBookedUnit: Permission = (u, req: Request) => {
      if (!can(u.authorities, 'imports', 'appointment')) return false;
      const key = decodedOf<ImportBook>(req)?.unitKey;
      const unit = key ? findUnit(store, key) : undefined;
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
      callRoute(
        importChangeConditionExtraportuarios,
        onUnit(ctx, 'vesselVisits', 'changeCondition'),
        i.changeConditionExtraportuarios,
      ),
      callRoute(importChangeCondition, onUnit(ctx, 'imports', 'changeCondition'), i.changeCondition),
      {
        method: 'get',
        path: '/import/byoperation/:id',
        permission: onUnit(ctx, 'imports', 'show'),
        handler: i.byOperation,
      },
      {
        method: 'get',
        path: '/import/chargesdir/:opId',
        permission: onUnit(ctx, 'imports.charges', 'show', 'opId'),
        handler: i.charges,
      },
      callRoute(importEditCda, onUnit(ctx, 'imports', 'editCda', 'unitId'), i.editCda),
      callRoute(importUpdateTatc, onUnit(ctx, 'imports', 'editTatc'), i.updateTatc),
      callRoute(importCancelDirect, onUnit(ctx, 'imports', 'cancel'), i.cancelDirect),
      callRoute(importCancelIndirect, onUnit(ctx, 'imports', 'cancel'), i.cancelIndirect),
      // Multipart: its text parts go through importGuide once the handler has read the body.
      { method: 'post', path: importGuide.path, permission: ['imports', 'editDocument'], handler: i.guiaDespacho },
      callRoute(importUpdateDin, onUnit(ctx, 'imports', 'editDocument'), i.updateDin),
      callRoute(importRecoordinate, onUnit(ctx, 'imports', 'appointment'), a.recoordinate),
      callRoute(importSaveRetiro, onUnit(ctx, 'imports', 'pickup'), i.saveRetiro),
      callRoute(importReassignTrucking, onUnit(ctx, 'imports', 'reassignTrucking'), i.reassign),
      { method: 'get', path: '/import/:id', permission: onUnit(ctx, 'imports', 'show'), handler: i.get },

      callRoute(importQuotas, ['appointmentRules', 'list'], a.quotasForImport),
      callRoute(importBook, onBookedUnit, a.book),
      { method: 'get', path: '/appointment/:id', permission: onAppointment, handler: a.get },
    ];
  },
});
