/**
 * What the harness calls: every route of the mounted route table, plus the generic per-model
 * service's six calls on every stored collection, each with concrete path parameters taken from
 * the seed. Read from the server itself (startServer().routes, COLLECTIONS), so routes and
 * collections added later are covered without new test code.
 */
import type { Route } from '../../../mock-server/route';
import { COLLECTIONS, type Db } from '../../../mock-server/types';
import { GENERIC_COLLECTIONS } from '../../../mock-server/guard';

type Method = Route['method'];

export interface Target {
  kind: 'table' | 'generic';
  method: Method;
  /** The path as declared (':id' placeholders), below /api. */
  pattern: string;
  /** The stored collection the path is about, if any. */
  collection?: string;
  /** Concrete parameter values (decoded). */
  params: Record<string, string>;
  /** A plausible JSON body for writes: the record itself for updates of one record, else {}. */
  body?: unknown;
}

export const GENERIC_CALLS: readonly { method: Method; withId: boolean }[] = [
  { method: 'get', withId: false },
  { method: 'get', withId: true },
  { method: 'post', withId: false },
  { method: 'put', withId: true },
  { method: 'patch', withId: true },
  { method: 'delete', withId: true },
];

type Row = Record<string, unknown>;
const rowsOf = (db: Db, collection: string | undefined): Row[] =>
  collection && (COLLECTIONS as readonly string[]).includes(collection)
    ? (db[collection as keyof Db] as unknown as Row[])
    : [];

/** A field's value, top-level or one object down (shippingAgent's `login` is `user.login`). */
function fieldValue(row: Row, name: string): unknown {
  if (row[name] !== undefined && row[name] !== null && typeof row[name] !== 'object') return row[name];
  for (const v of Object.values(row)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const inner = (v as Row)[name];
      if (inner !== undefined && inner !== null && typeof inner !== 'object') return inner;
    }
  }
  return undefined;
}

/**
 * The parameter heuristic, small on purpose: the path's first segment names the collection the
 * route is about (/agent/... → agent). `:id` is the id of that collection's first record;
 * `:<collection>Id` (e.g. :lineOperatorId) the first id of that collection; any other name a
 * field of that name in the collection's first record that has one (e.g. :rut, :login); else '1'.
 */
export function paramValue(db: Db, collection: string | undefined, name: string): string {
  const own = rowsOf(db, collection);
  if (name === 'id' && own[0]) return String(own[0].id);
  const named = name.endsWith('Id') ? rowsOf(db, name.slice(0, -2)) : [];
  if (named[0]) return String(named[0].id);
  for (const row of own) {
    const v = fieldValue(row, name);
    if (v !== undefined) return String(v);
  }
  return '1';
}

const paramNames = (pattern: string) =>
  pattern
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
const firstSegment = (pattern: string) => pattern.split('/').filter(Boolean)[0];

/** The stored record a one-record path names, for update bodies. */
function recordAt(db: Db, collection: string | undefined, id: string | undefined): unknown {
  if (id === undefined) return undefined;
  const row = rowsOf(db, collection).find((r) => String(r.id) === id);
  return row ? structuredClone(row) : undefined;
}

function bodyFor(db: Db, method: Method, collection: string | undefined, id: string | undefined): unknown {
  if (method === 'get' || method === 'delete') return undefined;
  if (method === 'put' || method === 'patch') return recordAt(db, collection, id) ?? {};
  return {};
}

export function tableTargets(db: Db, routes: readonly Route[]): Target[] {
  return routes.map((route) => {
    const segment = firstSegment(route.path);
    const collection = (COLLECTIONS as readonly string[]).includes(segment ?? '') ? segment : undefined;
    const params = Object.fromEntries(paramNames(route.path).map((n) => [n, paramValue(db, collection, n)]));
    return {
      kind: 'table',
      method: route.method,
      pattern: route.path,
      collection,
      params,
      body: bodyFor(db, route.method, collection, params.id),
    };
  });
}

export function genericTargets(db: Db): Target[] {
  return GENERIC_COLLECTIONS.flatMap((collection) =>
    GENERIC_CALLS.map(({ method, withId }): Target => {
      const params: Record<string, string> = withId ? { id: paramValue(db, collection, 'id') } : {};
      return {
        kind: 'generic',
        method,
        pattern: withId ? `/${collection}/:id` : `/${collection}`,
        collection,
        params,
        body: bodyFor(db, method, collection, params.id),
      };
    }),
  );
}

/** The concrete /api path, with parameters percent-encoded (or `raw` values put in as they are). */
export function concretePath(t: Target, raw: Record<string, string> = {}): string {
  return `/api${t.pattern.replace(/:(\w+)/g, (_m, name: string) => raw[name] ?? encodeURIComponent(t.params[name] ?? ''))}`;
}

export const labelOf = (t: Target) =>
  `${t.method.toUpperCase()} ${t.pattern}${t.kind === 'generic' ? ' (genérico)' : ''}`;
