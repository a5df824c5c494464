/**
 * The mock legacy server (express 5 + json-server 0.17), or — with legacyUrl — a proxy to the
 * real legacy server; either way it can also serve the built console (staticDir).
 */
import { seeding } from './seeding';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { requireAuth, Sessions } from './auth';
import type { AppContext } from './context';
import { cors } from './cors';
import { errorHandler, routeNotFound } from './errors';
import { genericRouter } from './generic';
import { genericGuard, permit } from './guard';
import { readsCompressed } from './http/apiCompression';
import { privateApiAnswers } from './http/apiCaching';
import { DEFAULT_LEGACY_TIMEOUT_MS, legacyProxy } from './http/legacyProxy';
import { closeGracefully, Lifecycle } from './http/lifecycle';
import { createLogger, type Logger } from './http/logger';
import { requestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import { refuseOversizedBody } from './http/bodyLimit';
import { MAX_BODY_BYTES } from './http/uploadLimits';
import { consoleFiles } from './http/staticFiles';
import { ListCache } from './listCache';
import { OneTimeTokens } from './oneTimeTokens';
import { Outbox } from './outbox';
import { decodeStep } from './route';
import { routeTable, type Route } from './routeTable';
import { providerRoutes } from './routes/provider';
import { mockRoutes } from './routes/mock';
import { terminalSettle } from './settle';
import { sessionRoutes } from './routes/session';
import { Store } from './store';
import { terminalNameFrom } from './terminal';
import { DemoClock } from './terminalModel/clock';
import { auditActor } from './audit/actor';
import { AuditTrail } from './audit/trail';

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
  /** Only errors in the log (tests, benches); LOG_LEVEL overrides. */
  quiet?: boolean;
  /** Check on every commit that routes recorded each change they made (tests; MOCK_VERIFY_STORE=1). */
  verifyStore?: boolean;
  /** Journal size that triggers a new snapshot (default: the snapshot's own size). */
  snapshotBytes?: number;
  /** Proxy mode: how long the legacy server may stay silent before the answer is 504 (LEGACY_TIMEOUT_MS). */
  legacyTimeoutMs?: number;
  /** Also told every warning of the store and routes (tests check what the log says). */
  onWarning?: (message: string) => void;
  /** How long stopping waits for in-flight requests before cutting them (default 4 s). */
  shutdownGraceMs?: number;
  /** The terminal model's demo clock starts here (MOCK_NOW, ISO date-time); default the seed's reference instant. */
  now?: string;
}

/** What every answer goes through, in mock and proxy mode alike. */
function baseApp(logger: Logger, lifecycle: Lifecycle): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(
    securityHeaders,
    lifecycle.closeConnectionsWhileStopping,
    requestLog(logger),
    readsCompressed,
    privateApiAnswers,
  );
  app.get('/healthz', lifecycle.healthz);
  return app;
}

function proxyApp(opts: ServerOptions & { legacyUrl: string }, logger: Logger, lifecycle: Lifecycle): express.Express {
  const app = baseApp(logger, lifecycle);
  app.use(legacyProxy(opts.legacyUrl, opts.legacyTimeoutMs ?? DEFAULT_LEGACY_TIMEOUT_MS, logger));
  if (opts.staticDir) app.use(consoleFiles(opts.staticDir));
  app.use(routeNotFound);
  app.use(errorHandler((m) => logger.error(m)));
  return app;
}

export interface CreatedApp {
  app: express.Express;
  /** null when proxying to a real legacy server. */
  store: Store | null;
  /** The custom /api routes as mounted (empty when proxying): the reliability harness walks them. */
  routes: Route[];
  logger: Logger;
  lifecycle: Lifecycle;
}

