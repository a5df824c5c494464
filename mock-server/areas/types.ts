/**
 * A mock area: the legacy calls of one area, as route-table rows with their permissions, plus any
 * collections of its own and their seed. It names the area's contract
 * (src/domain/<area>/contract.ts), whose permission rows the mock's guards read, as the console's
 * manifest does, so the console hides and the mock refuses by the same rows; it never imports the
 * console. Its routes decode the input, call the terminal's transitions and answer; they hold no
 * rule. An area is one folder under mock-server/areas/ and one line in areas/registry.ts.
 */
import type { AreaContract } from '../../src/domain/areaContract';
import type { AppContext } from '../context';
import type { Route } from '../route';
import type { Db } from '../types';

/** Seeds one of the area's collections from the rest of the seed (master data, the terminal's units). */
export type AreaCollectionSeed = (db: Db, scale: number) => unknown[];

export interface MockArea {
  /** The contracts of the areas it serves (the car area serves six): their permission rows guard the routes. */
  contracts: readonly AreaContract[];
  /** Its rows of the route table, in matching order (specific paths before ':id' ones). */
  routes: (ctx: AppContext) => Route[];
  /**
   * Collections the area owns (the core's are in terminalModel/types.ts), each with its seed; the
   * store keeps, journals and snapshots them like the core's. Records carry an `id`.
   */
  collections?: Readonly<Record<string, AreaCollectionSeed>>;
}

export const defineMockArea = (area: MockArea): MockArea => area;
