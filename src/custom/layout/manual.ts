/**
 * The user manual download (ACC-043): GET /api/user/manual with the session token, saved as
 * manual.pdf. The loading modal shows for the whole download, body included (ACC-046).
 */
import { apiFetch, toApiError } from '../../providers/httpClient';
import { pendingCalls } from '../../providers/loading';
import { saveBlob } from '../../resources/framework/export/saveBlob';

export const MANUAL_FILENAME = 'manual.pdf';

/** Fetches and saves the manual; rejects with the ApiError of a failed call. */
export async function downloadManual(): Promise<void> {
  pendingCalls.begin();
  try {
    const response = await apiFetch<Response>('/api/user/manual', { raw: true, silent: true });
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch {
      throw toApiError(0, null); // the connection dropped mid-download
    }
    saveBlob(blob, MANUAL_FILENAME);
  } finally {
    pendingCalls.end();
  }
}
