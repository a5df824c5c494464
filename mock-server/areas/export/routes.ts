/** Export (D2 §7 Export and empties): the pre-advice, its booking, its delivery coordination (rulings P54–P57). */
import {
  exportCoordinate,
  exportQuotas,
  exportReassignTrucking,
  exportSave,
  exportUpdate,
} from '../../../src/domain/export/calls';
import { exportContract } from '../../../src/domain/export/contract';
import { can } from '../../../src/domain/permissions';
import type { Permission } from '../../guard';
import { callRoute } from '../../route';
import { scopeOf } from '../../terminalModel/access';
import { onExportUnit } from '../../terminalModel/http';
import { defineMockArea } from '../types';
import { exportRoutes } from './handlers';

export const exportMockArea = defineMockArea({
  contracts: [exportContract],
  routes: (ctx) => {
    const e = exportRoutes(ctx);
    /** The booking row, and a shipping company or agency sees its own lines' bookings only (ruling P57). */
    const onBooking: Permission = (user, req) => {
      if (!can(user.authorities, 'bookings', 'show')) return false;
      const scope = scopeOf(ctx.store.db, user);
      const booking = ctx.store.findById(
        'booking',
        String(req.params.id ?? '')
          .trim()
          .toUpperCase(),
      );
      return !booking || scope.kind !== 'lines' || scope.lines.has(booking.line);
    };
    const on = (action: string) => onExportUnit(ctx, 'exports', action as Parameters<typeof onExportUnit>[2]);
    return [
      { method: 'get', path: '/export/byoperation/:id', permission: on('show'), handler: e.byOperation },
      { method: 'get', path: '/export/getalleqfeatures', permission: ['exports', 'show'], handler: e.features },
      { method: 'get', path: '/export/romaneo/:id', permission: on('show'), handler: e.romaneo },
      {
        method: 'get',
        path: '/export/cancelPreadvice/:id/:visitId/:draftNbr',
        permission: on('cancel'),
        handler: e.cancel,
      },
      { method: 'get', path: '/export/cancelPreadvice/:id/:visitId', permission: on('cancel'), handler: e.cancel },
      callRoute(exportSave, on('preadvise'), e.save),
      callRoute(exportUpdate, on('edit'), e.update),
      callRoute(exportCoordinate, on('appointment'), e.coordinate),
      callRoute(exportReassignTrucking, on('reassignTrucking'), e.reassign),
      callRoute(exportQuotas, ['exports', 'appointment'], e.quotasForExport),
      { method: 'post', path: '/report/voucherexpo/:id', permission: on('print'), handler: e.voucher },
      {
        method: 'get',
        path: '/report/costosexpo/:id',
        permission: onExportUnit(ctx, 'exports.charges', 'show'),
        handler: e.costs,
      },
      { method: 'get', path: '/report/cartatemp/:id', permission: on('print'), handler: e.temperatureLetter },
      { method: 'get', path: '/booking/:id/:containerType', permission: onBooking, handler: e.booking },
    ];
  },
});
