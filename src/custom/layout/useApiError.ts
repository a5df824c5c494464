/**
 * What a custom screen does with a failed call outside the data provider: 401 logs out (with the
 * session text), 403 shows 'message - 403', anything else shows the error's 'message - code' in
 * the message bar (ERR-001, ERR-005..007). react-admin does this itself only for dataProvider calls.
 */
import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { appMessages } from '../../i18n/appMessages';

export function useApiError(): (error: unknown) => Promise<void> {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async (error: unknown) => {
      if (await logoutIfAccessDenied(error)) return;
      const message = error instanceof Error && error.message ? error.message : appMessages.errors.generic;
      notify(message, { type: 'error' });
    },
    [notify, logoutIfAccessDenied],
  );
}
