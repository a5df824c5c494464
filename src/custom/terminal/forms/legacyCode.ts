/**
 * D2 §8 names the legacy server's own codes for some refusals (588 TATC format, 589 TATC refused,
 * 200 cancel refused); the mock sends them as `legacyCode` beside the contract's `code` (the HTTP
 * status). The message bar shows the legacy code then: 'message - 588'.
 */
import { ApiError } from '../../../providers/httpClient';

export function withLegacyCode(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.body as { legacyCode?: unknown } | null;
  const legacy =
    typeof body?.legacyCode === 'string' || typeof body?.legacyCode === 'number' ? String(body.legacyCode) : undefined;
  if (!legacy || legacy === error.code) return error;
  return new ApiError(`${error.serverMessage} - ${legacy}`, error.status, legacy, error.serverMessage, error.body);
}
