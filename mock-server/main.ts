/** `npm start` / `npm run mock`: the portal on PORT, with the mock API or a proxy to LEGACY_API_URL. */
import { startServer } from './server';
import { terminalNameFrom } from './terminal';

const env = process.env;
const port = Number(env.PORT ?? 8480);
const legacyUrl = env.LEGACY_API_URL || undefined;

const server = await startServer({
  port,
  dataDir: env.DATA_DIR || 'mock-server/data',
  staticDir: env.STATIC_DIR || undefined,
  legacyUrl,
  seedScale: Number(env.SEED_SCALE ?? 1) || 1,
  tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 3600) || 3600,
  resetTtlSeconds: Number(env.RESET_TTL_SECONDS ?? 3600) || 3600,
  terminalName: terminalNameFrom(env),
  reset: env.MOCK_RESET === '1',
});

console.log(`Business Portal en ${server.url} (${legacyUrl ? `API legada: ${legacyUrl}` : 'API simulada'})`);

const stop = () => {
  server.close().then(() => process.exit(0), () => process.exit(1));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
