/**
 * Readiness and graceful shutdown. /healthz answers 200 once the app exists (the store is
 * loaded by then) and 503 while stopping, so a balancer stops sending traffic; stopping closes
 * the listener, lets in-flight requests finish, drops idle keep-alive connections, and cuts
 * whatever is left when the grace period runs out.
 */
import type http from 'node:http';
import type { RequestHandler } from 'express';

export class Lifecycle {
  stopping = false;

  readonly healthz: RequestHandler = (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (this.stopping) res.status(503).json({ status: 'stopping' });
    else res.json({ status: 'ok' });
  };

  /** While stopping, answers ask clients to close their keep-alive connection. */
  readonly closeConnectionsWhileStopping: RequestHandler = (_req, res, next) => {
    if (this.stopping) res.setHeader('Connection', 'close');
    next();
  };
}

/** Resolves once every connection is gone: in-flight answers finish, or are cut after graceMs. */
export function closeGracefully(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
