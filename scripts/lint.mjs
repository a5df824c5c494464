// `npm run lint` and npm test's lint step: ESLint (eslint.config.mjs) at 0 errors and 0 warnings.
import { pathToFileURL } from 'node:url';
import { exitCodeOf, spawnNode } from './proc.mjs';

const preload = ['--require', './scripts/eslint-typescript.cjs'];

/** Resolves with ESLint's exit code. */
export async function lint() {
  // Two threads: the machine's two cores are idle during this step.
  return exitCodeOf(
    spawnNode('node_modules/eslint/bin/eslint.js', ['.', '--max-warnings', '0', '--concurrency', 'auto'], { execArgv: preload }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await lint());
