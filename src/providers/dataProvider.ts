/**
 * react-admin DataProvider driven by the resource definitions' `api` maps (legacy paths below
 * /api, see httpClient.ts), plus the record actions, the boot prefetch and the shared lists. Its
 * parts, one concern each:
 * - collectionCache.ts: the list calls' whole collections, kept per login with ETag revalidation
 *   and the first rows of a large one handed over early;
 * - prefetchedRecords.ts: records fetched ahead of their view;
 * - recordWrites.ts: one record's read, writes and actions;
 * - recordPaths.ts: the legacy paths' placeholders.
 * Here: the list calls (search, filter, sort and page in memory by listQuery, ADM-SHELL-008) and
 * the provider's surface. Calls that belong to one resource (an agent's truckings, an owner's
 * functionaries) are that resource's extension, composed by src/resources/consoleDataProvider.ts.
 */
import type {
  DataProvider,
  DeleteManyParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
} from 'ra-core';
import { createCollectionCache, unconditional, type Fetch, type FetchRevalidated } from './collectionCache';
import { apiFetch, apiFetchRevalidated } from './httpClient';
import { yieldToPage } from './jsonArrayStream';
import { listQuery, prepareListQuery, type ListQueryParams } from './listQuery';
import { createPrefetchedRecords } from './prefetchedRecords';
import type { Rec } from './recordPaths';
import { createRecordWrites, type ActionResult } from './recordWrites';
import type { ApiContext, Endpoint, ResourceApi as ResourceDefinition } from './resourceApi';
import { getCachedIdentity } from './session';
import { SHARED_LISTS, type SharedListName } from './sharedLists';

export { fillPath } from './recordPaths';
export type { ActionResult } from './recordWrites';

export interface DataProviderDeps {
  fetch?: Fetch;
  /** Conditional list GETs; defaults to apiFetchRevalidated, or to `fetch` without ETags when only that is given. */
  fetchRevalidated?: FetchRevalidated;
  /** Login and roles for role-dependent paths and bodies; defaults to the session's cached identity. */
  getContext?: () => ApiContext;
  /** How long a fetched collection is reused (ms). */
  ttlMs?: number;
  now?: () => number;
}

export type PortalDataProvider = DataProvider & {
  /** A definition's RecordAction (block, resend activation…); `params` override path placeholders. */
  runAction(resource: string, actionName: string, record: Rec, params?: Record<string, string>): Promise<ActionResult>;
  /** Drop cached collections (one resource, or all): the list's refresh button wants fresh data. */
  invalidate(resource?: string): void;
  /** Forgets everything kept for the signed-in user (collections with their last rows and ETags, prefetched records): the session ended. */
  forgetSession(): void;
  /**
   * Starts fetching a resource's collection for the current login, as getList would, so a
   * list view mounting later finds it in flight (boot prefetch). Settles once the first rows are
   * at hand (the whole of a small collection, the head of a large one). Never rejects: a failed
   * prefetch is not kept, and getList then fails or succeeds on its own. `identityAllows`: the
   * identity is not cached yet and this says whether it lets the user list the resource; a fixed
   * list call leaves at once all the same and is kept for the login once it is known.
   */
  prefetchList(resource: string, identityAllows?: Promise<boolean>): Promise<void>;
  /**
   * The page getList would answer, at once, when the collection has arrived and is fresh (and is
   * small enough to page during a render), or, for a plain first page, the first rows of a large
   * collection still arriving (as getList would show them); else undefined. Lets a list show its
   * rows in its first render instead of a loading state first (src/boot/queryClient.ts).
   */
  peekList(resource: string, params: Partial<GetListParams>): ListPeek | undefined;
  /** A prefetched record (prefetchOne) that has arrived, at once; else undefined. */
  peekOne(resource: string, id: Identifier): Rec | undefined;
  /** One of D2 §7's shared lists (src/providers/sharedLists.ts): one request and one copy for every reader. */
  sharedList(name: SharedListName): Promise<Rec[]>;
  /**
   * Starts fetching one record, which the next getOne of it (the record view mounting) takes
   * over instead of asking again (boot prefetch of a show or edit route). Never rejects.
   */
  prefetchOne(resource: string, id: Identifier): Promise<void>;
  /**
   * While a list shows the first rows of a collection still arriving (a large legacy answer):
   * `whole`, which settles when the collection has arrived; nothing once it has (or when nothing
   * streams). A promise, as react-admin's dataProvider proxy wants of every method.
   */
  arrivingCollection(resource: string): Promise<{ whole?: Promise<unknown> }>;
};

