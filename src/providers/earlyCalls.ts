/**
 * Calls started before the console's entry has loaded: the page's first module
 * (src/boot/routePreload.ts, bundled on its own) starts the reads of the route being opened (a
 * list's collection, an area screen's first reads) at once, instead of after the whole module
 * graph has loaded and run, and leaves the pending Response here. The console's first plain GET
 * of the same URL with the same token takes it (once) instead of asking the server again
 * (httpClient.ts; for a list, through the data provider's collection cache). The two bundles
 * share no module instance, so the calls live on globalThis under a registered symbol. Free of
 * imports: the first module must stay tiny.
 */

/** One call in flight: who may take it, and its Response. */
export interface EarlyCall {
  method: string;
  /** The URL fetch() was given (apiRoot + /api/...). */
  url: string;
  /** The session token it was sent with: only the same session takes it. */
  token: string;
  /** When it started (Date.now()): one older than EARLY_CALL_TTL_MS is not taken. */
  at: number;
  response: Promise<Response>;
  /** Stops it (a call nobody took). */
  abort: () => void;
}

/** An early call not taken within this is stale: the caller asks again. */
export const EARLY_CALL_TTL_MS = 10_000;

const REGISTRY = Symbol.for('portal.earlyCalls');

type Registry = Map<string, EarlyCall>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (holder[REGISTRY] ??= new Map());
}

const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/**
 * Starts `method url` with the headers the console's httpClient sends (Accept JSON and the
 * session token) and keeps it for takeEarlyCall. Never throws; a failed call is the taker's to
 * report, as its own would have been.
 */
export function startEarlyCall(
  method: string,
  url: string,
  token: string,
  fetchFn: typeof fetch = fetch,
  now: number = Date.now(),
): EarlyCall {
  const controller = new AbortController();
  const response = fetchFn(url, {
    method,
    headers: { Accept: 'application/json', 'x-auth-token': token },
    signal: controller.signal,
  });
  // Unhandled until taken; a rejection nobody takes must not reach the console as an error.
  response.catch(() => undefined);
  const call: EarlyCall = {
    method: method.toUpperCase(),
    url,
    token,
    at: now,
    response,
    abort: () => controller.abort(),
  };
  // A second early call of the same URL replaces the first (a new page load), which is stopped.
  registry().get(keyOf(method, url))?.abort();
  registry().set(keyOf(method, url), call);
  return call;
}

/** The pending Response of `method url` sent with `token`, taken (a second caller asks the server); else undefined. */
export function takeEarlyCall(
  method: string,
  url: string,
  token: string | null,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const calls = registry();
  const key = keyOf(method, url);
  const call = calls.get(key);
  if (!call) return undefined;
  calls.delete(key);
  if (call.token !== token || now - call.at > EARLY_CALL_TTL_MS) {
    call.abort();
    return undefined;
  }
  return call.response;
}

/** Stops and forgets every call nobody took (the boot once its prefetch has had its chance). */
export function dropEarlyCalls(): void {
  const calls = registry();
  for (const call of calls.values()) call.abort();
  calls.clear();
}
