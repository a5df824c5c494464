// Builds the console into dist/ when the build is missing or older than its sources,
// so `npm start` and `npm run bench` always serve/measure the current code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bins, exitCodeOf, repoRoot, spawnNode } from './proc.mjs';

/** Inputs whose change makes dist/ stale (directories are walked). */
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/vite-precompress.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted file only shows as the directory's mtime
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function consoleBuildIsStale(root = repoRoot) {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}

/** Runs `vite build` unconditionally; throws on failure. */
export async function buildConsole() {
  console.log('[build] vite build…');
  const code = await exitCodeOf(spawnNode(bins.vite, ['build']));
  if (code !== 0) throw new Error(`vite build terminó con código ${code}`);
}

/** Builds only when needed; returns whether it built. */
export async function buildConsoleIfStale() {
  if (!consoleBuildIsStale()) return false;
  await buildConsole();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildConsoleIfStale().then(
    (built) => console.log(built ? '[build] listo.' : '[build] dist/ está al día.'),
    (err) => {
      console.error(`[build] ${err.message}`);
      process.exit(1);
    },
  );
}
