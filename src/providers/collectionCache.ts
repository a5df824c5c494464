/**
 * The list calls' collections (ADM-SHELL-008, P17). The legacy list calls return whole
 * collections: one is fetched once and kept (per resource + resolved list path + login) so every
 * keystroke, page and sort of the list view is answered locally. The copy is dropped on any write
 * or action on that resource, on invalidate(), and after a TTL so coming back later refetches.
 *
 * Refetching revalidates: the last rows and their ETag outlive the TTL and invalidate(), the next
 * fetch sends If-None-Match, and a 304 reuses the rows instead of downloading the whole collection
 * again. A write bumps the server's version, so after one the answer is a 200.
 *
 * A large collection streams: its first rows (the head) are handed over before the whole arrives,
 * so a plain first page can show at once (headPage; peekHead for a list's first render).
 */
import type { apiFetch, ApiFetchOptions, Revalidated } from './httpClient';
import { fillPath, fromRecord, rowsOf, type Rec } from './recordPaths';
import type { ApiContext, Endpoint } from './resourceApi';

export type Fetch = typeof apiFetch;
export type FetchRevalidated = (
  path: string,
  etag: string | null | undefined,
  opts?: ApiFetchOptions,
) => Promise<Revalidated<unknown>>;

/** Rows of a streaming collection handed over first: enough for the largest first page (50). */
const HEAD_ROWS = 100;
/**
 * How long a first page waits for the whole collection once its head has arrived: a small list
 * arrives within it and shows sorted at once; a large one shows its first rows and says the rest
 * is on its way.
 */
const HEAD_GRACE_MS = 60;

interface CacheEntry {
  at: number;
  rows: Promise<Rec[]>;
  /** The rows once they have arrived: what peekList reads without waiting. */
  settled?: Rec[];
}

/** The last rows a server sent for a collection and their ETag: what a 304 says is still current. */
interface Validated {
  etag: string;
  rows: Rec[];
}

/** The first rows of a collection still arriving; `shown` once a page showed them. */
interface Arriving {
  rows: Promise<Rec[]>;
  whole: Promise<Rec[]>;
  shown?: boolean;
  first: FirstRows;
}

/** The first rows of a collection once they have come, and when (now()). */
interface FirstRows {
  rows?: Rec[];
  at?: number;
}

export interface CollectionCacheDeps {
  fetch: Fetch;
  /** Conditional GETs (If-None-Match). */
  fetchRevalidated: FetchRevalidated;
  /** How long a fetched collection is reused (ms). */
  ttlMs: number;
  now: () => number;
}

/** `fetch` as a conditional GET that never revalidates: the plain behaviour when no ETag support is given. */
export const unconditional =
  (fetchFn: Fetch): FetchRevalidated =>
  async (path, _etag, opts) => ({ status: 200, etag: null, data: await fetchFn<unknown>(path, opts) });

export type CollectionCache = ReturnType<typeof createCollectionCache>;

