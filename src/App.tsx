/** The console: react-admin built from the resource registry, on a browser router (real URLs). */
import { Admin, CustomRoutes } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { dataProvider, queryClient } from './boot/consoleDataProvider';
import {
  AccessDeniedRedirect,
  accessLayoutRoutes,
  accessPublicRoutes,
  LandingRedirect,
  LoginPage,
} from './custom/access/routes';
import { areaRoutes } from './custom/areas/areaRoutes';
import { areas } from './custom/areas/registry';
import { PortalLayout } from './custom/layout/PortalLayout';
import { PortalNotification } from './custom/layout/PortalNotification';
import { shellLayoutRoutes } from './custom/shell/routes';
import { theme } from './custom/theme';
import { i18nProvider } from './resources/i18n';
import { authProvider } from './providers/authProvider';
import { definitions } from './resources/registry';
import { resourceElements } from './resources/framework/resourceElements';

const PortalAdmin = () => (
  <Admin
    title="Business Portal"
    dataProvider={dataProvider}
    queryClient={queryClient}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={PortalLayout}
    notification={PortalNotification}
    theme={theme}
    loginPage={LoginPage}
    dashboard={LandingRedirect}
    catchAll={LandingRedirect}
    accessDenied={AccessDeniedRedirect}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>{accessPublicRoutes}</CustomRoutes>
    <CustomRoutes>{[...shellLayoutRoutes, ...accessLayoutRoutes, ...areaRoutes(areas)]}</CustomRoutes>
    {resourceElements(definitions)}
  </Admin>
);

const router = createBrowserRouter([{ path: '*', element: <PortalAdmin /> }]);

export const App = () => <RouterProvider router={router} />;
