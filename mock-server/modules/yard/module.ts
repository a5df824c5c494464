/**
 * The yard, as it registers (kinds/registry.ts): its positions, seeded from the seed's boxes (after
 * every container kind, so each box in the yard has its place at every SEED_SCALE), and kept in
 * step with the boxes before any signed-in call reads the terminal (positions.ts).
 */
import type { TerminalModule } from '../../kinds/module';
import { reconcilePositions, syncYard } from './positions';
import { YARD_COLLECTIONS } from './types';

export const yardModule: TerminalModule = {
  name: 'yard',
  collections: YARD_COLLECTIONS,
  seed: (s) => {
    s.db.yardPosition.push(...reconcilePositions(s.db.unitVisit, s.db.yardPosition).added);
  },
  settle: (ctx) => syncYard(ctx.store),
};
