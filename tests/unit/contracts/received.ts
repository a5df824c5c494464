/**
 * The request the mock receives for what the console sends through a codec (src/domain/legacyCall.ts):
 * the params read back from the path as express reads them (a trailing slash is the same route),
 * the query string parsed, the body crossed as JSON.
 */
import type { LegacyCall, WireRequest } from '../../../src/domain/legacyCall';

export function received<T>(call: LegacyCall<T>, input: T): WireRequest {
  const { path, body } = call.toWire(input);
  const [pathname = '', search = ''] = path.split('?');
  const names = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const pattern = new RegExp(`^${call.path.replace(/:(\w+)/g, '([^/]*)')}/?$`);
  const values = pattern.exec(pathname);
  if (!values) throw new Error(`${path} is not ${call.path}`);
  const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(values[i + 1] ?? '')]));
  const query = Object.fromEntries(new URLSearchParams(search));
  return { params, query, body: body === undefined ? undefined : JSON.parse(JSON.stringify(body)) };
}

export const roundTrip = <T>(call: LegacyCall<T>, input: T) => call.fromWire(received(call, input));
