/**
 * An operational area (import, tracking, gate pass…) describes itself in one manifest
 * (src/custom/<area>/area.ts): its contract (src/domain/<area>/contract.ts: base path, permission
 * rows; the mock's area is guarded by the same contract, so the console hides and the mock refuses
 * by the same rows), and what only the console has: the screens (one lazily-loaded module with its
 * own <Routes>, so no area's code reaches the first load), its menu entry and label, its texts and
 * its legacy redirects. The registry (./registry.ts) composes them.
 */
import type { AreaContract } from '../../domain/areaContract';
import type { IconName, LazyView } from '../../resources/framework/types';
import type { LegacyRoute } from './legacyPaths';

/** The contract's path, permission and rows (spread from src/domain/<area>/contract.ts), plus the UI. */
export interface AreaDefinition extends AreaContract {
  /** Spanish menu label (like a resource definition's label, it is in the first load). */
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
  /** Legacy paths of this area's screens → their new URLs (DECISIONS Q11), absolute patterns. */
  legacyRoutes?: readonly LegacyRoute[];
}

export const defineArea = (a: AreaDefinition): AreaDefinition => a;
