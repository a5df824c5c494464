/**
 * The field errors of a refused save (D1 §9: an ApiError whose body carries `fields`, the server's
 * message per field), keyed by the form's own names: `renames` maps a server name to the form's
 * ({ agent_id: 'agentId' }). Undefined when the refusal names no field (the message bar says it all).
 */
import { ApiError } from '../../../providers/httpClient';

export function serverFieldErrors(
  error: unknown,
  renames: Readonly<Record<string, string>> = {},
): Record<string, string> | undefined {
  const fields =
    error instanceof ApiError ? (error.body as { fields?: Record<string, string> } | null)?.fields : undefined;
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [Object.hasOwn(renames, k) ? renames[k] : k, v]));
}
