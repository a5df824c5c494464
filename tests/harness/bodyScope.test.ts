/**
 * Object reach through the body (issue 29): every codec route that names a unit, an operation, an
 * invoice or a company outside the path the unit guard reads is either tried here by a user of one
 * role against another user's object (support/bodyScopeCases.ts), or listed with the reason it is
 * not (NOT_TRIED) — a new codec route fails this file until it is one or the other. Each spelling
 * the call's decoder might read is sent; each must be refused (403/404) or answered exactly as for
 * an object that does not exist, with the store unchanged; then the owner's own request reaches it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/server';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import { signIn } from './support/accounts';
import { NOT_TRIED, SCOPE_CASES, type ScopeRequest, type Spelling } from './support/bodyScopeCases';
import { closeAgents, jsonHeaders, send, type RawReply } from './support/http';
import { storeFingerprint } from './support/integrity';
import { addTestAccounts } from './support/testAccounts';
import { importUnits } from '../support/terminalSeed';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harness-body-scope-'));
  server = await startServer({ port: 8540, dataDir, quiet: true, reset: true });
  // A second terrestrial cash desk: the seed has one.
  const [caja2] = await addTestAccounts(
    server.store!,
    [{ login: 'harness.caja2', authorities: ['ROLE_TERRESTRIAL'] }],
    DEMO_PASSWORD,
  );
  expect(caja2).toBeDefined();
  // The cash desk's own event draft (the seed has none): what the other desk reaches for.
  const unitNbr = importUnits(server.store!.db)[0]!.unitNbr;
  const made = await call('caja', {
    method: 'POST',
    path: '/api/eventtype',
    body: { unitNbr, date: '05/11/2025', rolCustomer: 'CONSIGNEE', cashEvents: [{ event: 'PCE-C301', quantity: 1 }] },
  });
  expect(made.status, made.text).toBe(201);
});

afterAll(async () => {
  closeAgents();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

it('every codec route that names an object is tried by another owner, or says why not', () => {
  const codecRoutes = server.routes
    .filter((r) => r.call && !(typeof r.permission === 'function' && 'unitScope' in r.permission))
    .map(key);
  const tried = new Set(SCOPE_CASES.map((c) => c.route));
  const unclassified = codecRoutes.filter((r) => !tried.has(r) && !(r in NOT_TRIED));
  expect(unclassified, 'rutas con codec sin caso ni razón').toEqual([]);
  const stale = [...tried, ...Object.keys(NOT_TRIED)].filter((r) => !server.routes.some((m) => key(m) === r));
  expect(stale, 'casos de rutas que ya no existen').toEqual([]);
});

const tokens = new Map<string, string>();
const tokenOf = async (login: string) =>
  tokens.get(login) ?? tokens.set(login, await signIn(server.url, login)).get(login)!;

const call = async (login: string, r: ScopeRequest): Promise<RawReply> =>
  send(server.url, {
    method: r.method,
    path: r.path,
    headers: jsonHeaders(await tokenOf(login)),
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });

/**
 * The reply with the object's names blanked, and a case's refusal read as 'not found': an absent
 * object's reply reads the same.
 */
function normalized(
  reply: RawReply,
  names: readonly Spelling[],
  refusals: Readonly<Record<string, string>> = {},
): string {
  let text = reply.text;
  for (const [refusal, absent] of Object.entries(refusals)) text = text.split(refusal).join(absent);
  for (const name of [...new Set(names.map((n) => String(n).trim()))].sort((a, b) => b.length - a.length)) {
    text = text.split(name).join('∅').split(name.toUpperCase()).join('∅');
  }
  return `${reply.status} ${text}`;
}

const REFUSED = new Set([403, 404]);

for (const c of SCOPE_CASES) {
  it(`${c.route}: ${c.intruder} does not reach ${c.owner}'s object by any spelling, and ${c.owner} does`, async () => {
    const store = server.store!;
    const [owner, intruder] = [c.owner, c.intruder].map((login) => store.db.user.find((u) => u.login === login));
    expect(owner && intruder, 'usuarios del caso').toBeTruthy();
    const target = c.target(store, owner!, intruder!);
    expect(target, 'el objeto del dueño en la semilla').toBeDefined();
    const { spellings, missing, facts } = target!;

    const before = storeFingerprint(store.db);
    const reached: string[] = [];
    let sent = 0;
    for (const [i, spelling] of spellings.entries()) {
      const asked = c.requests(spelling, facts);
      const absent = c.requests(missing[i]!, facts);
      for (const [j, request] of asked.entries()) {
        const reply = await call(c.intruder, request);
        sent++;
        if (REFUSED.has(reply.status)) continue;
        const nothing = await call(c.intruder, absent[j]!);
        if (normalized(reply, spellings, c.refusals) !== normalized(nothing, missing)) {
          reached.push(
            `${request.method} ${request.path} ${JSON.stringify(request.body)} → ${reply.status} ${reply.text.slice(0, 160)} (inexistente: ${nothing.status} ${nothing.text.slice(0, 160)})`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(reached, `${reached.length} respuestas que alcanzan el objeto de otro`).toEqual([]);
    expect(storeFingerprint(store.db), 'nada cambia').toBe(before);

    // The owner reaches it (the route is not simply closed, nor the request unreadable): not the absent object's answer.
    const own = await call(c.owner, c.ownerRequest(facts, spellings[0]!));
    const ownAbsent = await call(c.owner, c.ownerRequest(facts, missing[0]!));
    expect(normalized(own, spellings), 'el dueño ve su objeto').not.toBe(normalized(ownAbsent, missing));
  });
}
