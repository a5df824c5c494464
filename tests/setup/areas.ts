/**
 * Vitest setup: the operational areas' permission rows join the one table when the console's area
 * registry loads (as the app and the mock do at start), so a test of a rule that reads an area's
 * row (e.g. the unit actions) sees the table the app sees, whatever else it imports.
 */
import '../../src/custom/areas/registry';
