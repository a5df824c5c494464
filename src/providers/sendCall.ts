/**
 * Sends one legacy call through its codec (src/domain/legacyCall.ts): the path and body are the
 * codec's `toWire`, the exchange is apiFetch's (token, loading modal, 'mensaje - código').
 */
import type { LegacyCall } from '../domain/legacyCall';
import { apiFetch, type ApiFetchOptions } from './httpClient';

export function sendCall<T, Input>(
  call: LegacyCall<Input>,
  input: Input,
  opts: Omit<ApiFetchOptions, 'method' | 'body'> = {},
): Promise<T> {
  const { path, body } = call.toWire(input);
  return apiFetch<T>(path, { ...opts, method: call.method, ...(body === undefined ? {} : { body }) });
}
