/** `npm start` / `npm run mock`: the portal on PORT, with the mock API or a proxy to LEGACY_API_URL. */
import { startServer } from './server';
import { terminalNameFrom } from './terminal';

const env = process.env;
const port = Number(env.PORT ?? 8480);
const legacyUrl = env.LEGACY_API_URL || undefined;
/** SIGTERM must end the process within 5 s: in-flight requests get most of it, the store the rest. */
const SHUTDOWN_GRACE_MS = 3500;
const SHUTDOWN_DEADLINE_MS = 4800;

const server = await startServer({
  port,
  dataDir: env.DATA_DIR || 'mock-server/data',
  staticDir: env.STATIC_DIR || undefined,
  legacyUrl,
  legacyTimeoutMs: Number(env.LEGACY_TIMEOUT_MS) || undefined,
  seedScale: Number(env.SEED_SCALE ?? 1) || 1,
  tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 3600) || 3600,
  resetTtlSeconds: Number(env.RESET_TTL_SECONDS ?? 3600) || 3600,
  terminalName: terminalNameFrom(env),
  reset: env.MOCK_RESET === '1',
  shutdownGraceMs: SHUTDOWN_GRACE_MS,
  now: env.MOCK_NOW || undefined,
});

console.log(`Business Portal en ${server.url} (${legacyUrl ? `API legada: ${legacyUrl}` : 'API simulada'})`);

const stop = (signal: string) => {
  console.log(`[server] ${signal}: terminando las peticiones en curso…`);
  setTimeout(() => {
    console.error('[server] no terminó a tiempo; se fuerza la salida');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`[server] error al cerrar: ${String(err)}`);
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
