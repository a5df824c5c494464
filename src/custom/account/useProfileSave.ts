/**
 * The save step shared by the account forms: call, success message, fresh identity for the
 * navbar, back to /account; a failure returns the form errors (fields + message bar).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGetIdentity, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { loadIdentity } from '../../providers/authProvider';
import { submissionErrors } from './submissionErrors';
import { ACCOUNT_PATHS } from './useAccount';

export interface ProfileSaveOptions<T> {
  call: (values: FieldValues) => Promise<T>;
  /** Query whose cached copy becomes the saved one. */
  queryKey?: readonly unknown[];
  successMessage: string;
  /** The identity (name, e-mail) may have changed: reload it for the navbar. */
  refreshIdentity?: boolean;
}

export function useProfileSave<T>({ call, queryKey, successMessage, refreshIdentity }: ProfileSaveOptions<T>) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { refetch: refetchIdentity } = useGetIdentity();
  return useCallback(
    async (values: FieldValues) => {
      try {
        const saved = await call(values);
        if (queryKey) queryClient.setQueryData(queryKey, saved);
        notify(successMessage, { type: 'success' });
        if (refreshIdentity) {
          await loadIdentity().catch(() => undefined);
          void refetchIdentity();
        }
        navigate(ACCOUNT_PATHS.detail);
        return undefined;
      } catch (error) {
        // 401 logs out and 403 shows its own message; nothing goes on the fields then.
        if (await logoutIfAccessDenied(error)) return undefined;
        return submissionErrors(error);
      }
    },
    [
      call,
      queryKey,
      successMessage,
      refreshIdentity,
      queryClient,
      notify,
      navigate,
      logoutIfAccessDenied,
      refetchIdentity,
    ],
  );
}
