/**
 * Routes of the shell, inside the layout: /inicio and /home (any authenticated user), the
 * account pages (ACT, guarded by the permissions table) and the account redirect screens.
 * Pages are lazy so the first load stays small.
 */
import { CircularProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { can } from '../../domain/permissions';
import { AccountGuard } from '../account/AccountGuard';
import { usesAgentProfile } from '../account/useAccount';

const InicioPage = lazy(() => import('./InicioPage'));
const HomePage = lazy(() => import('./HomePage'));
const AccountPage = lazy(() => import('../account/AccountPage'));
const AgentProfileForm = lazy(() => import('../account/AgentProfileForm'));
const UserProfileForm = lazy(() => import('../account/UserProfileForm'));
const PasswordForm = lazy(() => import('../account/PasswordForm'));
const AccountRedirect = lazy(() => import('../account/AccountRedirect'));

const page = (Page: ComponentType) => (
  <Suspense fallback={<CircularProgress sx={{ m: 4 }} />}>
    <Page />
  </Suspense>
);

type Allow = (roles: readonly string[]) => boolean;
const mayShow: Allow = (roles) => can(roles, 'account', 'show');
const mayEdit: Allow = (roles) => can(roles, 'account', 'edit');
const mayEditAgent: Allow = (roles) => can(roles, 'account.agentProfile', 'edit');
// The generic user profile is for the account roles other than AGA, who edit the agent profile (D1 §6).
const mayEditUser: Allow = (roles) => mayEdit(roles) && !usesAgentProfile(roles);

const guarded = (allow: Allow, element: ReactElement) => <AccountGuard allow={allow}>{element}</AccountGuard>;

export const shellLayoutRoutes: ReactElement[] = [
  <Route key="inicio" path="/inicio" element={page(InicioPage)} />,
  <Route key="home" path="/home" element={page(HomePage)} />,
  <Route key="account" path="/account" element={guarded(mayShow, page(AccountPage))}>
    <Route path="accountEdit" element={guarded(mayEditAgent, page(AgentProfileForm))} />
    <Route path="accountEditUser" element={guarded(mayEditUser, page(UserProfileForm))} />
    <Route path="accountPassword" element={guarded(mayEdit, page(PasswordForm))} />
  </Route>,
  // ACT-014/015: the target areas come with later issues; until then the catch-all takes over.
  <Route
    key="account-functionaries"
    path="/account/functionaries"
    element={guarded(
      mayShow,
      <Suspense fallback={null}>
        <AccountRedirect area="functionaries" />
      </Suspense>,
    )}
  />,
  <Route
    key="account-imports"
    path="/account/imports"
    element={guarded(
      mayShow,
      <Suspense fallback={null}>
        <AccountRedirect area="imports" />
      </Suspense>,
    )}
  />,
];
