/** The navbar's manual action: download; a failure goes to the message bar, a 401 logs out. */
import { useCallback } from 'react';
import { downloadManual } from './manual';
import { useApiError } from './useApiError';

export function useManualDownload(): () => Promise<void> {
  const onError = useApiError();
  return useCallback(() => downloadManual().catch(onError), [onError]);
}
