/** Runs one of a unit's calls: success text to the message bar, then `refresh`; errors as 'message - code' (legacy code when given). */
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useApiError } from '../../layout/useApiError';
import { withLegacyCode } from './legacyCode';

export function useTerminalAction(refresh: () => Promise<void>) {
  const notify = useNotify();
  const onError = useApiError();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(call: () => Promise<T>, success?: (answer: T) => string | undefined): Promise<T | undefined> => {
      setBusy(true);
      try {
        const answer = await call();
        const text = success?.(answer);
        if (text) notify(text, { type: 'success' });
        await refresh();
        return answer;
      } catch (err) {
        await onError(withLegacyCode(err));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [notify, onError, refresh],
  );
  return { run, busy };
}
