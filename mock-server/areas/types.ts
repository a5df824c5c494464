/**
 * A mock area: the legacy calls of one console area (src/custom/<area>), as route-table rows with
 * their permissions. Its routes parse input and call the terminal's transitions; they hold no rule.
 * An area is one folder under mock-server/areas/ and one line in areas/registry.ts.
 */
import type { AppContext } from '../context';
import type { Route } from '../route';

export interface MockArea {
  /** The console area it serves (src/custom/<name>). */
  name: string;
  /** Its rows of the route table, in matching order (specific paths before ':id' ones). */
  routes: (ctx: AppContext) => Route[];
}

export const defineMockArea = (area: MockArea): MockArea => area;
