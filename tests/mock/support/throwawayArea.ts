/**
 * A throwaway mock area, written the way README "Agregar un área" tells a developer to: its
 * contract (what src/domain/testDock/contract.ts would hold: path and permission rows, which both
 * sides read), one folder's worth of mock code (its routes, each with its permission; a collection
 * of its own with its seed) and one registry line (made at run time by
 * tests/mock/registryArea.test.ts). It reads the terminal core only through its API.
 */
import type { Request, Response } from 'express';
import { defineMockArea } from '../../../mock-server/areas/types';
import { onUnit, terminalHttp } from '../../../mock-server/terminalModel/http';
import { historyOf } from '../../../mock-server/terminalModel/unitVisits';
import { defineArea } from '../../../src/custom/areas/types';
import { defineAreaContract } from '../../../src/domain/areaContract';
import { bodyRecord, defineCall, textOf } from '../../../src/domain/legacyCall';
import { callRoute } from '../../../mock-server/route';

interface DockNote {
  id: string;
  vesselVisitId: string;
  text: string;
}

/** The area's contract (what src/domain/testDock/contract.ts would hold). */
export const throwawayContract = defineAreaContract({
  path: 'testDock',
  permission: 'testDock',
  permissions: {
    testDock: {
      menu: ['ROLE_CUSTOMER_SERVICE'],
      list: ['ROLE_CUSTOMER_SERVICE', 'ROLE_SHIPPINGCO'],
      show: ['ROLE_CUSTOMER_SERVICE', 'ROLE_SHIPPINGCO'],
      create: ['ROLE_CUSTOMER_SERVICE'],
    },
  },
});

/** Its one write's codec (what src/domain/testDock/calls.ts would hold): the console encodes, the mock decodes. */
export const addDockNote = defineCall<{ vesselVisitId: string; text: string }>({
  method: 'POST',
  path: '/testdock/notes',
  toWire: (note, at) => ({ path: at(), body: note }),
  fromWire: ({ body }) => {
    const b = bodyRecord(body);
    return { vesselVisitId: textOf(b.vesselVisitId), text: textOf(b.text) };
  },
});

/** The console side's manifest (what src/custom/testDock/area.ts would hold): the contract plus UI. */
export const throwawayArea = defineArea({
  ...throwawayContract,
  label: 'Muelle de prueba',
  menuGroup: 'operations',
  screens: async () => ({ default: () => null }),
});

export const throwawayMockArea = defineMockArea({
  contracts: [throwawayContract],
  // One note per seeded vessel visit: the area's own collection, seeded from the core's.
  collections: {
    dockNote: (db) =>
      db.vesselVisit.map((v, i): DockNote => ({ id: `N${i + 1}`, vesselVisitId: v.id, text: `Atraque de ${v.id}` })),
  },
  routes: (ctx) => {
    const http = terminalHttp(ctx);
    const notes = () => ctx.store.db.dockNote as DockNote[];
    /** GET /testdock/history/{id}: the stays of the unit's box, oldest first. */
    const history = (req: Request, res: Response) => {
      const unit = http.unitVisitAt(req, 'id', 'IMPORT');
      res.json(
        historyOf(ctx.store, unit.unitNbr).map((u) => ({
          id: u.id,
          category: u.category,
          transitState: u.transitState,
        })),
      );
    };
    const list = (_req: Request, res: Response) => res.json(notes());
    /** POST /testdock/notes {vesselVisitId, text}: a note, kept by the store like any record. */
    const add = async (
      { vesselVisitId, text }: { vesselVisitId: string; text: string },
      _req: Request,
      res: Response,
    ) => {
      if (text.trim() === '' || !ctx.store.db.vesselVisit.some((v) => v.id === vesselVisitId)) {
        res.status(400).json({ code: 400, message: 'Nota inválida' });
        return;
      }
      const note: DockNote = { id: `N${notes().length + 1}`, vesselVisitId, text };
      ctx.store.insert('dockNote', note);
      await ctx.store.commit();
      res.status(201).json(note);
    };
    return [
      { method: 'get', path: '/testdock/history/:id', permission: onUnit(ctx, 'testDock', 'show'), handler: history },
      { method: 'get', path: '/testdock/notes', permission: ['testDock', 'list'], handler: list },
      callRoute(addDockNote, ['testDock', 'create'], add),
    ];
  },
});
