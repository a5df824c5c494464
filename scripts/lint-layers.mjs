// The layer check of `npm test` (npm run lint:layers): dependency-cruiser with .dependency-cruiser.cjs
// over src/ and mock-server/. Violations already known (still being removed) are listed in
// .dependency-cruiser-known-violations.json and do not fail; any new one does.
//   node scripts/lint-layers.mjs            check
//   node scripts/lint-layers.mjs --baseline  rewrite the known list (only after removing violations)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cruiser, giveCruiserTypescript5 } from './cruiser.mjs';
import { exitCodeOf, repoRoot, spawnNode } from './proc.mjs';

const known = join(repoRoot, '.dependency-cruiser-known-violations.json');

giveCruiserTypescript5();
const baseline = process.argv.includes('--baseline');
const args = baseline
  ? [
      join(cruiser, 'bin', 'depcruise-baseline.mjs'),
      'src',
      'mock-server',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-to',
      known,
    ]
  : [
      join(cruiser, 'bin', 'dependency-cruise.mjs'),
      'src',
      'mock-server',
      '--config',
      '.dependency-cruiser.cjs',
      '--ignore-known',
      known,
      '--output-type',
      'err',
    ];
const code = await exitCodeOf(spawnNode(args[0], args.slice(1)));
if (!baseline && code === 0) {
  const left = JSON.parse(readFileSync(known, 'utf8')).length;
  console.log(
    `Capas: sin violaciones nuevas (${left} conocidas por quitar en ${'.dependency-cruiser-known-violations.json'}).`,
  );
}
process.exit(code);
