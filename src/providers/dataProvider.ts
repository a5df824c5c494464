/**
 * react-admin DataProvider driven by the resource definitions' `api` maps (legacy paths below
 * /api, see httpClient.ts), plus the record actions and the agent's custom calls.
 *
 * The legacy list calls return whole collections: getList fetches a collection once and keeps
 * it (per resource + resolved list path + login) so every keystroke, page and sort of the list
 * view is answered locally by listQuery (ADM-SHELL-008). The copy is dropped on any write or
 * action on that resource, on invalidate(), and after a TTL so coming back later refetches.
 *
 * Refetching revalidates: the last rows and their ETag outlive the TTL and invalidate(), the
 * next fetch sends If-None-Match, and a 304 reuses the rows instead of downloading the whole
 * collection again. A write bumps the server's version, so after one the answer is a 200.
 */
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';
import type { ApiContext, Endpoint, ResourceApi as ResourceDefinition, WriteEndpoint } from './resourceApi';
import { genericModel, genericService } from './genericService';
import { apiFetch, apiFetchRevalidated, type ApiFetchOptions, type Revalidated } from './httpClient';
import { getPath, listQuery, typeaheadSuggestions } from './listQuery';
import { typeaheadReady } from '../domain/typeahead';
import { getCachedIdentity } from './session';
import { SHARED_LISTS, type SharedListName } from './sharedLists';

type Rec = Record<string, unknown>;
type Fetch = typeof apiFetch;
type FetchRevalidated = (path: string, etag: string | null | undefined, opts?: ApiFetchOptions) => Promise<Revalidated<unknown>>;

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

/** What runAction answers: the updated record when the server sent one (else null), and the raw answer. */
export interface ActionResult {
  data: Rec | null;
  response: unknown;
}

export interface TruckingRef {
  id?: unknown;
  name?: unknown;
  [key: string]: unknown;
}

export type PortalDataProvider = DataProvider & {
  /** A definition's RecordAction (block, resend activation…); `params` override path placeholders. */
  runAction(resource: string, actionName: string, record: Rec, params?: Record<string, string>): Promise<ActionResult>;
  /** GET /truckingcompany/truckingcobyaga/{id}. */
  agentTruckings(agentId: Identifier): Promise<Rec[]>;
  /** GET /truckingcompany/searchall once, then by name or RUT: min 3 characters, at most 10 (ADM-AGA-044). */
  searchTruckings(q: string): Promise<Rec[]>;
  /** POST /agent/addtruckingco/{id} body {id, name, role:'HAULIER'} → the agent's truckings. */
  addTrucking(agentId: Identifier, trucking: TruckingRef): Promise<Rec[]>;
  /** POST /agent/deletetruckingco/{id} body the trucking company → the agent's truckings. */
  removeTrucking(agentId: Identifier, trucking: TruckingRef): Promise<Rec[]>;
  /** GET /functionary/getByOwner/{id}. */
  functionariesOf(ownerId: Identifier): Promise<Rec[]>;
  /** Drop cached collections (one resource, or all): the list's refresh button wants fresh data. */
  invalidate(resource?: string): void;
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
   * small enough to page during a render); else undefined. Lets a list show its rows in its first
   * render instead of a loading state first (src/boot/queryClient.ts).
   */
  peekList(resource: string, params: Partial<GetListParams>): { data: Rec[]; total: number } | undefined;
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

export const DEFAULT_LIST_TTL_MS = 30_000;

/** Rows of a streaming collection handed over first: enough for the largest first page (50). */
const HEAD_ROWS = 100;
/**
 * How long a first page waits for the whole collection once its head has arrived: a small list
 * arrives within it and shows sorted at once; a large one shows its first rows and says the rest
 * is on its way.
 */
const HEAD_GRACE_MS = 60;
/** Above this many rows a page is not computed during a render (peekList): the list waits as before. */
const PEEK_MAX_ROWS = 5_000;
/** A prefetched record nobody asked for within this is dropped: the view fetches its own. */
const PREFETCHED_ONE_TTL_MS = 10_000;

const TRUCKINGS = SHARED_LISTS.truckings.cacheAs;
const SEARCH_ALL: Endpoint = SHARED_LISTS.truckings.endpoint;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const rowsOf = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRec) : []);

