/** The car terminal, as it registers (kinds/registry.ts): its visits, BLs, makes and vehicles, seeded after the containers on its own random streams. */
import type { TerminalModule } from '../../kinds/module';
import { carDemoControl } from './demoControls';
import { seedCars } from './seed';
import { CAR_TERMINAL_COLLECTIONS } from './types';

export const carTerminalModule: TerminalModule = {
  name: 'carTerminal',
  collections: CAR_TERMINAL_COLLECTIONS,
  seed: seedCars,
  demoRoutes: (router, ctx) => void router.post('/cars/:vin/:event', carDemoControl(ctx)),
};
