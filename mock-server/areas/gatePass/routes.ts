/** The unit documents of /api/report (D2 §7): whether a gate pass can be printed, gate passes, the EIR and the import detail (the DRC is its own area's). */
import { onUnit, onUnitDocument } from '../../terminalModel/http';
import { gatePassContract } from '../../../src/domain/gatePass/contract';
import {
  eirDocument,
  gatePassCheckMany,
  gatePassDocument,
  importDetailDocument,
  massiveGatePass,
} from '../../../src/domain/gatePass/calls';
import { callRoute } from '../../route';
import { defineMockArea } from '../types';
import { gatePassRoutes } from './handlers';

export const gatePassMockArea = defineMockArea({
  contracts: [gatePassContract],
  routes: (ctx) => {
    const g = gatePassRoutes(ctx);
    return [
      {
        method: 'get',
        path: '/report/canPrintGatePass/:id',
        permission: onUnitDocument(
          ctx,
          ['imports', 'print'],
          [
            ['exports', 'print'],
            ['truckingPreadvice', 'print'],
          ],
        ),
        handler: g.canPrintOne,
      },
      callRoute(gatePassCheckMany, ['imports', 'print'], g.canPrintMany),
      callRoute(
        gatePassDocument,
        onUnitDocument(
          ctx,
          ['imports', 'print'],
          [
            ['exports', 'print'],
            ['truckingPreadvice', 'print'],
          ],
        ),
        g.gatePass,
      ),
      callRoute(massiveGatePass, ['imports', 'print'], g.massive),
      callRoute(eirDocument, onUnitDocument(ctx, ['imports.eir', 'show'], [['exports', 'print']]), g.eir),
      callRoute(importDetailDocument, onUnit(ctx, 'imports', 'show'), g.importDetail),
    ];
  },
});