/** A page at hand: sorted with its total, or the first rows of a collection still arriving (partial paging). */
export type ListPeek =
  | { data: Rec[]; total: number; pageInfo?: undefined }
  | { data: Rec[]; total?: undefined; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean } };

export const DEFAULT_LIST_TTL_MS = 30_000;

/**
 * Above this many rows a page is not computed during a render (peekList): the list waits as
 * before; and the first query of its kind on the collection builds its index a slice at a time
 * (prepareListQuery), giving the page back between slices.
 */
const PEEK_MAX_ROWS = 5_000;

/** Between two slices of a large collection's index: the page runs what waits (a render, an input). */
const yieldToInput = () => yieldToPage(false);

/** No search, no filter, the first page: what a collection's first rows can answer before the whole has come. */
function isPlainFirstPage(params: Partial<GetListParams>): boolean {
  const { q, ...filter } = (params.filter ?? {}) as Rec;
  return !q && Object.keys(filter).length === 0 && (params.pagination?.page ?? 1) === 1;
}

const defaultContext = (): ApiContext => {
  const identity = getCachedIdentity();
  return { login: identity?.login, roles: identity?.authorities ?? [] };
};

export function createDataProvider(
  definitions: readonly ResourceDefinition[],
  deps: DataProviderDeps = {},
): PortalDataProvider {
  const fetchFn: Fetch = deps.fetch ?? apiFetch;
  const context = deps.getContext ?? defaultContext;
  const collections = createCollectionCache({
    fetch: fetchFn,
    fetchRevalidated: deps.fetchRevalidated ?? (deps.fetch ? unconditional(deps.fetch) : apiFetchRevalidated),
    ttlMs: deps.ttlMs ?? DEFAULT_LIST_TTL_MS,
    now: deps.now ?? Date.now,
  });
  const byName = new Map(definitions.map((d) => [d.name, d]));

  function definition(resource: string): ResourceDefinition {
    const d = byName.get(resource);
    if (!d) throw new Error(`Recurso desconocido: ${resource}`);
    return d;
  }

  function invalidate(resource?: string) {
    prefetched.invalidate(resource);
    collections.invalidate(resource);
  }

  const records = createRecordWrites({ definition, context, fetch: fetchFn, invalidate });
  const prefetched = createPrefetchedRecords(records.getOne, () => context().login);

  const listEndpoint = (d: ResourceDefinition, ctx: ApiContext): Endpoint =>
    typeof d.api.list === 'function' ? d.api.list(ctx) : d.api.list;

  /** The list call's cache key for the current login. */
  function listKey(resource: string) {
    const d = definition(resource);
    const ctx = context();
    const endpoint = listEndpoint(d, ctx);
    return { d, ctx, endpoint, key: collections.keyOf(resource, endpoint, ctx) };
  }

  /** What listQuery answers a getList with: search, filter, sort and page of the list's rules. */
  function queryOf(d: ResourceDefinition, params: Partial<GetListParams>): ListQueryParams {
    const { q, ...filter } = (params.filter ?? {}) as Rec;
    return {
      search: d.search,
      q: typeof q === 'string' ? q : undefined,
      filter,
      sort: params.sort ?? d.list?.sort,
      pagination: params.pagination,
    };
  }

  /** A page of rows at hand, as getList would answer it. */
  function pageOf(d: ResourceDefinition, rows: Rec[], params: Partial<GetListParams>) {
    const { data, total } = listQuery(rows, queryOf(d, params));
    return { data, total };
  }

  /** A large collection's index for this query, built a slice at a time before listQuery reads it. */
  async function prepared(d: ResourceDefinition, rows: Rec[], params: Partial<GetListParams>): Promise<Rec[]> {
    if (rows.length > PEEK_MAX_ROWS) await prepareListQuery(rows, queryOf(d, params), yieldToInput);
    return rows;
  }

  // react-admin types an answer by its caller's RecordType (getList<Product>); the records are the
  // server's own, so the answers below are cast once to the caller's type.
  async function getList<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
    const { d, ctx, endpoint, key } = listKey(resource);
    const pending = collections.collection(resource, endpoint, ctx);
    // A large collection's first page shows while the rest arrives; search, filters, sort and the
    // other pages wait for the whole (the list says so).
    if (isPlainFirstPage(params)) {
      const early = await collections.headPage(key, params.pagination?.perPage ?? 10);
      if (early) return { ...early, data: early.data as R[] };
    }
    const page = pageOf(d, await prepared(d, await pending, params), params);
    return { ...page, data: page.data as R[] };
  }

  const provider: PortalDataProvider = {
    getList,

    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>) {
      const early = prefetched.take(resource, params.id);
      const record = early
        ? await early.catch(() => records.getOne(resource, params.id))
        : await records.getOne(resource, params.id);
      return { data: record as R };
    },

    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>) {
      const cached = collections.fresh(listKey(resource).key);
      const rows = cached ? await cached.rows.catch(() => []) : [];
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const data = await Promise.all(params.ids.map((id) => byId.get(String(id)) ?? records.getOne(resource, id)));
      return { data: data as R[] };
    },

    async getManyReference(resource: string, params: GetManyReferenceParams) {
      return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    create: records.create,

    update: records.update,

    async updateMany(resource: string, params: UpdateManyParams) {
      for (const id of params.ids) {
        const current = await records.getOne(resource, id);
        await records.update(resource, { id, data: { ...current, ...params.data }, previousData: current as RaRecord });
      }
      return { data: params.ids };
    },

    delete: records.remove,

    async deleteMany(resource: string, params: DeleteManyParams) {
      for (const id of params.ids) await records.remove(resource, { id });
      return { data: params.ids };
    },

    runAction: records.runAction,

    invalidate,

    forgetSession() {
      prefetched.invalidate();
      collections.clear();
    },

    async prefetchList(resource, identityAllows) {
      try {
        const { d, endpoint, ctx, key } = listKey(resource);
        // The identity on its way: the call leaves now only when it cannot depend on it (a fixed
        // path), and is kept under the login's key once the identity has come; else after it.
        if (identityAllows && (typeof d.api.list === 'function' || endpoint.path.includes('{'))) {
          if (await identityAllows) await provider.prefetchList(resource);
          return;
        }
        const whole = collections.collection(resource, endpoint, ctx);
        if (identityAllows) {
          void identityAllows.then(
            (ok) => (ok ? collections.adopt(listKey(resource).key, key) : collections.dropUnadopted(key)),
            () => collections.dropUnadopted(key),
          );
        }
        // Settles with the first rows: the head of a large collection still arriving, or the whole.
        await Promise.race([whole, collections.arriving(key)?.rows ?? whole]);
      } catch {
        // Not kept (see collectionCache); the list view's own getList reports the failure.
      }
    },
    peekList(resource, params) {
      const d = byName.get(resource);
      if (!d) return undefined;
      const { key } = listKey(resource);
      const rows = collections.fresh(key)?.settled;
      if (!rows)
        return isPlainFirstPage(params) ? collections.peekHead(key, params.pagination?.perPage ?? 10) : undefined;
      if (rows.length > PEEK_MAX_ROWS) return undefined;
      return pageOf(d, rows, params);
    },
    peekOne: (resource, id) => prefetched.peek(resource, id),
    async sharedList(name) {
      const source: { cacheAs: string; endpoint?: Endpoint } = SHARED_LISTS[name];
      const endpoint = source.endpoint ?? listKey(source.cacheAs).endpoint;
      // Silent: a picker filling in must not raise the loading modal.
      return collections.collection(source.cacheAs, endpoint, context(), true);
    },
    prefetchOne: (resource, id) => prefetched.prefetch(resource, id),
    async arrivingCollection(resource) {
      const { d, key } = listKey(resource);
      const arriving = collections.arriving(key);
      // Settles once the list can show its sorted first page at once: the whole has arrived and
      // its default order is built (a slice at a time).
      return arriving?.shown ? { whole: arriving.whole.then((rows) => prepared(d, rows, {})) } : {};
    },
  };
  return provider;
}
