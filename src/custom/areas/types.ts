/**
 * An operational area (import, tracking, gate pass…): its menu entry and its screens, which are
 * one lazily-loaded module with its own route registry (a <Routes> of paths relative to the
 * area's base), so no area's code reaches the first load.
 */
import type { IconName, LazyView } from '../../resources/framework/types';

export interface AreaDefinition {
  /** The area's base path: its screens live under /<path>/*. */
  path: string;
  /** The permissions row whose 'menu' action shows the entry and whose 'list' action opens the area. */
  permission: string;
  /** Spanish menu label. */
  label: string;
  icon?: IconName;
  menuGroup: 'operations';
  /** Module whose default export renders the area's <Routes>. */
  screens: LazyView;
  /**
   * Texts its screens read through the i18n provider, as app.<namespace> trees; loaded with the
   * screens and added before they render, so they stay out of the first load.
   */
  messages?: () => Promise<Record<string, object>>;
}

export const defineArea = (a: AreaDefinition): AreaDefinition => a;
