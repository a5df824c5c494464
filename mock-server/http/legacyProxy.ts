/**
 * Proxy mode (LEGACY_API_URL): /api, /timeout and POST /login go to the real legacy server.
 * An upstream that cannot be reached answers 502, one that stays silent past the timeout 504,
 * both as the contract's {code, message}; the portal's own security headers win over whatever
 * the upstream sends.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { appMessages } from '../../src/i18n/appMessages';
import { isApiPath } from './apiPaths';
import type { Logger } from './logger';
import { SECURITY_HEADERS } from './securityHeaders';

export const DEFAULT_LEGACY_TIMEOUT_MS = 30_000;

const OWN_HEADERS = Object.keys(SECURITY_HEADERS).map((h) => h.toLowerCase());

export function legacyProxy(target: string, timeoutMs: number, logger: Logger): RequestHandler {
  const timedOut = new WeakSet<IncomingMessage>();
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    changeOrigin: true,
    proxyTimeout: timeoutMs,
    // /api and /timeout always; /login only as the API call (GET /login is the console's route).
    pathFilter: (path, req) =>
      (isApiPath(path) && !path.startsWith('/__mock')) || (path === '/login' && req.method === 'POST'),
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.once('timeout', () => timedOut.add(req));
      },
      proxyRes: (proxyRes) => {
        for (const name of OWN_HEADERS) delete proxyRes.headers[name];
      },
      error: (err, req, res) => {
        const late = timedOut.has(req as IncomingMessage);
        logger.warn(
          { err: String(err), path: (req as IncomingMessage).url?.split('?')[0] },
          late ? 'legacy server timed out' : 'legacy server unreachable',
        );
        const status = late ? 504 : 502;
        const message = late ? appMessages.server.upstreamTimeout : appMessages.server.upstreamUnreachable;
        // Cut mid-answer (or not an HTTP answer at all): nothing sound can follow, so drop it.
        if (!('writeHead' in res) || res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ code: String(status), message }));
      },
    },
  });
}