/**
 * Path placeholders computed from the record rather than read from it.
 * POST /storekeeper/block/{id}/{block}: 'true' blocks an active record, 'false' unblocks it.
 */
const DERIVED_PLACEHOLDERS: Record<string, (record: Rec) => string> = {
  block: (r) => (isRec(r.user) && r.user.activated === false ? 'false' : 'true'),
};

/** Replaces each {name} with its URL-encoded value; a missing value is an error, never a literal "{name}". */
export function fillPath(template: string, valueOf: (name: string) => unknown): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = valueOf(name);
    if (value === undefined || value === null || value === '' || typeof value === 'object') {
      throw new Error(`Falta el valor de {${name}} para ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Value for a placeholder: the record's (dotted) field, else {login} from the context. */
function fromRecord(record: Rec, ctx: ApiContext) {
  return (name: string): unknown => {
    const value = getPath(record, name);
    if (value !== undefined) return value;
    return name === 'login' ? ctx.login : undefined;
  };
}

const defaultContext = (): ApiContext => {
  const identity = getCachedIdentity();
  return { login: identity?.login, roles: identity?.authorities ?? [] };
};

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

/** `fetch` as a conditional GET that never revalidates: the plain behaviour when no ETag support is given. */
const unconditional =
  (fetchFn: Fetch): FetchRevalidated =>
  async (path, _etag, opts) => ({ status: 200, etag: null, data: await fetchFn<unknown>(path, opts) });

export function createDataProvider(definitions: readonly ResourceDefinition[], deps: DataProviderDeps = {}): PortalDataProvider {
  const fetchFn: Fetch = deps.fetch ?? apiFetch;
  const fetchRevalidated: FetchRevalidated =
    deps.fetchRevalidated ?? (deps.fetch ? unconditional(deps.fetch) : apiFetchRevalidated);
  const context = deps.getContext ?? defaultContext;
  const ttl = deps.ttlMs ?? DEFAULT_LIST_TTL_MS;
  const now = deps.now ?? Date.now;
  const byName = new Map(definitions.map((d) => [d.name, d]));
  // Single-record calls that are the legacy generic service's go through ra-data-simple-rest.
  const rest = genericService(fetchFn);
  const cache = new Map<string, CacheEntry>();
  // Not cleared by invalidate() or the TTL: it only makes the next fetch conditional.
  const validated = new Map<string, Validated>();

  function definition(resource: string): ResourceDefinition {
    const d = byName.get(resource);
    if (!d) throw new Error(`Recurso desconocido: ${resource}`);
    return d;
  }

  const unsupported = (resource: string, operation: string) => new Error(`${resource}: ${operation} no está disponible`);

  const listEndpoint = (d: ResourceDefinition, ctx: ApiContext): Endpoint =>
    typeof d.api.list === 'function' ? d.api.list(ctx) : d.api.list;

  /**
   * Records fetched ahead of their view (prefetchOne), each taken once by the view's getOne;
   * `arrived` once it has come (what peekOne hands over at once).
   */
  const prefetchedOnes = new Map<string, { pending: Promise<Rec>; arrived?: Rec }>();
  const cacheKey = (resource: string, path: string, ctx: ApiContext) => `${resource}\u0000${path}\u0000${ctx.login ?? ''}`;
  /** A collection's path for the caller (its placeholders from the context) and its cache key. */
  const collectionAt = (resource: string, endpoint: Endpoint, ctx: ApiContext) => {
    const path = fillPath(endpoint.path, fromRecord({}, ctx));
    return { path, key: cacheKey(resource, path, ctx) };
  };

  function fresh(key: string): CacheEntry | undefined {
    const entry = cache.get(key);
    if (entry && now() - entry.at < ttl) return entry;
    if (entry) cache.delete(key);
    return undefined;
  }

  // The first rows of a collection still arriving, by cache key; gone once the whole has arrived.
  const heads = new Map<string, { rows: Promise<Rec[]>; whole: Promise<Rec[]>; shown?: boolean }>();

  /** GET the collection, conditional on the last ETag seen for it; a 304 answers the kept rows. */
  async function download(key: string, path: string, endpoint: Endpoint, silent: boolean, onHead: (rows: Rec[]) => void): Promise<Rec[]> {
    const known = validated.get(key);
    const arrayHead = { rows: HEAD_ROWS, onHead: (rows: unknown[]) => onHead(rowsOf(rows)) };
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
    const rows = download(key, path, endpoint, silent, (head) => giveHead(head));
    heads.set(key, { rows: headRows, whole: rows });
    const entry: CacheEntry = { at: now(), rows };
    cache.set(key, entry);
    void rows.then(
      (all) => {
        entry.settled = all;
        giveHead(all);
      },
      () => {
        giveHead([]);
        for (const [k, entry] of cache) if (entry.rows === rows) cache.delete(k);
      },
    ).finally(() => {
      // By value: a prefetch made before the identity was known may have moved under its login's key.
      for (const [k, head] of heads) if (head.whole === rows) heads.delete(k);
    });
    return rows;
  }

  /** A collection fetched before the login was known, moved under the current login's key (same call only). */
  function adopt(resource: string, anonymousKey: string) {
    const { key } = listKey(resource);
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

  /** The list call's cache key for the current login. */
  function listKey(resource: string) {
    const d = definition(resource);
    const ctx = context();
    const endpoint = listEndpoint(d, ctx);
    return { d, ctx, endpoint, key: collectionAt(resource, endpoint, ctx).key };
  }

  /**
   * A plain first page (no search, no filter) of a collection still arriving: its first rows in
   * the order the server sent them, when the whole has not come within HEAD_GRACE_MS of them.
   */
  async function headPage(key: string, perPage: number) {
    const arriving = heads.get(key);
    if (!arriving) return undefined;
    const whole = arriving.whole.then(() => undefined, () => undefined);
    const head = await Promise.race([arriving.rows, whole]);
    if (!head || !heads.has(key)) return undefined;
    const late = await Promise.race([whole.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), HEAD_GRACE_MS))]);
    if (!late || !heads.has(key)) return undefined;
    arriving.shown = true;
    return { data: head.slice(0, perPage) as any[], pageInfo: { hasNextPage: head.length > perPage || heads.has(key), hasPreviousPage: false } };
  }

  function invalidate(resource?: string) {
    for (const key of [...prefetchedOnes.keys()]) if (resource === undefined || key.startsWith(`${resource}\u0000`)) prefetchedOnes.delete(key);
    if (resource === undefined) return cache.clear();
    for (const key of [...cache.keys()]) if (key.startsWith(`${resource}\u0000`)) cache.delete(key);
  }

  /** Sends a write (create/update/action) as its endpoint says: path placeholders, body transform. */
  async function write(endpoint: WriteEndpoint, record: Rec, ctx: ApiContext, valueOf: (name: string) => unknown, defaultBody: boolean) {
    const path = fillPath(endpoint.path, valueOf);
    const body = endpoint.body ? endpoint.body(record, ctx) : defaultBody ? record : undefined;
    return fetchFn<unknown>(path, { method: endpoint.method, body });
  }

  /** The record a write answered (through the endpoint's result transform), else the one sent. */
  function resultOf(endpoint: WriteEndpoint, response: unknown, sent: Rec): Rec {
    const out = endpoint.result && isRec(response) ? endpoint.result(response, sent) : response;
    if (!isRec(out)) return sent;
    return out.id === undefined ? { ...out, id: sent.id } : out;
  }

  const oneKey = (resource: string, id: Identifier) => `${resource}\u0000${String(id)}\u0000${context().login ?? ''}`;
  function takePrefetchedOne(resource: string, id: Identifier): Promise<Rec> | undefined {
    const key = oneKey(resource, id);
    const early = prefetchedOnes.get(key);
    prefetchedOnes.delete(key);
    return early?.pending;
  }

  async function getOne(resource: string, id: Identifier): Promise<Rec> {
    const d = definition(resource);
    const model = genericModel(d, 'getOne');
    const path = fillPath(d.api.getOne.path, (name) => (name === 'id' ? id : undefined));
    const res = model ? (await rest.getOne(model, { id })).data : await fetchFn<unknown>(path, { method: d.api.getOne.method });
    if (!isRec(res)) throw new Error(`${resource}/${id}: respuesta vacía`);
    return res.id === undefined ? { ...res, id } : res;
  }

  /** A page of rows at hand, as getList would answer it: search, filter, sort and page of the list's rules. */
  function pageOf(d: ResourceDefinition, rows: Rec[], params: Partial<GetListParams>) {
    const { q, ...filter } = (params.filter ?? {}) as Rec;
    const { data, total } = listQuery(rows, {
      search: d.search,
      q: typeof q === 'string' ? q : undefined,
      filter,
      sort: params.sort ?? d.list?.sort,
      pagination: params.pagination,
    });
    // react-admin types results by the caller's RecordType; the records are the server's own.
    return { data: data as any[], total };
  }

  async function getList(resource: string, params: GetListParams) {
    const { d, ctx, endpoint, key } = listKey(resource);
    const pending = collection(resource, endpoint, ctx);
    const { q, ...filter } = (params.filter ?? {}) as Rec;
    // A large collection's first page shows while the rest arrives; search, filters, sort and the
    // other pages wait for the whole (the list says so).
    const plainFirstPage = !q && Object.keys(filter).length === 0 && (params.pagination?.page ?? 1) === 1;
    if (plainFirstPage) {
      const early = await headPage(key, params.pagination?.perPage ?? 10);
      if (early) return early;
    }
    return pageOf(d, await pending, params);
  }

  async function update(resource: string, params: UpdateParams) {
    const d = definition(resource);
    const endpoint = d.api.update;
    if (!endpoint) throw unsupported(resource, 'update');
    const ctx = context();
    const sent: Rec = { ...(params.data as Rec), id: (params.data as Rec).id ?? params.id };
    const model = genericModel(d, 'update');
    try {
      const res = model
        ? (await rest.update(model, { id: params.id, data: sent, previousData: params.previousData })).data
        : await write(endpoint, sent, ctx, (name) => (name === 'id' ? params.id : fromRecord(sent, ctx)(name)), true);
      return { data: resultOf(endpoint, res, sent) as any };
    } finally {
      invalidate(resource);
    }
  }

  async function remove(resource: string, params: DeleteParams) {
    const d = definition(resource);
    const endpoint = d.api.delete;
    if (!endpoint) throw unsupported(resource, 'delete');
    const record: Rec = { ...(params.previousData as Rec | undefined), id: params.id };
    const model = genericModel(d, 'delete');
    try {
      if (model) await rest.delete(model, { id: params.id, previousData: params.previousData });
      else await fetchFn<unknown>(fillPath(endpoint.path, fromRecord(record, context())), { method: endpoint.method });
    } finally {
      invalidate(resource);
    }
    return { data: record as any };
  }

  const provider: PortalDataProvider = {
    getList,

    async getOne(resource: string, params: GetOneParams) {
      const early = takePrefetchedOne(resource, params.id);
      const record = early ? await early.catch(() => getOne(resource, params.id)) : await getOne(resource, params.id);
      return { data: record as any };
    },

    async getMany(resource: string, params: GetManyParams) {
      const cached = fresh(listKey(resource).key);
      const rows = cached ? await cached.rows.catch(() => []) : [];
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const data = await Promise.all(params.ids.map((id) => byId.get(String(id)) ?? getOne(resource, id)));
      return { data: data as any[] };
    },

    async getManyReference(resource: string, params: GetManyReferenceParams) {
      return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(resource: string, params: CreateParams) {
      const d = definition(resource);
      const endpoint = d.api.create;
      if (!endpoint) throw unsupported(resource, 'create');
      const ctx = context();
      const sent = params.data as Rec;
      const model = genericModel(d, 'create');
      try {
        const res = model ? (await rest.create(model, { data: sent })).data : await write(endpoint, sent, ctx, fromRecord(sent, ctx), true);
        return { data: resultOf(endpoint, res, sent) as any };
      } finally {
        invalidate(resource);
      }
    },

    update,

    async updateMany(resource: string, params: UpdateManyParams) {
      for (const id of params.ids) {
        const current = await getOne(resource, id);
        await update(resource, { id, data: { ...current, ...params.data }, previousData: current as RaRecord });
      }
      return { data: params.ids };
    },

    delete: remove,

    async deleteMany(resource: string, params: DeleteManyParams) {
      for (const id of params.ids) await remove(resource, { id });
      return { data: params.ids };
    },

    async runAction(resource, actionName, record, params = {}) {
      const d = definition(resource);
      const action = d.actions?.find((a) => a.name === actionName);
      if (!action) throw unsupported(resource, actionName);
      const ctx = context();
      const valueOf = (name: string): unknown =>
        params[name] ?? DERIVED_PLACEHOLDERS[name]?.(record) ?? fromRecord(record, ctx)(name);
      try {
        const response = await write(action.endpoint, record, ctx, valueOf, false);
        let data: Rec | null = null;
        if (action.endpoint.result && isRec(response)) data = action.endpoint.result(response, record);
        else if (isRec(response) && response.id !== undefined) data = response;
        return { data, response };
      } finally {
        invalidate(resource);
      }
    },

    async agentTruckings(agentId) {
      const path = fillPath('/truckingcompany/truckingcobyaga/{id}', () => agentId);
      return rowsOf(await fetchFn<unknown>(path, { method: 'GET' }));
    },

    async searchTruckings(q) {
      // ADM-SHELL-010, ADM-AGA-044: the typeahead rule (3 characters, 10 suggestions).
      if (!typeaheadReady(q ?? '')) return [];
      // A typeahead: silent, so the loading modal does not flash while typing.
      return typeaheadSuggestions(await collection(TRUCKINGS, SEARCH_ALL, context(), true), q);
    },

    async addTrucking(agentId, trucking) {
      const path = fillPath('/agent/addtruckingco/{id}', () => agentId);
      try {
        return rowsOf(await fetchFn<unknown>(path, { method: 'POST', body: { id: trucking.id, name: trucking.name, role: 'HAULIER' } }));
      } finally {
        invalidate('agents');
      }
    },

    async removeTrucking(agentId, trucking) {
      const path = fillPath('/agent/deletetruckingco/{id}', () => agentId);
      try {
        return rowsOf(await fetchFn<unknown>(path, { method: 'POST', body: trucking }));
      } finally {
        invalidate('agents');
      }
    },

    async functionariesOf(ownerId) {
      const path = fillPath('/functionary/getByOwner/{id}', () => ownerId);
      return rowsOf(await fetchFn<unknown>(path, { method: 'GET' }));
    },

    invalidate,

    async prefetchList(resource, identityAllows) {
      try {
        const { d, endpoint, ctx, key } = listKey(resource);
        // The identity on its way: the call leaves now only when it cannot depend on it (a fixed
        // path), and is kept under the login's key once the identity has come; else after it.
        if (identityAllows && (typeof d.api.list === 'function' || endpoint.path.includes('{'))) {
          if (await identityAllows) await provider.prefetchList(resource);
          return;
        }
        const whole = collection(resource, endpoint, ctx);
        if (identityAllows) void identityAllows.then((ok) => (ok ? adopt(resource, key) : dropUnadopted(key)), () => dropUnadopted(key));
        // Settles with the first rows: the head of a large collection still arriving, or the whole.
        await Promise.race([whole, heads.get(key)?.rows ?? whole]);
      } catch {
        // Not kept (see collection); the list view's own getList reports the failure.
      }
    },
    peekList(resource, params) {
      const d = byName.get(resource);
      if (!d) return undefined;
      const rows = fresh(listKey(resource).key)?.settled;
      if (!rows || rows.length > PEEK_MAX_ROWS) return undefined;
      return pageOf(d, rows, params);
    },
    // Read, not taken: the view's refetch on mount then takes the same answer instead of asking again.
    peekOne: (resource, id) => prefetchedOnes.get(oneKey(resource, id))?.arrived,
    async sharedList(name) {
      const source: { cacheAs: string; endpoint?: Endpoint } = SHARED_LISTS[name];
      const endpoint = source.endpoint ?? listKey(source.cacheAs).endpoint;
      // Silent: a picker filling in must not raise the loading modal.
      return collection(source.cacheAs, endpoint, context(), true);
    },
    async prefetchOne(resource, id) {
      const key = oneKey(resource, id);
      const entry: { pending: Promise<Rec>; arrived?: Rec } = { pending: getOne(resource, id) };
      prefetchedOnes.set(key, entry);
      const { pending } = entry;
      void pending.then((record) => (entry.arrived = record), () => undefined);
      setTimeout(() => {
        if (prefetchedOnes.get(key) === entry) prefetchedOnes.delete(key);
      }, PREFETCHED_ONE_TTL_MS);
      await pending.then(() => undefined, () => undefined);
    },
    async arrivingCollection(resource) {
      const arriving = heads.get(listKey(resource).key);
      return arriving?.shown ? { whole: arriving.whole } : {};
    },
  };
  return provider;
}
