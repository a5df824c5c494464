// `npm start`: installs dependencies if needed, builds the console if dist/ is stale, then
// serves it with the mock legacy server on PORT (default 8480).
import { spawn } from 'node:child_process';
import { buildConsoleIfStale } from './build-console.mjs';
import { demoEnv } from './demo-env.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { exitCodeOf, forwardSignals, repoRoot } from './proc.mjs';

try {
  await ensureDeps();
  await buildConsoleIfStale();
} catch (err) {
  console.error(`[start] ${err.message}`);
  process.exit(1);
}

const env = { ...demoEnv(process.env), STATIC_DIR: 'dist', PORT: process.env.PORT || '8480' };
console.log(`[start] servidor en http://localhost:${env.PORT}`);
// `--import tsx` keeps the server in this child process itself (the tsx CLI would add a wrapper
// in between), so SIGTERM reaches the server and its exit code comes back here.
const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});
exitCodeOf(server);
forwardSignals([server]);
process.exit(await exitCodeOf(server));