/** The app; `store` is null when proxying to a real legacy server. */
export async function createApp(opts: ServerOptions): Promise<CreatedApp> {
  const logger = createLogger({ quiet: opts.quiet });
  const lifecycle = new Lifecycle();
  if (opts.legacyUrl)
    return {
      app: proxyApp({ ...opts, legacyUrl: opts.legacyUrl }, logger, lifecycle),
      store: null,
      routes: [],
      logger,
      lifecycle,
    };

  const warn = (m: string) => {
    logger.warn(m);
    opts.onWarning?.(m);
  };
  const store = await Store.open({
    dataDir: opts.dataDir,
    seedScale: opts.seedScale ?? 1,
    reset: opts.reset === true,
    log: warn,
    ...seeding(),
    verify: opts.verifyStore ?? process.env.MOCK_VERIFY_STORE === '1',
    snapshotBytes: opts.snapshotBytes,
  });
  const ctx: AppContext = {
    store,
    lists: new ListCache(store),
    outbox: new Outbox(),
    sessions: new Sessions(),
    changeTokens: new OneTimeTokens(),
    tokenTtlSeconds: opts.tokenTtlSeconds ?? 3600,
    resetTtlSeconds: opts.resetTtlSeconds ?? 3600,
    terminalName: opts.terminalName ?? terminalNameFrom(),
    log: warn,
    clock: new DemoClock(opts.now),
  };
  ctx.audit = await AuditTrail.open({
    dataDir: opts.dataDir,
    store,
    now: () => ctx.clock.now(),
    reset: opts.reset === true,
    log: warn,
  });

  const app = baseApp(logger, lifecycle);
  app.use(cors);
  app.use(refuseOversizedBody);
  // The raw bytes are kept: a signed notification is verified over them (ruling P74).
  app.use(
    express.json({
      limit: MAX_BODY_BYTES,
      verify: (req, _res, buf) => void ((req as { rawBody?: Buffer }).rawBody = buf),
    }),
  );
  app.use(express.urlencoded({ extended: false }));

  const session = sessionRoutes(ctx);
  app.post('/login', session.login);
  app.get('/timeout', session.timeout);
  app.use('/__mock', mockRoutes(ctx));
  // The simulated payment provider's pages (ruling P74): public, outside the portal's API.
  app.use('/pg', providerRoutes(ctx));

  // Public calls (recovery, expired-password change, logos) come before the token check.
  const api = Router();
  const routes = routeTable(ctx);
  const tokenless = (r: Route) => r.permission === 'public' || r.permission === 'signed';
  // A route with a codec decodes its request once, before the guard (route.ts): both read that value.
  const decoding = (r: Route) => (r.call ? [decodeStep(r.call)] : []);
  for (const route of routes) if (tokenless(route)) api[route.method](route.path, ...decoding(route), route.handler);
  api.use(requireAuth(store, ctx.sessions));
  // The terminal's own clock-driven work (kinds/module.ts settle) is done before the call reads it.
  api.use(terminalSettle(ctx));
  // From here on the call's changes are the signed-in user's: the audit trail records them (not the settle's).
  api.use(auditActor);
  for (const route of routes)
    if (!tokenless(route)) api[route.method](route.path, ...decoding(route), permit(route.permission), route.handler);
  api.use(genericGuard, ...genericRouter(ctx));
  app.use('/api', api);

  if (opts.staticDir) app.use(consoleFiles(opts.staticDir));
  app.use(routeNotFound);
  app.use(errorHandler((m) => logger.error(m)));
  return { app, store, routes, logger, lifecycle };
}

const KEEP_ALIVE_MS = 65_000;

export interface RunningServer {
  url: string;
  store: Store | null;
  routes: Route[];
  close(): Promise<void>;
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const { app, store, routes, logger, lifecycle } = await createApp(opts);
  const server = http.createServer(app);
  // Node closes an idle keep-alive connection after 5 s; a client reusing it at that moment gets
  // ECONNRESET (seen from browsers and test clients under load). Idle connections live longer,
  // and stopping still closes them at once (closeGracefully).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    store,
    routes,
    close() {
      closing ??= (async () => {
        lifecycle.stopping = true;
        await closeGracefully(server, opts.shutdownGraceMs ?? 4000);
        await store?.close();
        logger.flush();
      })();
      return closing;
    },
  };
}
