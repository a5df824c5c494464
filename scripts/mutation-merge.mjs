#!/usr/bin/env node
/**
 * Merges per-folder mutation runs into one incremental file (docs/mutation.md, "One folder"):
 *   node scripts/mutation-merge.mjs out.json tag=report.json[@prefix,prefix] …
 * Each input is a Stryker JSON report or incremental file; with `@prefixes` only the mutated files
 * under them are taken (a run seeded from the whole file reports the other folders too). Later
 * inputs win per file. Test ids are numbered per run, so each input's ids get its tag (in the
 * mutants' killedBy/coveredBy and in testFiles alike) and a test file keeps every input's tests:
 * Stryker's incremental differ matches tests by file and name, so a later run reuses them all.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [out, ...inputs] = process.argv.slice(2);
if (!out || inputs.length === 0) {
  console.error('usage: node scripts/mutation-merge.mjs out.json tag=report.json[@prefix,prefix] …');
  process.exit(2);
}
let merged;
const files = {};
const testFiles = {};
for (const spec of inputs) {
  const [tag, rest] = spec.split('=');
  const [file, prefixes] = rest.split('@');
  const keep = prefixes ? prefixes.split(',') : null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // An id already tagged (an earlier merge) keeps its tag.
  const tagged = (id) => (String(id).includes(':') ? String(id) : `${tag}:${id}`);
  for (const [name, f] of Object.entries(report.files)) {
    if (keep && !keep.some((p) => name.startsWith(p))) continue;
    files[name] = {
      ...f,
      mutants: f.mutants.map((m) => ({
        ...m,
        id: tagged(m.id),
        ...(m.killedBy ? { killedBy: m.killedBy.map(tagged) } : {}),
        ...(m.coveredBy ? { coveredBy: m.coveredBy.map(tagged) } : {}),
      })),
    };
  }
  for (const [name, tf] of Object.entries(report.testFiles ?? {})) {
    const tests = tf.tests.map((t) => ({ ...t, id: tagged(t.id) }));
    const ids = new Set(tests.map((t) => t.id));
    const earlier = testFiles[name]?.tests.filter((t) => !ids.has(t.id)) ?? [];
    testFiles[name] = { ...tf, tests: [...tests, ...earlier] };
  }
  merged = { ...report, files, testFiles };
}
// Tests no kept mutant names (an earlier run's ids of a test run again since) are dropped: each run
// re-adds every test under its own tag, and the file would otherwise grow with every merge.
const named = new Set(
  Object.values(files).flatMap((f) => f.mutants.flatMap((m) => [...(m.killedBy ?? []), ...(m.coveredBy ?? [])])),
);
for (const tf of Object.values(testFiles)) tf.tests = tf.tests.filter((t) => named.has(t.id));
writeFileSync(out, JSON.stringify(merged));
console.log(`${out}: ${Object.keys(files).length} mutated files, ${Object.keys(testFiles).length} test files`);
