// `npm run dev`: the mock legacy server on 8481 (skipped when LEGACY_API_URL points the
// console at a real legacy server) plus the Vite dev server on 5180, which proxies to it.
// When either process ends, the other is stopped too.
import { demoEnv } from './demo-env.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { bins, exitCodeOf, forwardSignals, spawnNode } from './proc.mjs';

try {
  await ensureDeps();
} catch (err) {
  console.error(`[dev] ${err.message}`);
  process.exit(1);
}

const children = [];
if (process.env.LEGACY_API_URL) {
  console.log(`[dev] usando el servidor legado en ${process.env.LEGACY_API_URL} (sin mock).`);
} else {
  children.push(spawnNode(bins.tsx, ['mock-server/main.ts'], { env: { ...demoEnv(process.env), PORT: '8481' } }));
}
children.push(spawnNode(bins.vite, ['--port', '5180', '--strictPort']));
forwardSignals(children);

const code = await Promise.race(children.map(exitCodeOf));
for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
await Promise.all(children.map(exitCodeOf));
process.exit(code);
