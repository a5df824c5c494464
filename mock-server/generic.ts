/**
 * The legacy "generic per-model service": json-server's router over the store's own object
 * (query-all, get-one, create, update, delete on /api/{model}[/{id}]). Guarded by genericGuard;
 * writes are validated with the resource schemas and checked for duplicates before json-server
 * touches the data; responses are persisted before they are sent and never carry secrets.
 */
import type { Request, RequestHandler, Response } from 'express';
import jsonServer from 'json-server';
import { appMessages } from '../src/i18n/appMessages';
import { currentUser } from './auth';
import type { AppContext } from './context';
import { assertValid } from './entityWrite';
import { conflict, HttpError, notFound } from './errors';
import type { GenericTarget } from './guard';
import { bodyObject, formFields, getPath, hasPath, setPath } from './records';
import type { CollectionName, Store } from './store';
import type { Db, Rec } from './types';

/** Fields no response may carry. They only live in the user collection. */
const SECRET_KEYS = ['passwordHash', 'activationKey', 'resetKey', 'resetDate'];

const withoutSecrets = (data: unknown): unknown => {
  if (Array.isArray(data)) return data.map(withoutSecrets);
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).filter(([k]) => !SECRET_KEYS.includes(k)));
  return data;
};

/** Record clean-up per model before it is stored (ids of line operators are upper-case codes). */
const NORMALIZE: Record<string, (record: Rec) => void> = {
  lineOperator: (r) => {
    if (typeof r.id === 'string') r.id = r.id.trim().toUpperCase();
    if (typeof r.name === 'string') r.name = r.name.trim();
  },
};

/**
 * The agencies that work with each line, rebuilt only when the agencies changed (their
 * collection's version moved): a rename looks up its few agencies instead of scanning them all.
 */
class AgenciesByLine {
  private version = -1;
  private index = new Map<string, ShippingAgentRecord[]>();

  constructor(private readonly store: Store) {}

  of(lineId: unknown): readonly ShippingAgentRecord[] {
    const version = this.store.version('shippingAgent');
    if (version !== this.version) {
      this.index = new Map();
      for (const agency of this.store.db.shippingAgent) {
        for (const line of agency.linesOperators) {
          const agencies = this.index.get(line.id);
          if (agencies) agencies.push(agency);
          else this.index.set(line.id, [agency]);
        }
      }
      this.version = version;
    }
    return this.index.get(String(lineId)) ?? [];
  }
}

type ShippingAgentRecord = Db['shippingAgent'][number];
type AfterWrite = (record: Rec, before: Rec | undefined) => void;

/** After-write effects on other collections (recorded in the store like any change); `before` is the stored record, if any. */
function afterWriteEffects(store: Store): Record<string, AfterWrite> {
  const agenciesByLine = new AgenciesByLine(store);
  return {
    // A renamed line keeps its name in the agencies that work with it (a new line is in none yet).
    lineOperator: (r, before) => {
      if (!before || before.name === r.name) return;
      for (const agency of agenciesByLine.of(r.id)) {
        const line = agency.linesOperators.find((l) => l.id === r.id);
        if (!line || line.name === String(r.name)) continue;
        line.name = String(r.name);
        store.touch('shippingAgent', agency);
      }
    },
  };
}

const target = (res: Response) => res.locals.generic as GenericTarget;
const decode = (id: string) => {
  try {
    return decodeURIComponent(id);
  } catch {
    throw new HttpError(400, appMessages.server.badJson);
  }
};

/**
 * json-server reads these query params as one string (`_sort.split(',')`…): a repeated key gives an
 * array, which made it throw (a 500). The first value is kept, as json-server itself does for `q`.
 */
const SINGLE_VALUED = ['_sort', '_order', '_start', '_end', '_page', '_limit', 'q'];

/** `<field>_like` filters become regular expressions in json-server: one that does not compile is a 400, not a 500. */
function assertLikePatterns(query: Rec): void {
  for (const [key, value] of Object.entries(query)) {
    if (!key.endsWith('_like')) continue;
    for (const pattern of [value].flat()) {
      try {
        new RegExp(String(pattern), 'i');
      } catch {
        throw new HttpError(400, appMessages.server.badJson);
      }
    }
  }
}

/** Express 5 makes req.query a getter; json-server deletes its control params from it, so give it a plain object. */
const plainQuery: RequestHandler = (req, _res, next) => {
  const query: Rec = { ...(req.query as Rec) };
  for (const key of SINGLE_VALUED) if (Array.isArray(query[key])) query[key] = query[key][0];
  assertLikePatterns(query);
  delete query._delay;
  delete query._embed;
  delete query._expand;
  delete query.callback;
  if (target(_res).model === 'user') {
    delete query.q;
    for (const key of Object.keys(query)) if (SECRET_KEYS.some((s) => key.startsWith(s))) delete query[key];
  }
  Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  // The body is parsed already (express.json): tell json-server's own body-parser so, and let no
  // method override turn the checked method into another.
  (req as Request & { _body?: boolean })._body = true;
  delete req.headers['x-http-method-override'];
  next();
};

