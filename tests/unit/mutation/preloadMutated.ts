/**
 * Setup of vitest.mutation.config.ts: loads every mutated module before any test runs. The
 * mutation run keeps one module registry per process (isolate: false), so a module's top-level
 * code runs once; loaded here, outside any test, its mutants are seen as static (ignored, see
 * stryker.config.mjs) instead of being charged to whichever test first imported it and then
 * wrongly surviving every later run.
 */
import.meta.glob(
  [
    '../../../src/domain/**/*.ts',
    '../../../mock-server/modules/invoicing/{overdue,invoiceState}.ts',
    '../../../mock-server/modules/payments/tolerance.ts',
  ],
  { eager: true },
);
