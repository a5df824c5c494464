/**
 * The legacy generic per-model service answers one record at a time exactly as ra-data-simple-rest
 * asks: GET /{model}/{id}, POST /{model}, PUT /{model}/{id}, DELETE /{model}/{id}. Where a
 * definition's endpoint is that call, the data provider hands it to ra-data-simple-rest, over the
 * portal's HTTP client (the /api root, the session token, errors as 'message - code'). Lists and
 * legacy-specific paths stay the data provider's own (docs/decisions.md P23).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { Endpoint, ResourceApi as ResourceDefinition, WriteEndpoint } from './resourceApi';
import type { ApiFetchOptions, HttpMethod } from './httpClient';

type Fetch = <T>(path: string, opts?: ApiFetchOptions) => Promise<T>;
export type GenericOperation = 'getOne' | 'create' | 'update' | 'delete';

const MODEL = '([A-Za-z][A-Za-z0-9_-]*)';
const SHAPES: Record<GenericOperation, { method: Endpoint['method']; path: RegExp }> = {
  getOne: { method: 'GET', path: new RegExp(`^/${MODEL}/\\{id\\}$`) },
  create: { method: 'POST', path: new RegExp(`^/${MODEL}$`) },
  update: { method: 'PUT', path: new RegExp(`^/${MODEL}/\\{id\\}$`) },
  delete: { method: 'DELETE', path: new RegExp(`^/${MODEL}/\\{id\\}$`) },
};

/** The model when the definition's endpoint for `op` is the generic service's call, with no body or result transform. */
export function genericModel(d: ResourceDefinition, op: GenericOperation): string | undefined {
  const endpoint = d.api[op] as WriteEndpoint | undefined;
  if (!endpoint || endpoint.method !== SHAPES[op].method || endpoint.body || endpoint.result) return undefined;
  return SHAPES[op].path.exec(endpoint.path)?.[1];
}

/** ra-data-simple-rest over `fetchFn`: its URLs are paths below /api, its bodies JSON text. */
export function genericService(fetchFn: Fetch): DataProvider {
  return simpleRestProvider('', async (url, options = {}) => {
    const body = typeof options.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
    const json = await fetchFn<unknown>(url, {
      method: (options.method ?? 'GET') as HttpMethod,
      body,
      signal: options.signal ?? undefined,
    });
    return { status: 200, headers: new Headers(), body: JSON.stringify(json ?? null), json };
  });
}
