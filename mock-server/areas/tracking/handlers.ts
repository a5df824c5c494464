/** GET /api/tracking/search/{search} (TRK-004…008): units by container number, BL or booking. */
import type { Request, Response } from 'express';
import type { AppContext } from '../../context';
import { terminalIndex } from '../../terminalModel/indexes';
import { contextOf } from '../../kinds/importPickup/context';
import { trackingView } from '../../kinds/importPickup/views';
import { pickVisit } from '../../terminalModel/unitVisits';
import type { ContainerVisit } from '../../terminalModel/types';

export function trackingRoutes(ctx: AppContext) {
  const { store } = ctx;
  function search(req: Request, res: Response) {
    // D2 §5: upper-cased; a slash in a BL travels as an underscore.
    const text = String(req.params.search ?? '').trim().toUpperCase().replace(/_/g, '/');
    if (text.length < 3) {
      res.json([]);
      return;
    }
    // A container number finds its current visit (the box's latest stay); a BL the units it covers.
    const visits = terminalIndex(store).visitsOfNbr(text);
    const containers = store.db.unitVisit.filter((u): u is ContainerVisit => u.kind === 'container');
    const current = pickVisit(visits);
    const units = current?.kind === 'container' ? [current]
      : containers.filter((u) => u.blNumbers.some((bl) => bl === text || bl.replace(/\//g, '_') === text));
    res.json(units.slice(0, 200).map((u) => trackingView(store.db, contextOf(store, u))));
  }
  return { search };
}
