/**
 * An operational area (import, tracking, gate pass…) describes itself in one manifest
 * (src/custom/<area>/area.ts): its base path and screens (one lazily-loaded module with its own
 * <Routes>, so no area's code reaches the first load), its menu entry and label, its permission
 * rows (the console hides and the mock refuses by the same rows: the mock's area names this
 * manifest), its texts and its legacy redirects. The registry (./registry.ts) composes them.
 */
import type { PermissionRows } from '../../domain/permissionRows';
import type { IconName, LazyView } from '../../resources/framework/types';
import type { LegacyRoute } from './legacyPaths';

export interface AreaDefinition {
  /** The area's base path: its screens live under /<path>/*. */
  path: string;
  /** The permissions row whose 'menu' action shows the entry and whose 'list' action opens the area. */
  permission: string;
  /** Spanish menu label (like a resource definition's label, it is in the first load). */
  label: string;
  icon?: IconName;
  menuGroup: 'operations';
  /**
   * The area's rows of the roles → permissions table (row → action → roles; actions are the
   * area's own names). Added to the one table by the console's and the mock's registries.
   */
  permissions: PermissionRows;
  /** Module whose default export renders the area's <Routes>. */
  screens: LazyView;
  /**
   * Texts its screens read through the i18n provider, as app.<namespace> trees; loaded with the
   * screens and added before they render, so they stay out of the first load.
   */
  messages?: () => Promise<Record<string, object>>;
  /** Legacy paths of this area's screens → their new URLs (DECISIONS Q11), absolute patterns. */
  legacyRoutes?: readonly LegacyRoute[];
}

export const defineArea = (a: AreaDefinition): AreaDefinition => a;
