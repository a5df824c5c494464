/** The caller's notices, shared by the bell, its panel and the home page; polled every 60 s. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetIdentity, useLogoutIfAccessDenied } from 'react-admin';
import { can } from '../../domain/permissions';
import { type PortalNotice } from './notificationModel';
import { notificationsApi } from './notificationsApi';

export const NOTICES_KEY = ['portal', 'notifications'] as const;
export const POLL_MS = 60_000;

/** Whether the logged-in user has the bell (NOT-001: ROLE_AGA and ROLE_FUNCTIONARY). */
export function useHasBell(): boolean {
  const { identity } = useGetIdentity();
  return can(identity?.roles as string[] | undefined, 'notifications', 'list');
}

export function useNotices(enabled: boolean) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({
    queryKey: NOTICES_KEY,
    queryFn: ({ signal }) => notificationsApi.list(signal),
    enabled,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 15_000,
  });
  // A background poll only speaks up when the session is gone (401 → login); other failures wait for the next poll.
  const status = (query.error as { status?: number } | null)?.status;
  useEffect(() => {
    if (status === 401) void logoutIfAccessDenied(query.error);
  }, [status, query.error, logoutIfAccessDenied]);
  return query;
}

/** Writes a new copy of the list into the shared cache. */
export function useSetNotices(): (update: (notices: PortalNotice[]) => PortalNotice[]) => void {
  const queryClient = useQueryClient();
  return (update) => queryClient.setQueryData<PortalNotice[]>(NOTICES_KEY, (old) => update(old ?? []));
}
