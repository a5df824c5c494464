/** GET /api/tracking/search/{search} (TRK-004…008): units by container number, BL or booking. */
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { contextOf } from '../terminalModel/model';
import { trackingView } from '../terminalModel/views';

export function trackingRoutes(ctx: AppContext) {
  const { store } = ctx;
  function search(req: Request, res: Response) {
    // D2 §5: upper-cased; a slash in a BL travels as an underscore.
    const text = String(req.params.search ?? '').trim().toUpperCase().replace(/_/g, '/');
    if (text.length < 3) {
      res.json([]);
      return;
    }
    const byNbr = store.findById('terminalUnit', text);
    const units = byNbr ? [byNbr] : store.db.terminalUnit.filter((u) => u.blNumbers.some((bl) => bl === text || bl.replace(/\//g, '_') === text));
    res.json(units.slice(0, 200).map((u) => trackingView(store.db, contextOf(store, u))));
  }
  return { search };
}
