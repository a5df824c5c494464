// `npm start`: installs dependencies if needed, builds the console if dist/ is stale, then
// serves it with the mock legacy server on PORT (default 8480).
import { buildConsoleIfStale } from './build-console.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { bins, exitCodeOf, forwardSignals, spawnNode } from './proc.mjs';

try {
  await ensureDeps();
  await buildConsoleIfStale();
} catch (err) {
  console.error(`[start] ${err.message}`);
  process.exit(1);
}

const env = { ...process.env, STATIC_DIR: 'dist', PORT: process.env.PORT || '8480' };
console.log(`[start] servidor en http://localhost:${env.PORT}`);
const server = spawnNode(bins.tsx, ['mock-server/main.ts'], { env });
forwardSignals([server]);
process.exit(await exitCodeOf(server));
