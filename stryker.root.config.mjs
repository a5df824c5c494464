/**
 * The mutation run of the root files of src/domain (docs/mutation.md, "Root files"):
 *   nice -n 19 npx stryker run stryker.root.config.mjs --incrementalFile .tmp/root.json
 * Same as stryker.config.mjs but its tests are vitest.mutation.root.config.ts (the tests that call
 * the root contracts directly) and one test process. MUTATE='src/domain/money.ts …' narrows it.
 */
import base from './stryker.config.mjs';

export default {
  ...base,
  vitest: { ...base.vitest, configFile: 'vitest.mutation.root.config.ts' },
  mutate: process.env.MUTATE?.split(/\s+/).filter(Boolean) ?? ['src/domain/*.ts'],
  concurrency: 1,
  ignorePatterns: [...base.ignorePatterns, '!/vitest.mutation.root.config.ts'],
};
