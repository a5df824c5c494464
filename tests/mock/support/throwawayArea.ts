/**
 * A throwaway mock area, written the way README "Agregar un área" tells a developer to: one
 * folder's worth of code (its routes, each with its permission) and one registry line (made at run
 * time by tests/mock/registryArea.test.ts). It reads the terminal core only through its API.
 */
import type { Request, Response } from 'express';
import { defineMockArea } from '../../../mock-server/areas/types';
import { onUnit, terminalHttp } from '../../../mock-server/terminalModel/http';
import { historyOf } from '../../../mock-server/terminalModel/unitVisits';

export const throwawayMockArea = defineMockArea({
  name: 'testDock',
  routes: (ctx) => {
    const http = terminalHttp(ctx);
    /** GET /testdock/history/{id}: the stays of the unit's box, oldest first. */
    const history = (req: Request, res: Response) => {
      const { unit } = http.unitAt(req);
      res.json(historyOf(ctx.store, unit.unitNbr).map((u) => ({ id: u.id, category: u.category, transitState: u.transitState })));
    };
    return [{ method: 'get', path: '/testdock/history/:id', permission: onUnit(ctx, 'testDock', 'show'), handler: history }];
  },
});
