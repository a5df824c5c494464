/** Routes of the access area (login flows, access denied, legacy redirects). */
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { AccessDeniedPage } from './AccessDeniedPage';
import { ExpiredPasswordPage } from './ExpiredPasswordPage';
import { RecoverPasswordPage } from './RecoverPasswordPage';
import { LegacyRedirect } from './redirects';
import { ResetPasswordPage } from './ResetPasswordPage';

export { LoginPage } from './LoginPage';
export { AccessDeniedRedirect, LandingRedirect } from './redirects';

/** Public pages, outside the layout (no session needed; /login is <Admin loginPage>). */
export const accessPublicRoutes: ReactElement[] = [
  <Route key="recoverPass" path="/recoverPass" element={<RecoverPasswordPage />} />,
  <Route key="expiredPass" path="/expiredPass" element={<ExpiredPasswordPage />} />,
  <Route key="resetPass" path="/user/resetPass" element={<ResetPasswordPage />} />,
];

/** Pages inside the layout. */
export const accessLayoutRoutes: ReactElement[] = [
  <Route key="accessdenied" path="/accessdenied" element={<AccessDeniedPage />} />,
  // Legacy administration bookmarks and e-mailed links (DECISIONS Q11).
  <Route key="administration" path="/administration/*" element={<LegacyRedirect />} />,
];
