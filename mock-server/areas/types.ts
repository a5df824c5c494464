/**
 * A mock area: the legacy calls of one console area, as route-table rows with their permissions,
 * plus any collections of its own and their seed. It names the console area's manifest
 * (src/custom/<area>/area.ts), whose permission rows the mock's guards read, so the console hides
 * and the mock refuses by the same rows. Its routes parse input and call the terminal's
 * transitions; they hold no rule. An area is one folder under mock-server/areas/ and one line in
 * areas/registry.ts.
 */
import type { AreaDefinition } from '../../src/custom/areas/types';
import type { AppContext } from '../context';
import type { Route } from '../route';
import type { Db } from '../types';

/** Seeds one of the area's collections from the rest of the seed (master data, the terminal's units). */
export type AreaCollectionSeed = (db: Db, scale: number) => unknown[];

export interface MockArea {
  /** The console area it serves: its path names the area, its permission rows guard the routes. */
  area: Pick<AreaDefinition, 'path' | 'permissions'>;
  /** Its rows of the route table, in matching order (specific paths before ':id' ones). */
  routes: (ctx: AppContext) => Route[];
  /**
   * Collections the area owns (the core's are in terminalModel/types.ts), each with its seed; the
   * store keeps, journals and snapshots them like the core's. Records carry an `id`.
   */
  collections?: Readonly<Record<string, AreaCollectionSeed>>;
}

export const defineMockArea = (area: MockArea): MockArea => area;
