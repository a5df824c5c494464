/**
 * Mutation testing (issue 34 §2), run by `npm run mutation` — not part of `npm test`.
 * Mutates the pure contracts (src/domain) and the mock's pure rule files, and runs the fast node
 * unit tests (vitest.mutation.config.ts: tests/unit/**, no jsdom, no ports) against each mutant,
 * only those that cover it (perTest). Incremental: the last results are kept in
 * tests/unit/mutation/incremental.json (checked in), so a rerun tests only mutants whose code or tests
 * changed. One folder: `npm run mutation -- --mutate 'src/domain/cash/**\/*.ts'`.
 * Per-folder scores: `node scripts/mutation-summary.mjs` (reads reports/mutation/mutation.json).
 */
/** Where the reports go (MUTATION_OUT lets a partial run keep its own). */
const out = process.env.MUTATION_OUT ?? 'reports/mutation';

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  // MUTATE='glob glob…' narrows a run (a folder at a time); --mutate on the command line works too.
  mutate: process.env.MUTATE?.split(/\s+/).filter(Boolean) ?? [
    'src/domain/**/*.ts',
    // The mock's pure rules (no store, no HTTP): see docs/mutation.md.
    'mock-server/modules/payments/tolerance.ts',
    'mock-server/modules/invoicing/overdue.ts',
    'mock-server/modules/invoicing/invoiceState.ts',
  ],
  // tsconfig.json needs no rewriting (no extends/references), and Stryker's rewriter calls the
  // TypeScript 5 JS API, which this repo's TypeScript 7 lacks: point it at no file.
  tsconfigFile: 'tsconfig.stryker-none.json',
  coverageAnalysis: 'perTest',
  // A mutant in a module's top-level code (a constant table) needs the modules reloaded and every
  // test run; with one module registry per process (isolate: false) that cannot be judged, so such
  // mutants are ignored (listed as Ignored, not in the score). See docs/mutation.md.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'tests/unit/mutation/incremental.json',
  // 2 shared cores: one or two test processes.
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${out}/mutation.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // The sandbox holds only what the unit tests import (a whitelist: other work's scratch files
  // come and go while a run copies the tree).
  ignorePatterns: [
    '/*',
    '!/src',
    '!/mock-server',
    '!/scripts',
    '!/tests',
    '/tests/*',
    '!/tests/unit',
    '!/tests/setup',
    '!/tests/support',
    '!/tests/mock',
    '!/package.json',
    '!/tsconfig.json',
    '!/vitest.mutation.config.ts',
    '!/patches',
  ],
  tempDirName: 'stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 90, low: 85, break: null },
};
