/** One route per operational area: /<path>/* renders the area's lazily-loaded screens, for its roles only. */
import type { ReactElement } from 'react';
import { addAppMessages } from '../../i18n/i18nProvider';
import { Navigate, Route } from 'react-router-dom';
import { lazyView } from '../../resources/framework/resourceElements';
import { useRoles } from '../../resources/framework/useRoles';
import type { LazyView } from '../../resources/framework/types';
import type { AreaDefinition } from './types';

/** The area's screens, or the access-denied page for a role that may not open it (ROLE-002). */
function areaGate(area: AreaDefinition) {
  const Screens = lazyView(withMessages(area));
  return function AreaGate() {
    const { can, isPending } = useRoles();
    // Until the identity is known, render nothing rather than deny a role that may enter.
    if (isPending) return null;
    return can(area.permission, 'list') ? <Screens /> : <Navigate to="/accessdenied" replace />;
  };
}

/** The area's screens module, resolved once its texts are in the i18n provider (one stable loader per area). */
function withMessages(area: AreaDefinition): LazyView {
  const { messages, screens } = area;
  if (!messages) return screens;
  return () => Promise.all([screens(), messages().then(addAppMessages)]).then(([module]) => module);
}

export function areaRoutes(areas: readonly AreaDefinition[]): ReactElement[] {
  return areas.map((area) => {
    const Gate = areaGate(area);
    return <Route key={area.path} path={`/${area.path}/*`} element={<Gate />} />;
  });
}