interface RouterLike {
  stack: { handle: { name: string; length: number; stack?: unknown } }[];
}

/** lodash-id's getById (ids compared as strings), without lodash's per-row overhead. */
function findById(collection: readonly Rec[], id: unknown): Rec | undefined {
  const wanted = String(id);
  for (const record of collection) if (record?.id !== undefined && record.id !== null && String(record.id) === wanted) return record;
  return undefined;
}

/**
 * json-server pauses every request with a timer — 1 ms by default in each of its nested and
 * per-model routers, and as long as `?_delay=` asks — which made a write wait ~2.5 ms idle and let
 * any client hold a request open at will. The legacy server has no such thing.
 */
function withoutDelays(router: RouterLike): void {
  router.stack = router.stack.filter((layer) => layer.handle.name !== 'delay');
  for (const layer of router.stack) if (Array.isArray(layer.handle.stack)) withoutDelays(layer.handle as unknown as RouterLike);
}

export function genericRouter(ctx: AppContext): RequestHandler[] {
  const { store } = ctx;
  const router = jsonServer.router(store.db, { foreignKeySuffix: '__noForeignKeys' });
  // json-server answers its own errors with a 500 and a stack trace: let them reach ours instead.
  router.stack = router.stack.filter((layer) => layer.handle.length !== 4);
  withoutDelays(router);
  // lodash-id finds a record by a lodash iteratee with two helper calls per row, and its insert,
  // update and delete all start with that lookup: a plain loop does the same ~10× faster.
  router.db._.mixin({ getById: findById });
  const afterWrite = afterWriteEffects(store);

  /** Validated, whitelisted body for a write of a mapped model; 404/409 before anything is changed. */
  const prepareWrite: RequestHandler = (req, res, next) => {
    const { model, id, resource } = target(res);
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE' || !resource) {
      next();
      return;
    }
    const collection = store.db[model as keyof Db] as unknown as Rec[];
    const body = bodyObject(req);
    const wanted = id === undefined ? undefined : decode(id);
    const stored = wanted === undefined ? undefined : findById(collection, wanted);
    if (id !== undefined && !stored) throw notFound();
    // json-server may update the stored object in place: keep what it was for the after-write effects.
    res.locals.before = stored ? structuredClone(stored) : undefined;
    const record: Rec = req.method === 'PATCH' && stored ? structuredClone(stored) : {};
    for (const field of formFields(resource)) if (hasPath(body, field)) setPath(record, field, getPath(body, field));
    if (stored) record.id = stored.id;
    NORMALIZE[model]?.(record);
    assertValid(resource, record, stored ? 'edit' : 'create', currentUser(res).authorities);
    if (!stored && findById(collection, record.id)) throw conflict();
    req.body = record;
    next();
  };

  router.render = (req, res) => {
    const { model } = target(res);
    const data = res.locals.data as unknown;
    const empty = !data || (typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0);
    if (res.statusCode === 404 && empty) {
      res.json(notFound().body());
      return;
    }
    const write = req.method !== 'GET' && req.method !== 'HEAD' && res.statusCode < 300;
    if (!write) {
      res.json(model === 'user' ? withoutSecrets(data) : data);
      return;
    }
    const collection = model as CollectionName;
    if (req.method === 'DELETE') store.removed(collection, decode(target(res).id ?? ''));
    else store.touch(collection, data as Rec);
    afterWrite[model]?.(data as Rec, res.locals.before as Rec | undefined);
    store.commit().then(
      () => res.json(model === 'user' ? withoutSecrets(data) : data),
      (err: unknown) => {
        ctx.log(`[mock] error al guardar: ${String(err)}`);
        res.status(500).json({ code: '500', message: appMessages.errors.generic });
      },
    );
  };

  /** GET /{model} with no query: the whole collection, cached per version with an ETag. */
  const cachedList: RequestHandler = (req, res, next) => {
    const { model, id } = target(res);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || id !== undefined || Object.keys(req.query).length > 0) {
      next();
      return;
    }
    const rows = () => store.db[model as CollectionName] as unknown[];
    return ctx.lists.send(req, res, `generic/${model}`, [model as CollectionName], () => (model === 'user' ? withoutSecrets(rows()) : rows()));
  };

  return [plainQuery, cachedList, prepareWrite, router];
}
