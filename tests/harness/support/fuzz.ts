/**
 * The fuzzer: seeded bad requests against every call of the route table and the generic service,
 * as a user holding every role (so requests reach the handlers) and as single-role users. Any
 * 5xx, hang or dropped connection is a failure, and so is a 4xx that is not {code, message}.
 * fuzzSession first sends wrong-typed writes to the definitions' models (wrongTypes.ts), then adds
 * the after-checks: no polluted prototype, and the store reloads as it was held.
 */
import { isDeepStrictEqual } from 'node:util';
import { startServer, type RunningServer } from '../../../mock-server/server';
import type { Random } from '../../../mock-server/seed/random';
import { COLLECTIONS } from '../../../mock-server/types';
import { everyRole, roleAccounts, type SignedIn } from './accounts';
import { bodyCase, BAD_PARAMS, BAD_QUERIES, rngFor } from './fuzzCases';
import { closeAgents, pool, send, type RawReply, type RawRequest } from './http';
import { inheritedMarkers, prototypeChanges, prototypeState } from './integrity';
import { concretePath, genericTargets, labelOf, tableTargets, type Target } from './targets';
import { runWrongTypes, type WrongTypeResult } from './wrongTypes';

export interface FuzzOptions {
  requests: number;
  seed: number;
  concurrency?: number;
  /** Per-request deadline. */
  timeoutMs?: number;
  /** Holds every role. */
  allRoles: SignedIn;
  /** Single-role users to send some of the requests as. */
  roleUsers: readonly SignedIn[];
}

export interface FuzzResult {
  sent: number;
  byStatus: Map<number, number>;
  /** 5xx, hangs, connection errors and malformed error bodies, each with how to reproduce it. */
  failures: string[];
}

interface FuzzCall {
  target: Target;
  request: RawRequest;
  /** What was done to it, for the failure report. */
  what: string[];
  as: string;
}

function buildCall(rnd: Random, targets: readonly Target[], opts: FuzzOptions): FuzzCall {
  const target = rnd.pick(targets);
  const what: string[] = [];
  // Who: mostly the every-role user (deep into handlers), else a single-role user, sometimes nobody.
  const roll = rnd.next();
  const who = roll < 0.6 ? opts.allRoles : roll < 0.95 ? rnd.pick(opts.roleUsers) : undefined;
  const headers: Record<string, string> = who ? { 'x-auth-token': who.token } : {};

  const raw: Record<string, string> = {};
  const names = Object.keys(target.params);
  if (names.length > 0 && rnd.chance(0.45)) {
    const name = rnd.pick(names);
    raw[name] = rnd.pick(BAD_PARAMS);
    what.push(`:${name}=${raw[name]!.slice(0, 40)}`);
  }
  let path = concretePath(target, raw);
  // Query strings matter most to list reads (json-server's filters, sort and paging).
  if (rnd.chance(target.method === 'get' && names.length === 0 ? 0.7 : 0.25)) {
    const query = rnd.pick(BAD_QUERIES);
    path += `?${query}`;
    what.push(`?${query.slice(0, 60)}`);
  }
  const writes = target.method !== 'get' && target.method !== 'delete';
  let body: string | Buffer | undefined;
  if (writes ? rnd.chance(0.9) : rnd.chance(0.3) || what.length === 0) {
    const record =
      target.body && typeof target.body === 'object' && !Array.isArray(target.body)
        ? (target.body as Record<string, unknown>)
        : {};
    const c = bodyCase(rnd, record);
    if (c.contentType) headers['content-type'] = c.contentType;
    body = c.body;
    what.push(`cuerpo ${c.name}`);
  }
  return {
    target,
    request: { method: target.method.toUpperCase(), path, headers, body },
    what,
    as: who?.label ?? '(sin token)',
  };
}

/**
 * A 4xx must be the contract's {code, message}: the code its status or one of the legacy business
 * codes the spec names (three digits, e.g. '089' on a driver's phone, '588'/'589' on the TATC),
 * the message a non-empty text.
 */
