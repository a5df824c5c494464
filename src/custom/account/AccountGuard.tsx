/**
 * Route guard of the account pages (ACT-002): the permissions table decides; a user without the
 * role goes to /accessdenied. `allow` receives the user's roles.
 */
import { CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAccountIdentity } from './useAccount';

export const AccountGuard = ({
  allow,
  children,
}: {
  allow: (roles: readonly string[]) => boolean;
  children: ReactNode;
}) => {
  const { identity, roles, isPending } = useAccountIdentity();
  if (isPending && !identity) return <CircularProgress sx={{ m: 4 }} />;
  if (!allow(roles)) return <Navigate to="/accessdenied" replace />;
  return <>{children}</>;
};
