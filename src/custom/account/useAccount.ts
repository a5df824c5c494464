/** The logged-in user's identity, roles and which profile form is theirs; the profile queries. */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetIdentity } from 'react-admin';
import type { PortalIdentity } from '../../providers/authProvider';
import { can } from '../../domain/permissions';
import { useApiError } from '../layout/useApiError';
import { accountApi } from './accountApi';

export const AGENT_PROFILE_KEY = ['portal', 'account', 'agent'] as const;
export const USER_PROFILE_KEY = ['portal', 'account', 'user'] as const;

export const ACCOUNT_PATHS = {
  detail: '/account',
  agentProfile: '/account/accountEdit',
  userProfile: '/account/accountEditUser',
  password: '/account/accountPassword',
} as const;

/** ROLE_AGA edits the agent profile (getAgent/updateAgent); the other account roles their user (D1 §6). */
export const usesAgentProfile = (roles: readonly string[] | undefined) => can(roles, 'account.agentProfile', 'edit');

export function useAccountIdentity() {
  const { identity, isPending } = useGetIdentity();
  const portal = identity as PortalIdentity | undefined;
  const roles = portal?.roles ?? [];
  return { identity: portal, roles, isPending, agent: usesAgentProfile(roles) };
}

/** Reports a failed load once (message bar, or logout on 401). */
function useReportError(error: unknown) {
  const onError = useApiError();
  useEffect(() => {
    if (error) void onError(error);
  }, [error, onError]);
}

export function useAgentProfile(enabled: boolean) {
  const query = useQuery({
    queryKey: AGENT_PROFILE_KEY,
    queryFn: ({ signal }) => accountApi.getAgent(signal),
    enabled,
    retry: false,
  });
  useReportError(query.error);
  return query;
}

export function useUserProfile(enabled: boolean) {
  const query = useQuery({
    queryKey: USER_PROFILE_KEY,
    queryFn: ({ signal }) => accountApi.getUser(signal),
    enabled,
    retry: false,
  });
  useReportError(query.error);
  return query;
}
