import { defineConfig } from 'vitest/config';
import base from './vitest.mutation.config';

/**
 * The tests of the mutation run of the root files of src/domain (stryker.root.config.mjs,
 * docs/mutation.md): the tests that call the root contracts directly, not every unit test. Every
 * unit test reaches these files (formats, money, rut…), so with the whole set a mutant there ran
 * ~6 s; a narrower set can only miss kills, never add one, so the score it gives is a lower bound.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      // The contract tests of src/domain, and the tests added for root-file survivors.
      'tests/unit/domain/**/*.test.ts',
      'tests/unit/mutation/root/**/*.test.ts',
      // The other node unit tests that import a root file themselves (grep of their imports).
      'tests/unit/appointmentFigures/punctuality.test.ts',
      'tests/unit/gatePass/gatePassLookup.test.ts',
      'tests/unit/i18n/codeLabels.test.ts',
      'tests/unit/import/calendarAndAnswers.test.ts',
      'tests/unit/organizations/functionaryRules.test.ts',
      'tests/unit/reports/driverInput.test.ts',
      'tests/unit/shell/accountRules.test.ts',
      'tests/unit/vesselVisits/visitUnits.test.ts',
      'tests/unit/mutation/appointmentCheckIn/checkInEdges.test.ts',
      'tests/unit/mutation/audit/presentEdges.test.ts',
      'tests/unit/mutation/importPickup/pickupEdges.test.ts',
      'tests/unit/mutation/reports/reportCallsEdges.test.ts',
      'tests/unit/mutation/reports/vgmEdges.test.ts',
    ],
  },
});
