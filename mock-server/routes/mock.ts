/** Mock-only endpoints (no auth): the recorded e-mails and a health check. */
import { Router } from 'express';
import type { AppContext } from '../context';

export function mockRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/outbox', (_req, res) => {
    res.json(ctx.outbox.list());
  });
  router.delete('/outbox', (_req, res) => {
    ctx.outbox.clear();
    res.json([]);
  });
  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}
