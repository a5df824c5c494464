/**
 * GET /api/tracking/search/{search} (TRK-004…008): units by container number, BL or booking. Any
 * tracking role may look any unit up; the customer's facts (src/domain/terminalWire/tracking.ts
 * CUSTOMER_TRACKING_FACTS) go only to a caller who reaches the unit as the import and export screens
 * decide (terminalModel/access.ts reaches), so the lookup does not hand out another customer's
 * trucking company, appointment or pickup condition (ruling P78).
 */
import type { Request, Response } from 'express';
import { CUSTOMER_TRACKING_FACTS, type TrackingUnit } from '../../../src/domain/terminalWire/tracking';
import type { AppContext } from '../../context';
import { terminalIndex } from '../../terminalModel/indexes';
import { reaches } from '../../terminalModel/access';
import { terminalHttp } from '../../terminalModel/http';
import { contextOf } from '../../kinds/importPickup/context';
import { trackingView } from '../../kinds/importPickup/views';
import { pickVisit } from '../../terminalModel/unitVisits';
import type { ContainerVisit } from '../../terminalModel/types';

/** The row without the customer's facts, marked so the console says why they are missing. */
function publicFacts(view: TrackingUnit): TrackingUnit {
  const out: TrackingUnit = { ...view, customerFacts: false };
  for (const key of CUSTOMER_TRACKING_FACTS) delete out[key];
  return out;
}

const orElse = <T>(found: T[], next: () => T[]): T[] => (found.length > 0 ? found : next());

export function trackingRoutes(ctx: AppContext) {
  /**
   * TRK-002: a booking finds the units of its live operations (any kind that names a booking: an
   * export or empties pre-advice), read by the field's name so no operation kind is named here.
   */
  function byBooking(text: string, containers: readonly ContainerVisit[]): ContainerVisit[] {
    const ids = new Set(
      ctx.store.db.operation
        .filter(
          (o) => o.status === 'ACTIVE' && String((o as { bookingId?: unknown }).bookingId ?? '').toUpperCase() === text,
        )
        .flatMap((o) => o.unitVisitIds ?? [o.unitVisitId]),
    );
    return containers.filter((u) => ids.has(u.id));
  }

  const { store } = ctx;
  const http = terminalHttp(ctx);
  function search(req: Request, res: Response) {
    // D2 §5: upper-cased; a slash in a BL travels as an underscore.
    const text = String(req.params.search ?? '')
      .trim()
      .toUpperCase()
      .replace(/_/g, '/');
    if (text.length < 3) {
      res.json([]);
      return;
    }
    // A container number finds its current visit (the box's latest stay); a BL the units it covers; else a booking its units.
    const visits = terminalIndex(store).visitsOfNbr(text);
    const containers = store.db.unitVisit.filter((u): u is ContainerVisit => u.kind === 'container');
    const current = pickVisit(visits);
    const byBl = () =>
      containers.filter((u) => u.blNumbers.some((bl) => bl === text || bl.replace(/\//g, '_') === text));
    const units = current?.kind === 'container' ? [current] : orElse(byBl(), () => byBooking(text, containers));
    const scope = http.scope(res);
    res.json(
      units.slice(0, 200).map((u) => {
        const unit = contextOf(store, u);
        const view = trackingView(store.db, unit);
        return reaches(scope, u, unit.active) ? view : publicFacts(view);
      }),
    );
  }
  return { search };
}
