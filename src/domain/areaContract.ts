/**
 * An area's contract, shared by both sides (issue 28): the console's area manifest
 * (src/custom/<area>/area.ts) spreads it and adds only UI, the mock's area (mock-server/areas/<area>/)
 * is guarded by its rows. Neither side imports the other; both import the contract, which lives in
 * src/domain/<area>/contract.ts beside the area's wire types, codecs and payload rules.
 */
import type { PermissionRows } from './permissionRows';

export interface AreaContract {
  /** The console's base path: the area's screens live under /<path>/*. */
  path: string;
  /** The row whose 'menu' action shows the area's entry and whose 'list' action opens it. */
  permission: string;
  /**
   * The area's rows of the one roles → permissions table (row → action → roles; actions are the
   * area's own names): the console hides by them and the mock refuses (403) by them.
   */
  permissions: PermissionRows;
}

export const defineAreaContract = <C extends AreaContract>(contract: C): C => contract;
