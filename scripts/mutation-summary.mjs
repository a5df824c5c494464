#!/usr/bin/env node
/**
 * The mutation score per folder (issue 34 §2), read from Stryker's JSON report
 * (reports/mutation/mutation.json, written by `npm run mutation`).
 *   node scripts/mutation-summary.mjs [report.json] [--survivors [path-prefix]]
 * Score = (killed + timeout) / (killed + timeout + survived + no coverage); static mutants are
 * ignored by the config (stryker.config.mjs) and counted apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const survivorsAt = args.indexOf('--survivors');
const listSurvivors = survivorsAt !== -1;
const prefix =
  listSurvivors && args[survivorsAt + 1] && !args[survivorsAt + 1].endsWith('.json') ? args[survivorsAt + 1] : '';
const reportFile = args.find((a) => a.endsWith('.json')) ?? 'reports/mutation/mutation.json';
const report = JSON.parse(readFileSync(reportFile, 'utf8'));

/** src/domain/<folder> for a folder's files, 'src/domain (root files)' for the root's, else the file's folder. */
function folderOf(file) {
  const rel = path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/');
  const m = /^src\/domain\/([^/]+)\//.exec(rel);
  if (m) return `src/domain/${m[1]}`;
  if (/^src\/domain\/[^/]+$/.test(rel)) return 'src/domain (root files)';
  return path.posix.dirname(rel);
}

const blank = () => ({ Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, other: 0 });
const folders = new Map();
const domain = blank();
const all = blank();
const survivors = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  const folder = folderOf(file);
  const row = folders.get(folder) ?? blank();
  folders.set(folder, row);
  for (const mutant of mutants) {
    const key = mutant.status in row ? mutant.status : 'other';
    for (const r of folder.startsWith('src/domain') ? [row, domain, all] : [row, all]) r[key] += 1;
    if (listSurvivors && (mutant.status === 'Survived' || mutant.status === 'NoCoverage') && file.startsWith(prefix)) {
      survivors.push(
        `${mutant.status === 'NoCoverage' ? 'NoCov  ' : 'Survived'} ${file}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName} → ${String(
          mutant.replacement ?? '',
        )
          .replace(/\s+/g, ' ')
          .slice(0, 120)}`,
      );
    }
  }
}

const score = (r) => {
  const detected = r.Killed + r.Timeout;
  const valid = detected + r.Survived + r.NoCoverage;
  return valid ? `${((100 * detected) / valid).toFixed(2)} %` : 'n/a';
};
const line = (name, r) =>
  `${name.padEnd(40)} ${String(r.Killed).padStart(6)} ${String(r.Survived).padStart(8)} ${String(r.NoCoverage).padStart(6)} ${String(r.Timeout).padStart(7)} ${String(r.Ignored).padStart(7)} ${score(r).padStart(9)}`;

console.log(
  `${'folder'.padEnd(40)} ${'killed'.padStart(6)} ${'survived'.padStart(8)} ${'no cov'.padStart(6)} ${'timeout'.padStart(7)} ${'static'.padStart(7)} ${'score'.padStart(9)}`,
);
for (const name of [...folders.keys()].sort()) console.log(line(name, folders.get(name)));
console.log(line('src/domain (all)', domain));
if (
  all.Killed + all.Survived + all.NoCoverage + all.Timeout !==
  domain.Killed + domain.Survived + domain.NoCoverage + domain.Timeout
)
  console.log(line('everything mutated', all));
if (listSurvivors) console.log(`\n${survivors.join('\n')}`);