export function createCollectionCache({ fetch: fetchFn, fetchRevalidated, ttlMs: ttl, now }: CollectionCacheDeps) {
  const cache = new Map<string, CacheEntry>();
  // Not cleared by invalidate() or the TTL: it only makes the next fetch conditional.
  const validated = new Map<string, Validated>();
  // The first rows of a collection still arriving, by cache key; gone once the whole has arrived.
  const heads = new Map<string, Arriving>();

  const cacheKey = (resource: string, path: string, ctx: ApiContext) =>
    `${resource}\u0000${path}\u0000${ctx.login ?? ''}`;
  /** A collection's path for the caller (its placeholders from the context) and its cache key. */
  const collectionAt = (resource: string, endpoint: Endpoint, ctx: ApiContext) => {
    const path = fillPath(endpoint.path, fromRecord({}, ctx));
    return { path, key: cacheKey(resource, path, ctx) };
  };

  /** The collection kept under `key`, when still within its TTL. */
  function fresh(key: string): CacheEntry | undefined {
    const entry = cache.get(key);
    if (entry && now() - entry.at < ttl) return entry;
    if (entry) cache.delete(key);
    return undefined;
  }

  /** GET the collection, conditional on the last ETag seen for it; a 304 answers the kept rows. */
  async function download(
    key: string,
    path: string,
    endpoint: Endpoint,
    silent: boolean,
    onHead: (rows: Rec[]) => void,
  ): Promise<Rec[]> {
    const known = validated.get(key);
    const arrayHead = { rows: HEAD_ROWS, onHead: (rows: unknown[]) => onHead(rowsOf(rows)) };
    // On a cold load (no ETag known yet) this GET takes over the one the page's first module sent
    // (httpClient, earlyCalls.ts): the rows do not wait for the console's modules.
    const res = await fetchRevalidated(path, known?.etag, { method: endpoint.method, silent, arrayHead });
    if (res.status === 304 && known) return known.rows;
    if (res.status === 304) {
      // A 304 to a request that named no ETag of ours (a browser cache's own revalidation): ask plainly.
      return rowsOf(await fetchFn<unknown>(path, { method: endpoint.method, silent }));
    }
    const rows = rowsOf(res.data);
    if (res.etag) validated.set(key, { etag: res.etag, rows });
    else validated.delete(key);
    return rows;
  }

  /** The whole collection, fetched once per TTL; concurrent callers share the same request. */
  function collection(resource: string, endpoint: Endpoint, ctx: ApiContext, silent = false): Promise<Rec[]> {
    const { path, key } = collectionAt(resource, endpoint, ctx);
    const hit = fresh(key);
    if (hit) return hit.rows;
    let giveHead: (rows: Rec[]) => void = () => undefined;
    const headRows = new Promise<Rec[]>((resolve) => (giveHead = resolve));
    const first: FirstRows = {};
    const rows = download(key, path, endpoint, silent, (head) => {
      first.rows = head;
      first.at = now();
      giveHead(head);
    });
    heads.set(key, { rows: headRows, whole: rows, first });
    const entry: CacheEntry = { at: now(), rows };
    cache.set(key, entry);
    void rows
      .then(
        (all) => {
          entry.settled = all;
          giveHead(all);
        },
        () => {
          giveHead([]);
          for (const [k, entry] of cache) if (entry.rows === rows) cache.delete(k);
        },
      )
      .finally(() => {
        // By value: a prefetch made before the identity was known may have moved under its login's key.
        for (const [k, head] of heads) if (head.whole === rows) heads.delete(k);
      });
    return rows;
  }

  /** A collection fetched before the login was known, moved under the current login's `key` (same call only). */
  function adopt(key: string, anonymousKey: string) {
    const entry = cache.get(anonymousKey);
    if (key === anonymousKey || !entry) return;
    // Only the same call (a key differs from the anonymous one by its login alone).
    if (key.startsWith(anonymousKey) && !cache.has(key)) {
      cache.set(key, entry);
      const head = heads.get(anonymousKey);
      if (head) heads.set(key, head);
    }
    dropUnadopted(anonymousKey);
  }
  function dropUnadopted(anonymousKey: string) {
    cache.delete(anonymousKey);
    heads.delete(anonymousKey);
  }

  /**
   * A plain first page (no search, no filter) of a collection still arriving: its first rows in
   * the order the server sent them, when the whole has not come within HEAD_GRACE_MS of them.
   */
  async function headPage(key: string, perPage: number) {
    const arriving = heads.get(key);
    if (!arriving) return undefined;
    const whole = arriving.whole.then(
      () => undefined,
      () => undefined,
    );
    const head = await Promise.race([arriving.rows, whole]);
    if (!head || !heads.has(key)) return undefined;
    const late = await Promise.race([
      whole.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), HEAD_GRACE_MS)),
    ]);
    if (!late || !heads.has(key)) return undefined;
    arriving.shown = true;
    return {
      data: head.slice(0, perPage),
      pageInfo: { hasNextPage: head.length > perPage || heads.has(key), hasPreviousPage: false },
    };
  }

  /**
   * headPage at once, for a render: the first rows of a collection still arriving when they came
   * at least HEAD_GRACE_MS ago (the whole is late), else undefined. A list rendering with them
   * shows its rows in its first render instead of a loading state first.
   */
  function peekHead(key: string, perPage: number) {
    const arriving = heads.get(key);
    const head = arriving?.first.rows;
    if (!arriving || !head || arriving.first.at === undefined || now() - arriving.first.at < HEAD_GRACE_MS)
      return undefined;
    arriving.shown = true;
    return {
      data: head.slice(0, perPage),
      pageInfo: { hasNextPage: head.length > perPage || heads.has(key), hasPreviousPage: false },
    };
  }

  /** Drops kept collections (one resource's, or all); their ETags stay for the next fetch. */
  function invalidate(resource?: string) {
    if (resource === undefined) return cache.clear();
    for (const key of [...cache.keys()]) if (key.startsWith(`${resource}\u0000`)) cache.delete(key);
  }

  return {
    /** The cache key of a collection call for the context's login. */
    keyOf: (resource: string, endpoint: Endpoint, ctx: ApiContext) => collectionAt(resource, endpoint, ctx).key,
    collection,
    fresh,
    adopt,
    dropUnadopted,
    headPage,
    peekHead,
    /** The collection under `key` while it is still arriving, else undefined. */
    arriving: (key: string): Arriving | undefined => heads.get(key),
    invalidate,
    /** Forgets everything, the last rows and their ETags too: the session that fetched them has ended. */
    clear() {
      cache.clear();
      validated.clear();
      heads.clear();
    },
  };
}
