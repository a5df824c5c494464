/** Multi-move truck visits as they register (kinds/registry.ts): their collection (no seed: visits are joined live). */
import type { TerminalModule } from '../../kinds/module';
import { TRUCK_VISIT_COLLECTIONS } from './types';

export const truckVisitsModule: TerminalModule = {
  name: 'truckVisits',
  collections: TRUCK_VISIT_COLLECTIONS,
};
