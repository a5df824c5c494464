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
  /**
   * The first reads of a screen, sent by the page's first module on a cold load of its route so
   * they do not wait for the screens to load and render (src/boot/routePreload.ts); the screen's
   * own GET of the same path takes the answer over (src/providers/earlyCalls.ts). Each: the route
   * below the area's path (':name' segments; '' the area's root) and the legacy GET path, its
   * {name} placeholders filled from the route and the URL's query. Only reads the screen makes
   * at once for every role that may open the area (they are sent for those roles alone).
   */
  earlyReads?: readonly (readonly [route: string, path: string])[];
}

export const defineArea = (a: AreaDefinition): AreaDefinition => a;
