/** Mock-only endpoints (no auth): the recorded e-mails, the demo accounts and a health check. */
import { Router } from 'express';
import type { AppContext } from '../context';
import { DEMO_USERS } from '../seed/demoUsers';

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
  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}
