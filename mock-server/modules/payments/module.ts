/** Payments, as they register (kinds/registry.ts): no seed (no payment before the demo's), the simulated billing system's control. */
import type { TerminalModule } from '../../kinds/module';
import { billingOnline, setBillingOnline } from './billing';
import * as documents from './documents';
import { PAYMENT_COLLECTIONS } from './types';

export const paymentsModule: TerminalModule = {
  name: 'payments',
  collections: PAYMENT_COLLECTIONS,
  // The simulated billing system (ruling P73): down, payments wait for a Sync with sequence '0'.
  demoRoutes: (router, ctx) => {
    router.get('/billing', (_req, res) => void res.json({ online: billingOnline(ctx.store) }));
    router.post('/billing', (req, res) => {
      setBillingOnline(ctx.store, (req.body as { online?: unknown } | undefined)?.online !== false);
      res.json({ online: billingOnline(ctx.store) });
    });
  },
  provides: { documents },
};
