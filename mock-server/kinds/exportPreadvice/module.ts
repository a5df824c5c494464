/** The export pre-advice kind, as it registers (kinds/registry.ts). */
import { THIRD_SHIFT_SLOT } from '../../../src/domain/appointments';
import { SLOTS } from '../../terminalModel/seed';
import type { TerminalModule } from '../module';
import * as charges from './charges';
import { exportDemoControl } from './demoControls';
import * as documents from './documents';
import { seedExportPreadvices } from './seed';
import * as transitions from './transitions';
import * as views from './views';

export const exportPreadviceKind: TerminalModule = {
  name: 'exportPreadvice',
  history: { created: 'preadvise' },
  // Export deliveries are also received in the third shift (23:00–06:30), a slot of its own.
  quotas: [{ kind: 'exportDelivery', slots: [...SLOTS, THIRD_SHIFT_SLOT] }],
  seed: seedExportPreadvices,
  // The terminal's own export events (gate in, stack, to ship, load, sail, withdraw), one step at a time.
  demoRoutes: (router, ctx) => void router.post('/export/:unit/:event', exportDemoControl(ctx)),
  provides: { transitions, views, charges, documents },
};
