/** The request the mock receives for what the console sends through a codec (params read back from the path, the body as JSON). */
import type { LegacyCall, WireRequest } from '../../../src/domain/legacyCall';

export function received<T>(call: LegacyCall<T>, input: T): WireRequest {
  const { path: sent, body } = call.toWire(input);
  const [path = '', search = ''] = sent.split('?');
  const names = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const pattern = new RegExp(`^${call.path.replace(/:(\w+)/g, '([^/]+)')}$`);
  const values = pattern.exec(path)?.slice(1) ?? [];
  const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(values[i] ?? '')]));
  return { params, query: Object.fromEntries(new URLSearchParams(search)), body: body === undefined ? undefined : JSON.parse(JSON.stringify(body)) };
}

export const roundTrip = <T>(call: LegacyCall<T>, input: T) => call.fromWire(received(call, input));
