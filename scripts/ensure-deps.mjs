// Installs dependencies when node_modules is missing or older than package-lock.json,
// so `npm start` / `npm test` work on a fresh clone. Usable as a module or a CLI.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, run } from './proc.mjs';

/** True when the installed tree does not reflect the lockfile. */
export function depsAreStale(root = repoRoot) {
  const lock = join(root, 'package-lock.json');
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return true;
  if (!existsSync(lock)) return false;
  // npm rewrites node_modules/.package-lock.json on every install; the directory's own mtime
  // only moves when entries are added or removed, so it can lag behind the lockfile.
  const hidden = join(modules, '.package-lock.json');
  const installedAt = statSync(existsSync(hidden) ? hidden : modules).mtimeMs;
  return installedAt < statSync(lock).mtimeMs;
}

/** Runs `npm ci` (falling back to `npm install`) when needed. Throws if both fail. */
export async function ensureDeps(root = repoRoot) {
  if (!depsAreStale(root)) return false;
  console.log('[deps] node_modules falta o es anterior a package-lock.json: instalando dependencias (npm ci)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const flags = ['--no-audit', '--no-fund'];
  if ((await run(npm, ['ci', ...flags])) === 0) return true;
  console.warn('[deps] npm ci falló; intentando npm install…');
  if ((await run(npm, ['install', ...flags])) === 0) return true;
  throw new Error(
    'No se pudieron instalar las dependencias (npm ci y npm install fallaron). / Could not install dependencies.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureDeps().then(
    (installed) => console.log(installed ? '[deps] dependencias instaladas.' : '[deps] dependencias al día.'),
    (err) => {
      console.error(`[deps] ${err.message}`);
      process.exit(1);
    },
  );
}
