/** The car inscription kind, as it registers (kinds/registry.ts): after the car terminal, whose BLs and vehicles it inscribes. */
import type { TerminalModule } from '../module';
import * as charges from './charges';
import { carBlList, carGateArrival, carGateOut } from './demo';
import * as spreadsheets from './files';
import { seedCarGates } from './gates';
import { seedCarInscriptions } from './seed';
import * as transitions from './transitions';
import * as views from './views';

export const carInscriptionKind: TerminalModule = {
  name: 'carInscription',
  history: { created: 'carInscribed', perUnit: true },
  seed: (s) => {
    seedCarInscriptions(s);
    seedCarGates(s);
  },
  demoRoutes: (router, ctx) => {
    router.get('/cars/bls', carBlList(ctx));
    router.post('/cars/gate', carGateArrival(ctx));
    router.post('/cars/gate/:id/out', carGateOut(ctx));
  },
  provides: { transitions, views, charges, spreadsheets },
};
