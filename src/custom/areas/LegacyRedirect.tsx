/** A legacy path → its new URL by a legacy table; a path without a row goes to the landing page. */
import { Navigate, useLocation } from 'react-router-dom';
import { legacyTargetIn, type LegacyRoute } from './legacyPaths';

export const LegacyRedirect = ({ table }: { table: readonly LegacyRoute[] }) => {
  const { pathname, search } = useLocation();
  return <Navigate to={legacyTargetIn(table, pathname, search) ?? '/'} replace />;
};
