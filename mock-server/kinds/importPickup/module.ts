/** The import pickup kind, as it registers (kinds/registry.ts). */
import { SLOTS } from '../../terminalModel/seed';
import type { TerminalModule } from '../module';
import * as charges from './charges';
import * as documents from './documents';
import { seedImportPickups } from './seed';
import * as transitions from './transitions';
import * as views from './views';

export const importPickupKind: TerminalModule = {
  name: 'importPickup',
  history: { created: 'pickupRequested', cancelled: 'pickupCancelled', cancelledEvery: 9 },
  quotas: [{ kind: 'importPickup', slots: SLOTS }],
  seed: seedImportPickups,
  provides: { transitions, views, charges, documents },
};
