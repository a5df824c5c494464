/** Mock-only endpoints (no auth): the recorded e-mails, the demo accounts, the demo clock, the terminal's export events and a health check. */
import { Router } from 'express';
import type { AppContext } from '../context';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { badRequest } from '../errors';
import { DEMO_USERS } from '../seed/demoUsers';
import { DemoClock } from '../terminalModel/clock';
import { exportDemoControl } from '../kinds/exportPreadvice/demoControls';
import { carDemoControl } from '../terminalModel/carDemoControls';
import { carBlList, carGateArrival, carGateOut } from '../kinds/carInscription/demo';
import { cashUnitList, pendingInvoicingList } from '../terminalModel/invoicing/demo';
import { billingOnline, setBillingOnline } from '../terminalModel/payments/billing';

export function mockRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/outbox', (_req, res) => {
    res.json(ctx.outbox.list());
  });
  router.delete('/outbox', (_req, res) => {
    ctx.outbox.clear();
    res.json([]);
  });
  // The login screen's demo picker (never a password: they all share DEMO_PASSWORD, given in the README).
  router.get('/demo-users', (_req, res) => {
    res.json(DEMO_USERS.map(({ login, roles, description, group }) => ({ login, roles: [...roles], description, group })));
  });
  // The terminal model's demo clock (docs/terminal-model.md): read it, or move it to an ISO date-time.
  router.get('/clock', (_req, res) => {
    res.json({ now: ctx.clock.now().toISOString() });
  });
  router.post('/clock', (req, res) => {
    const at = DemoClock.parse((req.body as { now?: unknown } | undefined)?.now);
    if (at === undefined) throw badRequest(operationsMessages.clockInvalid, { now: operationsMessages.clockInvalid });
    ctx.clock.set(at);
    // The instant it was moved to: reading the running clock back could be a millisecond on.
    res.json({ now: new Date(at).toISOString() });
  });
  // The terminal's own export events (gate in, stack, to ship, load, sail, withdraw), one step at a time.
  router.post('/export/:unit/:event', exportDemoControl(ctx));
  router.post('/cars/:vin/:event', carDemoControl(ctx));
  router.get('/cars/bls', carBlList(ctx));
  router.post('/cars/gate', carGateArrival(ctx));
  router.post('/cars/gate/:id/out', carGateOut(ctx));
  router.get('/invoicing/pending', pendingInvoicingList(ctx));
  router.get('/invoicing/cash-units', cashUnitList(ctx));
  // The simulated billing system (ruling P73): down, payments wait for a Sync with sequence '0'.
  router.get('/billing', (_req, res) => void res.json({ online: billingOnline(ctx.store) }));
  router.post('/billing', (req, res) => {
    setBillingOnline(ctx.store, (req.body as { online?: unknown } | undefined)?.online !== false);
    res.json({ online: billingOnline(ctx.store) });
  });
  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}
