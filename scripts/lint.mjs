// `npm run lint` and npm test's lint step: ESLint (eslint.config.mjs) at 0 errors and 0 warnings,
// then Biome's formatter in check mode (biome.json): a file Biome would change fails the step.
// `npm run format` applies the formatter.
import { pathToFileURL } from 'node:url';
import { exitCodeOf, spawnNode } from './proc.mjs';

const eslint = ['--require', './scripts/eslint-typescript.cjs', 'node_modules/eslint/bin/eslint.js'];
const biome = 'node_modules/@biomejs/biome/bin/biome';

/** Runs both checks (both, so one run shows every finding); resolves with 0 when both pass. */
export async function lint() {
  // Two threads: the machine's two cores are idle during this step.
  const linted = await exitCodeOf(
    spawnNode(eslint[2], ['.', '--max-warnings', '0', '--concurrency', 'auto'], { execArgv: eslint.slice(0, 2) }),
  );
  const formatted = await exitCodeOf(spawnNode(biome, ['format', '.']));
  if (formatted !== 0) console.error('[lint] Formato: ejecute `npm run format` para aplicar biome.json.');
  return linted || formatted;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await lint());
