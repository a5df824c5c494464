/**
 * One route per operational area: /<path>/* renders the area's lazily-loaded screens, for its
 * roles only; and one per first segment of the areas' legacy paths, redirecting them.
 */
import type { ReactElement } from 'react';
import { addAppMessages } from '../../i18n/i18nProvider';
import { Navigate, Route } from 'react-router-dom';
import { lazyView } from '../../resources/framework/resourceElements';
import { useRoles } from '../../resources/framework/useRoles';
import type { LazyView } from '../../resources/framework/types';
import { LegacyRedirect } from './LegacyRedirect';
import { legacyBase, type LegacyRoute } from './legacyPaths';
import type { AreaDefinition } from './types';

/** The area's screens, or the access-denied page for a role that may not open it (ROLE-002). */
function areaGate(area: AreaDefinition) {
  const Screens = lazyView(areaLoader(area));
  return function AreaGate() {
    const { can, isPending } = useRoles();
    // Until the identity is known, render nothing rather than deny a role that may enter.
    if (isPending) return null;
    return can(area.permission, 'list') ? <Screens /> : <Navigate to="/accessdenied" replace />;
  };
}

const loaders = new WeakMap<AreaDefinition, LazyView>();

/**
 * The area's screens module, resolved once its texts are in the i18n provider: one stable loader
 * per area, which the route and the boot prefetch (src/boot/prefetch.ts) share, so screens
 * loaded ahead render at once instead of suspending.
 */
export function areaLoader(area: AreaDefinition): LazyView {
  let loader = loaders.get(area);
  if (!loader) {
    const { messages, screens } = area;
    loader = messages
      ? () => Promise.all([screens(), messages().then(addAppMessages)]).then(([module]) => module)
      : screens;
    loaders.set(area, loader);
  }
  return loader;
}

/** The areas' legacy rows grouped by their first segment, in the areas' order. */
function legacyTables(areas: readonly AreaDefinition[]): Map<string, LegacyRoute[]> {
  const tables = new Map<string, LegacyRoute[]>();
  for (const route of areas.flatMap((a) => a.legacyRoutes ?? [])) {
    const base = legacyBase(route[0]);
    tables.set(base, [...(tables.get(base) ?? []), route]);
  }
  return tables;
}

export function areaRoutes(areas: readonly AreaDefinition[]): ReactElement[] {
  const screens = areas.map((area) => {
    const Gate = areaGate(area);
    return <Route key={area.path} path={`/${area.path}/*`} element={<Gate />} />;
  });
  const legacy = [...legacyTables(areas)].map(([base, table]) => (
    <Route key={`legacy:${base}`} path={`/${base}/*`} element={<LegacyRedirect table={table} />} />
  ));
  return [...screens, ...legacy];
}
