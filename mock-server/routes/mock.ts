/** Mock-only endpoints (no auth): the recorded e-mails, the demo accounts, the demo clock, the terminal's demo controls (kinds/registry.ts) and a health check. */
import { Router } from 'express';
import type { AppContext } from '../context';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { badRequest } from '../errors';
import { DEMO_USERS } from '../seed/demoUsers';
import { DemoClock } from '../terminalModel/clock';
import { TERMINAL_MODULES } from '../kinds/registry';

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
    res.json(
      DEMO_USERS.map(({ login, roles, description, group }) => ({ login, roles: [...roles], description, group })),
    );
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
  // The kinds' and terminal modules' demo controls (export events, cars, invoicing, billing), as each registers them.
  for (const m of TERMINAL_MODULES) m.demoRoutes?.(router, ctx);
  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}
