/** What every seed builder shares: the RUT pool, the scale and the collection sizes. */
import { RutPool } from './codes';

export interface Sizes {
  clients: number;
  agents: number;
  truckings: number;
  storekeepers: number;
  deposits: number;
  shippingAgents: number;
}

/**
 * Clients (and their customer records) grow linearly with SEED_SCALE: 200 per unit, so
 * SEED_SCALE=500 gives 100,000. The other master data grows with the square root of the
 * scale (×22 at 500): a terminal with 100,000 clients has hundreds, not tens of thousands,
 * of customs agents and trucking companies, and db.json stays small enough to rewrite.
 * Line operators are the real carriers and do not grow.
 */
export function sizesFor(scale: number): Sizes {
  const s = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const g = Math.max(1, Math.round(Math.sqrt(s)));
  return {
    clients: Math.max(1, Math.round(200 * s)),
    agents: 60 * g,
    truckings: 80 * g,
    storekeepers: 15 * g,
    deposits: 8 * g,
    shippingAgents: 12 * g,
  };
}

export interface SeedContext {
  ruts: RutPool;
  sizes: Sizes;
}
