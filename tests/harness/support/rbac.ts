/**
 * The RBAC matrix: every call of the route table and of the generic service × every role, each
 * answer checked against what the permissions module predicts (expectation.ts). Calls expected
 * to be refused run first, as one phase whose store fingerprint must not move; then the allowed
 * ones (reads, then writes, deletes last so records are read before they go).
 */
import type { Route } from '../../../mock-server/route';
import type { RunningServer } from '../../../mock-server/server';
import type { SignedIn } from './accounts';
import { expectedAccess, isPublic, isSigned, type Access } from './expectation';
import { pool, send, type RawReply } from './http';
import { storeFingerprint } from './integrity';
import { concretePath, genericTargets, labelOf, tableTargets, type Target } from './targets';

type Expect = Access | 'unauthenticated';

interface Check {
  target: Target;
  who: SignedIn | null;
  expect: Expect;
}

export interface RbacResult {
  routes: number;
  generic: number;
  collections: number;
  roles: number;
  pairs: number;
  requests: number;
  denied: number;
  mismatches: string[];
  /** The store changed while only refused calls ran. */
  deniedPhaseChangedStore: boolean;
}

const isForbiddenBody = (r: RawReply) => {
  const b = r.json as { code?: unknown; message?: unknown } | undefined;
  return b?.code === '403' && typeof b.message === 'string' && b.message.trim() !== '';
};

/** Why the reply breaks the expectation, or null when it keeps it. */
function violation(expect: Expect, r: RawReply): string | null {
  if (r.status >= 500) return `${r.status} (5xx)`;
  switch (expect) {
    case 'denied':
      return r.status === 403 && isForbiddenBody(r)
        ? null
        : `se esperaba 403 {code:'403', message}, llegó ${r.status} ${r.text.slice(0, 120)}`;
    case 'unauthenticated':
      return r.status === 401 ? null : `sin token se esperaba 401, llegó ${r.status}`;
    case 'allowed':
      return r.status === 403 || r.status === 401 ? `permitido pero llegó ${r.status} ${r.text.slice(0, 120)}` : null;
    case 'public':
      return r.status === 403 || r.status === 401 ? `ruta pública pero llegó ${r.status}` : null;
    case 'signed':
      return r.status === 401 ? null : `sin firma se esperaba 401, llegó ${r.status}`;
  }
}

const METHOD_ORDER: Record<string, number> = { get: 0, post: 1, put: 1, patch: 1, delete: 2 };

function request(t: Target, token: string | undefined) {
  const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
  if (t.body === undefined) return { method: t.method.toUpperCase(), path: concretePath(t), headers };
  return {
    method: t.method.toUpperCase(),
    path: concretePath(t),
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(t.body),
  };
}

export interface RbacOptions {
  /** The table the expectations are read from (default: the mounted one). */
  routes?: readonly Route[];
  /** Only these calls (default: all). */
  only?: (t: Target) => boolean;
  concurrency?: number;
}

export async function runRbacMatrix(
  server: RunningServer,
  users: readonly SignedIn[],
  opts: RbacOptions = {},
): Promise<RbacResult> {
  const store = server.store!;
  const routes = opts.routes ?? server.routes;
  const only = opts.only ?? (() => true);
  const table = tableTargets(store.db, server.routes).filter(only);
  const generic = genericTargets(store.db).filter(only);
  const targets = [...table, ...generic];

  const checks: Check[] = [];
  for (const target of targets) {
    checks.push({
      target,
      who: null,
      expect: isSigned(routes, target) ? 'signed' : isPublic(routes, target) ? 'public' : 'unauthenticated',
    });
    for (const who of users) checks.push({ target, who, expect: expectedAccess(routes, target, who.label, who.user) });
  }

  const mismatches: string[] = [];
  let denied = 0;
  const run = (list: Check[]) =>
    pool(list, opts.concurrency ?? 12, async (c) => {
      const r = await send(server.url, request(c.target, c.who?.token));
      if (r.status === 403) denied++;
      const problem = violation(c.expect, r);
      if (problem) mismatches.push(`${labelOf(c.target)} como ${c.who?.label ?? '(sin token)'}: ${problem}`);
    });

  const refused = checks.filter(
    (c) => c.expect === 'denied' || c.expect === 'unauthenticated' || c.expect === 'signed',
  );
  const before = storeFingerprint(store.db);
  await run(refused);
  const deniedPhaseChangedStore = storeFingerprint(store.db) !== before;

  const rest = checks.filter((c) => c.expect === 'allowed' || c.expect === 'public');
  rest.sort((a, b) => (METHOD_ORDER[a.target.method] ?? 1) - (METHOD_ORDER[b.target.method] ?? 1));
  await run(rest);

  return {
    routes: table.length,
    generic: generic.length,
    collections: new Set(generic.map((t) => t.collection)).size,
    roles: users.length,
    pairs: targets.length * users.length,
    requests: checks.length,
    denied,
    mismatches,
    deniedPhaseChangedStore,
  };
}

const n = (x: number) => x.toLocaleString('en-US');
export const describeRbac = (r: RbacResult) =>
  `RBAC: ${r.routes} routes + ${r.generic} generic (${r.collections} collections) × ${r.roles} roles = ${n(r.pairs)} pairs, ` +
  `${n(r.requests)} requests, ${n(r.denied)} denied (403), ${r.mismatches.length} mismatches`;
