/**
 * The legacy "generic per-model service" on /api/{model}[/{id}], guarded by genericGuard: reads
 * and queries (json-server's router over the store's own object; the whole-collection list from
 * the list cache) and writes (genericWrites.ts: validated, checked for duplicates, persisted before
 * the answer). No answer carries secrets.
 */
import type { Request, RequestHandler, Response } from 'express';
import jsonServer from 'json-server';
import { appMessages } from '../src/i18n/appMessages';
import type { AppContext } from './context';
import { HttpError, notFound } from './errors';
import { visible, visibleKey, visibleList } from './fieldVisibility';
import { findById, genericWrites } from './genericWrites';
import type { GenericTarget } from './guard';
import type { CollectionName } from './store';
import type { Rec } from './types';

/** Fields no response may carry. They only live in the user collection. */
const SECRET_KEYS = ['passwordHash', 'activationKey', 'resetKey', 'resetDate'];

const withoutSecrets = (data: unknown): unknown => {
  if (Array.isArray(data)) return data.map(withoutSecrets);
  if (data && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).filter(([k]) => !SECRET_KEYS.includes(k)));
  return data;
};

const target = (res: Response) => res.locals.generic as GenericTarget;

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

/**
 * json-server pauses every request with a timer — 1 ms by default in each of its nested and
 * per-model routers, and as long as `?_delay=` asks — which made a write wait ~2.5 ms idle and let
 * any client hold a request open at will. The legacy server has no such thing.
 */
function withoutDelays(router: RouterLike): void {
  router.stack = router.stack.filter((layer) => layer.handle.name !== 'delay');
  for (const layer of router.stack)
    if (Array.isArray(layer.handle.stack)) withoutDelays(layer.handle as unknown as RouterLike);
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
  router.render = (_req, res) => {
    const { model } = target(res);
    const data = res.locals.data as unknown;
    const empty = !data || (typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0);
    if (res.statusCode === 404 && empty) {
      res.json(notFound().body());
      return;
    }
    res.json(model === 'user' ? withoutSecrets(data) : visible(res, model, data));
  };

  /** GET /{model} with no query: the whole collection, cached per version with an ETag. */
  const cachedList: RequestHandler = (req, res, next) => {
    const { model, id } = target(res);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || id !== undefined || Object.keys(req.query).length > 0) {
      next();
      return;
    }
    const rows = () => store.db[model as CollectionName] as unknown[];
    return ctx.lists.send(req, res, visibleKey(res, model, `generic/${model}`), [model as CollectionName], () =>
      model === 'user' ? withoutSecrets(rows()) : visibleList(res, model, rows()),
    );
  };

  return [plainQuery, cachedList, genericWrites(ctx), router];
}
