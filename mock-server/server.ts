/**
 * The mock legacy server (express 5 + json-server 0.17), or — with legacyUrl — a proxy to the
 * real legacy server; either way it can also serve the built console (staticDir).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { requireAuth, Sessions } from './auth';
import { isApiPath, serveConsole } from './console';
import type { AppContext } from './context';
import { cors } from './cors';
import { errorHandler, routeNotFound } from './errors';
import { genericRouter } from './generic';
import { genericGuard, permit } from './guard';
import { ListCache } from './listCache';
import { OneTimeTokens } from './oneTimeTokens';
import { Outbox } from './outbox';
import { routeTable, type Route } from './routeTable';
import { mockRoutes } from './routes/mock';
import { sessionRoutes } from './routes/session';
import { Store } from './store';
import { terminalNameFrom } from './terminal';

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** The built console (vite's dist), served with an SPA fallback. */
  staticDir?: string;
  /** A real legacy server: /api, POST /login and /timeout are proxied to it; no mock at all. */
  legacyUrl?: string;
  seedScale?: number;
  tokenTtlSeconds?: number;
  /** Lifetime of password-recovery links and 426/428 change tokens (RESET_TTL_SECONDS, default 3600). */
  resetTtlSeconds?: number;
  /** The terminal operator's name (TERMINAL_NAME, default 'el Terminal'). */
  terminalName?: string;
  /** Re-seed even when db.json exists. */
  reset?: boolean;
  quiet?: boolean;
  /** Check on every commit that routes recorded each change they made (tests; MOCK_VERIFY_STORE=1). */
  verifyStore?: boolean;
  /** Journal size that triggers a new snapshot (default: the snapshot's own size). */
  snapshotBytes?: number;
}

function proxyApp(opts: ServerOptions, log: (m: string) => void): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(
    createProxyMiddleware({
      target: opts.legacyUrl,
      changeOrigin: true,
      // /api and /timeout always; /login only as the API call (GET /login is the console's route).
      pathFilter: (path, req) => (isApiPath(path) && !path.startsWith('/__mock')) || (path === '/login' && req.method === 'POST'),
      on: { error: (err, _req, res) => {
        log(`[proxy] ${String(err)}`);
        if ('writeHead' in res && !res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: '502', message: 'No se pudo establecer la conexión con el servidor legado' }));
      } },
    }),
  );
  if (opts.staticDir) serveConsole(app, opts.staticDir);
  app.use(routeNotFound);
  app.use(errorHandler(log));
  return app;
}

export interface CreatedApp {
  app: express.Express;
  /** null when proxying to a real legacy server. */
  store: Store | null;
  /** The custom /api routes as mounted (empty when proxying): the reliability harness walks them. */
  routes: Route[];
}

/** The app; `store` is null when proxying to a real legacy server. */
export async function createApp(opts: ServerOptions): Promise<CreatedApp> {
  const log = opts.quiet ? () => undefined : (m: string) => console.log(m);
  if (opts.legacyUrl) return { app: proxyApp(opts, log), store: null, routes: [] };

  const warn = (m: string) => console.warn(m);
  const store = await Store.open({
    dataDir: opts.dataDir, seedScale: opts.seedScale ?? 1, reset: opts.reset === true, log: warn,
    verify: opts.verifyStore ?? process.env.MOCK_VERIFY_STORE === '1', snapshotBytes: opts.snapshotBytes,
  });
  const ctx: AppContext = {
    store, lists: new ListCache(store), outbox: new Outbox(), sessions: new Sessions(), changeTokens: new OneTimeTokens(),
    tokenTtlSeconds: opts.tokenTtlSeconds ?? 3600, resetTtlSeconds: opts.resetTtlSeconds ?? 3600,
    terminalName: opts.terminalName ?? terminalNameFrom(), log: warn,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(cors);
  app.use(express.json({ limit: '10mb' }));
  app.use(express.urlencoded({ extended: false }));

  const session = sessionRoutes(ctx);
  app.post('/login', session.login);
  app.get('/timeout', session.timeout);
  app.use('/__mock', mockRoutes(ctx));

  // Public calls (recovery, expired-password change, logos) come before the token check.
  const api = Router();
  const routes = routeTable(ctx);
  for (const route of routes) if (route.permission === 'public') api[route.method](route.path, route.handler);
  api.use(requireAuth(store, ctx.sessions));
  for (const route of routes) if (route.permission !== 'public') api[route.method](route.path, permit(route.permission), route.handler);
  api.use(genericGuard, ...genericRouter(ctx));
  app.use('/api', api);

  if (opts.staticDir) serveConsole(app, opts.staticDir);
  app.use(routeNotFound);
  app.use(errorHandler(warn));
  return { app, store, routes };
}

export interface RunningServer {
  url: string;
  store: Store | null;
  routes: Route[];
  close(): Promise<void>;
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const { app, store, routes } = await createApp(opts);
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    store,
    routes,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await store?.close();
    },
  };
}
