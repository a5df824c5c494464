// `npm test` (and CI): install check; then the unit/provider tests (vitest) while, beside them, the
// type check, layers, lint, production build and first-load check run one after another (vitest
// leaves about a third of the two cores idle: docs/test-time.md); then the end-to-end tests if all of
// those passed. Prints each step's time and a closing "N passed, N failed" line counted from the
// vitest and Playwright JSON reports.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { bins, exitCodeOf, repoRoot, spawnNode } from './proc.mjs';
import { runLanes } from './test-lanes.mjs';

const tmp = join(repoRoot, '.tmp');
const vitestReport = join(tmp, 'vitest-results.json');
// playwright.config.ts writes its JSON report here too.
const playwrightReport = join(tmp, 'playwright-results.json');

const hasE2eTests = () => {
  const dir = join(repoRoot, 'tests', 'e2e');
  if (!existsSync(dir)) return false;
  const walk = (d) =>
    readdirSync(d, { withFileTypes: true }).some((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : /\.(spec|test)\.[cm]?[jt]sx?$/.test(e.name),
    );
  return walk(dir);
};

const steps = [
  { name: 'typecheck (tsc --noEmit)', bin: bins.tsc, args: ['--noEmit', '-p', '.'], lane: 'side' },
  { name: 'layers (dependency-cruiser)', bin: 'scripts/lint-layers.mjs', args: [], lane: 'side' },
  { name: 'lint (ESLint + formato Biome)', bin: 'scripts/lint.mjs', args: [], lane: 'side' },
  {
    name: 'unit + provider tests (vitest run)',
    bin: bins.vitest,
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  },
  { name: 'build (vite build)', bin: bins.vite, args: ['build'], lane: 'side' },
  // The first load's size is deterministic for a build: over the budget fails the suite.
  { name: 'first load (≤ 350 kB gzip)', bin: 'scripts/first-load.mjs', args: [], lane: 'side' },
  // One retry: a browser test that fails once and then passes is reported as flaky (below, with its
  // trace from the retry) instead of failing the whole run on a machine that is busy for a moment.
  {
    name: 'e2e (playwright test)',
    bin: bins.playwright,
    args: ['test', '--retries=1'],
    skip: () => !hasE2eTests() && 'no hay pruebas en tests/e2e',
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Test counts from the reports that exist (a step that never ran has none). */
function testCounts() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const v = readJson(vitestReport);
  if (v) {
    counts.passed += v.numPassedTests ?? 0;
    counts.failed += v.numFailedTests ?? 0;
    counts.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  const p = readJson(playwrightReport);
  if (p?.stats) {
    counts.passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
    counts.failed += p.stats.unexpected ?? 0;
    counts.skipped += p.stats.skipped ?? 0;
  }
  return counts;
}

/** Titles of the browser tests that passed only on their retry (Playwright's "flaky"). */
function flakyTests() {
  const titles = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'flaky') titles.push(`${spec.file}:${spec.line} ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of readJson(playwrightReport)?.suites ?? []) walk(suite);
  return titles;
}

function summary(failedStep) {
  console.log('\n──────── resumen / summary ────────');
  // In the steps' order (the install step first), whatever order the lanes ended in.
  for (const name of [installStep, ...steps.map((s) => s.name)]) {
    const r = results.find((x) => x.name === name);
    console.log(
      r
        ? `  ${r.status.padEnd(7)} ${name.padEnd(38)} ${r.time}`
        : `  ${'—'.padEnd(7)} ${name.padEnd(38)} (no ejecutado)`,
    );
  }
  const flaky = flakyTests();
  if (flaky.length) {
    console.log(`\nInestables / flaky (pasaron al reintentar; traza en test-results/): ${flaky.length}`);
    for (const t of flaky) console.log(`  ${t}`);
  }
  const c = testCounts();
  console.log(failedStep ? `\nFALLÓ / FAILED: ${failedStep}` : '\nTodo OK / all steps passed');
  console.log(`Tiempo total / total time: ${seconds(Date.now() - started)}`);
  // Last line on purpose: CI reads the closing "N passed, N failed" line.
  console.log(`Tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
}

// No stale counts from an earlier run in this run's summary.
mkdirSync(tmp, { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

const started = Date.now();
// The install step (dependencies and Chromium) is timed like the others, so the summary shows
// where a slow run went.
const installStep = 'install (deps + Chromium)';
try {
  console.log(`\n▶ ${installStep}`);
  await ensureDeps();
  const chromium = await ensureChromium();
  console.log(`[test] Chromium: ${chromium}`);
  const time = seconds(Date.now() - started);
  console.log(`◀ ${installStep}: OK en ${time}`);
  results.push({ name: installStep, status: 'OK', time });
} catch (err) {
  console.error(`[test] ${err.message}`);
  results.push({ name: installStep, status: 'FAIL', time: seconds(Date.now() - started) });
  summary(installStep);
  process.exit(1);
}

// vitest in the main lane (its output as it comes); the side lane's steps one after another, each
// step's output printed whole when it ends; a failed side step stops the side lane.
const lanes = await runLanes(
  steps.filter((s) => s.lane !== 'side' && s.name.startsWith('unit')),
  steps.filter((s) => s.lane === 'side'),
);
results.push(...lanes.results);
if (lanes.failed) {
  summary(lanes.failed.name);
  process.exit(lanes.failed.code);
}
for (const step of steps.filter((s) => s.lane !== 'side' && !s.name.startsWith('unit'))) {
  const skipped = step.skip?.();
  if (skipped) {
    console.log(`\n▶ ${step.name}: OMITIDO / SKIPPED (${skipped})`);
    results.push({ name: step.name, status: 'SKIP', time: `(${skipped})` });
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const t0 = Date.now();
  const code = await exitCodeOf(spawnNode(step.bin, step.args));
  const time = seconds(Date.now() - t0);
  console.log(`◀ ${step.name}: ${code === 0 ? 'OK' : `FALLÓ (código ${code})`} en ${time}`);
  results.push({ name: step.name, status: code === 0 ? 'OK' : 'FAIL', time });
  if (code !== 0) {
    summary(step.name);
    process.exit(code);
  }
}
// Each area's share of the browser-test time (reports; never fails the run).
if (existsSync(playwrightReport)) await exitCodeOf(spawnNode('scripts/e2e-budget.mjs', [playwrightReport]));
summary(null);
