// Each area's share of the browser-test budget: reads Playwright's JSON report, sums the time of
// each area's specs (worker-seconds: every test's own duration, retries included) and prints it
// against the area's share from tests/e2e/budgets.json. It reports; it does not fail the run
// (speed goals are not timed tests): an area over its share is told to move rules into vitest.
//   node scripts/e2e-budget.mjs [report.json]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './proc.mjs';

const reportFile = process.argv[2] ?? join(repoRoot, '.tmp', 'playwright-results.json');
const budgets = JSON.parse(readFileSync(join(repoRoot, 'tests', 'e2e', 'budgets.json'), 'utf8'));

/** spec file → seconds of its tests. */
function secondsBySpec(report) {
  const out = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests)
        for (const r of test.results) out.set(file, (out.get(file) ?? 0) + r.duration / 1000);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return out;
}

/** The area a spec belongs to: the first area whose prefixes match its file name. */
const areaOf = (file) =>
  Object.entries(budgets.areas).find(([, a]) => a.specs.some((p) => file.startsWith(p)))?.[0] ?? 'sin área';

export function budgetReport(report) {
  const byArea = new Map();
  for (const [file, s] of secondsBySpec(report)) byArea.set(areaOf(file), (byArea.get(areaOf(file)) ?? 0) + s);
  const rows = Object.entries(budgets.areas).map(([name, a]) => ({
    name,
    used: byArea.get(name) ?? 0,
    share: a.seconds,
  }));
  if (byArea.has('sin área')) rows.push({ name: 'sin área', used: byArea.get('sin área'), share: 0 });
  return rows;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    console.log(`(sin informe de Playwright en ${reportFile})`);
    process.exit(0);
  }
  const rows = budgetReport(report);
  console.log(
    `\nPresupuesto de pruebas de navegador por área (segundos-worker; total ${budgets.totalSeconds} s en ${budgets.workers} workers):`,
  );
  for (const r of rows) {
    const flag = r.used > r.share ? '  ← sobre su parte: lleve reglas a vitest' : '';
    console.log(`  ${r.name.padEnd(26)} ${r.used.toFixed(1).padStart(7)} / ${String(r.share).padStart(4)}${flag}`);
  }
  const used = rows.reduce((s, r) => s + r.used, 0);
  console.log(
    `  ${'total'.padEnd(26)} ${used.toFixed(1).padStart(7)} / ${String(budgets.totalSeconds * budgets.workers).padStart(4)}`,
  );
}
