import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs for each mutant (`npm run mutation`, stryker.config.mjs): the fast, pure
 * unit tests in node (no jsdom screens, no live mock, no ports). Kept apart from vitest.config.ts
 * so the suite's own projects are untouched.
 */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // areaMessages reads the source text of the contracts, which Stryker instruments;
    // genericService replaces modules (vi.mock), which needs a registry of its own.
    exclude: [
      '**/node_modules/**',
      'tests/unit/i18n/areaMessages.test.ts',
      'tests/unit/providers/genericService.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/dom.ts', 'tests/setup/areas.ts', 'tests/unit/mutation/preloadMutated.ts'],
    testTimeout: 20_000,
    // One module registry for every run: Stryker switches mutants at run time, so the modules load
    // once per test process instead of once per mutant (static mutants are ignored: stryker.config.mjs).
    isolate: false,
    pool: 'threads',
    maxWorkers: 1,
  },
});
