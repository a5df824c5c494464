/** A multipart POST to the legacy /api (an upload), with the session token; apiFetch sends JSON only. Errors as apiFetch's. */
import { resolveUrl, toApiError } from '../../../providers/httpClient';
import { getToken } from '../../../providers/session';

export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const token = getToken();
  const response = await fetch(resolveUrl(path), {
    method: 'POST',
    body: form,
    headers: token ? { 'x-auth-token': token } : {},
  }).catch(() => undefined);
  const body: unknown = await response?.json().catch(() => null);
  if (!response || !response.ok) throw toApiError(response?.status ?? 0, body);
  return body as T;
}
