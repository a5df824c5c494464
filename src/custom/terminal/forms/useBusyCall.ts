/** One call at a time from a screen: `busy` while it runs, a failure to the message bar (or logout on 401). */
import { useCallback, useState } from 'react';
import { useApiError } from '../../layout/useApiError';

export function useBusyCall() {
  const onError = useApiError();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      try {
        await work();
      } catch (error) {
        await onError(error);
      } finally {
        setBusy(false);
      }
    },
    [onError],
  );
  return { busy, run };
}