function badErrorShape(r: RawReply): boolean {
  if (r.status < 400 || r.status >= 500) return false;
  const b = r.json as { code?: unknown; message?: unknown } | undefined;
  const code = typeof b?.code === 'string' && (b.code === String(r.status) || /^\d{3}$/.test(b.code));
  return !(b && code && typeof b.message === 'string' && b.message.trim() !== '');
}

export async function runFuzz(server: RunningServer, opts: FuzzOptions): Promise<FuzzResult> {
  const db = server.store!.db;
  const targets = [...tableTargets(db, server.routes), ...genericTargets(db)];
  const byStatus = new Map<number, number>();
  const failures: string[] = [];
  const indexes = Array.from({ length: opts.requests }, (_, i) => i);
  await pool(indexes, opts.concurrency ?? 8, async (i) => {
    const call = buildCall(rngFor(opts.seed, i), targets, opts);
    const where = `#${i} ${labelOf(call.target)} como ${call.as} [${call.what.join('; ')}]`;
    try {
      const r = await send(server.url, call.request, opts.timeoutMs ?? 15_000);
      byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
      if (r.status >= 500) failures.push(`${where}: ${r.status} ${r.text.slice(0, 200)}`);
      else if (badErrorShape(r)) failures.push(`${where}: ${r.status} sin {code, message}: ${r.text.slice(0, 120)}`);
    } catch (err) {
      byStatus.set(0, (byStatus.get(0) ?? 0) + 1);
      failures.push(`${where}: ${String(err)}`);
    }
  });
  return { sent: opts.requests, byStatus, failures };
}

export const describeFuzz = (r: FuzzResult, seed: number) => {
  const statuses = [...r.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s === 0 ? 'sin respuesta' : s}: ${n}`);
  const fives = [...r.byStatus.entries()].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  return `Fuzz (semilla ${seed}): ${r.sent.toLocaleString('en-US')} requests, ${fives} 5xx, ${r.failures.length} fallas · ${statuses.join(', ')}`;
};

export interface FuzzSession {
  result: FuzzResult;
  /** Wrong-typed writes to the definitions' models, sent before the random run (wrongTypes.ts). */
  wrongTypes: WrongTypeResult;
  /** Built-in prototype keys added, removed or replaced during the run. */
  prototypeChanges: string[];
  /** Pollution markers a fresh object or array inherits after the run. */
  inheritedMarkers: string[];
  /** Collections whose reloaded records differ from what the server held at close. */
  reloadDiffers: string[];
}

/**
 * A whole fuzz session on a fresh in-process server (so its prototypes are this process's):
 * the run, the pollution probes, then close, reopen on the same data dir and compare.
 */
export async function fuzzSession(opts: {
  port: number;
  dataDir: string;
  requests: number;
  seed: number;
  concurrency?: number;
}): Promise<FuzzSession> {
  let server: RunningServer | undefined = await startServer({
    port: opts.port,
    dataDir: opts.dataDir,
    quiet: true,
    reset: true,
    verifyStore: true,
  });
  try {
    const accounts = await roleAccounts(server.url, server.store!, everyRole());
    const before = prototypeState();
    const wrongTypes = await runWrongTypes(server.url, server.store!, server.routes, accounts.all, opts.seed);
    const result = await runFuzz(server, { ...opts, allRoles: accounts.all, roleUsers: accounts.single });
    const session = {
      result,
      wrongTypes,
      prototypeChanges: prototypeChanges(before),
      inheritedMarkers: inheritedMarkers(),
    };
    const held = JSON.parse(JSON.stringify(server.store!.db)) as Record<string, unknown>;
    closeAgents();
    await server.close();
    server = await startServer({ port: opts.port, dataDir: opts.dataDir, quiet: true });
    const reloaded = JSON.parse(JSON.stringify(server.store!.db)) as Record<string, unknown>;
    const reloadDiffers = COLLECTIONS.filter((c) => !isDeepStrictEqual(held[c], reloaded[c]));
    return { ...session, reloadDiffers };
  } finally {
    closeAgents();
    await server?.close();
  }
}
