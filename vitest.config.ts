import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { EnvironmentSequencer } from './tests/setup/environmentSequencer';

const allTests = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];
const e2e = 'tests/e2e/**';
/** Provider tests share one fixed port (mock on 8491), so their files must not overlap. */
const providerTests = 'tests/providers/**';
/**
 * Files that need a module registry of their own: they replace modules (vi.mock) or add a
 * definition to the shared registries before the mock loads. Every other file shares its worker's
 * loaded modules (isolate: false), which saves most of the suite's import time.
 */
const ownModules = [
  'tests/mock/registryResource.test.ts',
  'tests/mock/registryArea.test.ts',
  'tests/unit/providers/genericService.test.ts',
  'tests/unit/resources/rowsList.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    // include/exclude live in the projects: with `extends: true` arrays are concatenated, so
    // a root include would leak every test into the providers project.
    // Tests that need a DOM opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    setupFiles: ['tests/setup/dom.ts', 'tests/setup/mockStore.ts', 'tests/setup/areas.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Forks isolate native/global state (servers, jsdom) best. Three on 2 cores: the files wait
    // on real timers, sockets and child servers about a third of the time (docs/test-time.md).
    pool: 'forks',
    maxWorkers: 3,
    // One environment's files after another, so a worker goes on with its modules loaded.
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: allTests,
          exclude: ['**/node_modules/**', e2e, providerTests, ...ownModules],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'own-modules', include: ownModules, exclude: ['**/node_modules/**'] },
      },
      {
        extends: true,
        test: {
          name: 'providers',
          include: [`${providerTests}/*.test.ts`, `${providerTests}/*.test.tsx`],
          exclude: ['**/node_modules/**', e2e],
          fileParallelism: false,
          // Run after the parallel group so nothing else competes with the fixed port.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
