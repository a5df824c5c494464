/** The unit documents of /api/report (D2 §7): whether a gate pass can be printed, gate passes, DRC and the import detail. */
import { onUnit, onUnitDocument } from '../../terminalModel/http';
import { gatePassArea } from '../../../src/custom/gatePass/area';
import { defineMockArea } from '../types';
import { gatePassRoutes } from './handlers';

export const gatePassMockArea = defineMockArea({
  area: gatePassArea,
  routes: (ctx) => {
    const g = gatePassRoutes(ctx);
    return [
      { method: 'get', path: '/report/canPrintGatePass/:id', permission: onUnitDocument(ctx, ['imports', 'print'], [['exports', 'print'], ['truckingPreadvice', 'print']]), handler: g.canPrintOne },
      { method: 'post', path: '/report/canPrintGatePass', permission: ['imports', 'print'], handler: g.canPrintMany },
      { method: 'get', path: '/report/gatepass/:id', permission: onUnitDocument(ctx, ['imports', 'print'], [['exports', 'print'], ['truckingPreadvice', 'print']]), handler: g.gatePass },
      { method: 'post', path: '/report/massivegatepass', permission: ['imports', 'print'], handler: g.massive },
      { method: 'get', path: '/report/eir/:id/:operationId', permission: onUnitDocument(ctx, ['imports.eir', 'show'], [['exports', 'print']]), handler: g.eir },
      { method: 'get', path: '/report/drc/:id/:vesselId', permission: onUnit(ctx, 'imports', 'show'), handler: g.drc },
      { method: 'post', path: '/report/importDetail/:id', permission: onUnit(ctx, 'imports', 'show'), handler: g.importDetail },
    ];
  },
});
