/**
 * The access area's redirects: `/` and unknown URLs to the user's landing page (DECISIONS Q01),
 * legacy administration paths to the new screens (Q11), react-admin's access denial to /accessdenied.
 */
import { useGetIdentity } from 'react-admin';
import { can } from '../../domain/permissions';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFound } from '../../resources/framework/NotFound';
import { landingFor } from './landing';
import { LegacyRedirect as TableRedirect } from '../areas/LegacyRedirect';
import { LEGACY_ROUTES } from './legacyRoutes';

/** The landing page by role; never a redirect to the page we are on (a landing not built yet shows not-found). */
export const LandingRedirect = () => {
  const { identity, isPending } = useGetIdentity();
  const { pathname } = useLocation();
  if (isPending) return null;
  const landing = landingFor(identity?.roles as string[] | undefined, identity?.id as string | undefined);
  if (landing === pathname) return <NotFound />;
  return <Navigate to={landing} replace />;
};

/**
 * /administration/… → its new URL from the legacy table; a path without a row goes to the landing
 * page. The shell itself is for D1 §2's roles only (ADM-SHELL-001): anyone else is denied.
 */
export const LegacyRedirect = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  if (!can((identity?.roles as string[] | undefined) ?? [], 'administration', 'show'))
    return <Navigate to="/accessdenied" replace />;
  return <TableRedirect table={LEGACY_ROUTES} />;
};

/** react-admin sends denied resource routes to /access-denied; the portal's page is /accessdenied. */
export const AccessDeniedRedirect = () => <Navigate to="/accessdenied" replace />;
