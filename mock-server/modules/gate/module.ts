/** The gate, as it registers (kinds/registry.ts): its arrivals' records and its demo controls; no seed (a box without a record has passed the pre-gate and has no customs order). */
import type { TerminalModule } from '../../kinds/module';
import { gateDemoControl } from './demoControls';
import { GATE_COLLECTIONS } from './types';

export const gateModule: TerminalModule = {
  name: 'gate',
  collections: GATE_COLLECTIONS,
  demoRoutes: (router, ctx) => void router.post('/gate/:unit/:check', gateDemoControl(ctx)),
};
