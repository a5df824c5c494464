/**
 * The audit trail cannot be changed through any call (issue 33 §3, rulings in rulings-audit):
 * every write route the server mounts — its route table and the generic service's writes on every
 * collection it serves, read from the server itself like the RBAC matrix — plus writes aimed at
 * the trail's own path, each sent by a user holding every role (it reaches every handler) and by
 * one holding a reader role of the trail; after each call the entries already written are
 * unchanged, byte for byte, in memory (the list's answer) and in DATA_DIR/audit.jsonl (only
 * appended to). Also: each accepted write that changed the store left at least one entry naming
 * its call.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/server';
import { everyRole, roleAccounts, type SignedIn } from './support/accounts';
import { closeAgents, send } from './support/http';
import { storeFingerprint } from './support/integrity';
import { concretePath, genericTargets, labelOf, tableTargets, type Target } from './support/targets';

let server: RunningServer;
let dataDir: string;
let all: SignedIn;
let reader: SignedIn;

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const ORDER: Record<string, number> = { post: 0, put: 1, patch: 1, delete: 2 };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harness-audit-'));
  server = await startServer({ port: 9353, dataDir, quiet: true, reset: true, verifyStore: false });
  const accounts = await roleAccounts(server.url, server.store!, everyRole());
  all = accounts.all;
  reader = accounts.single.find((u) => u.label === 'ROLE_CUSTOMER_SERVICE')!;
});

afterAll(async () => {
  closeAgents();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const trailFile = () => readFile(path.join(dataDir, 'audit.jsonl'));

async function listed(): Promise<{ id: number; call: string }[]> {
  const rows: { id: number; call: string }[] = [];
  for (let page = 0; ; page++) {
    const r = await send(server.url, {
      method: 'GET',
      path: `/api/audit?size=1000&page=${page}`,
      headers: { 'x-auth-token': reader.token },
    });
    const body = r.json as { rows: { id: number; call: string }[]; total: number };
    rows.push(...body.rows);
    if (rows.length >= body.total || body.rows.length === 0) return rows.reverse();
  }
}

function request(t: Target, token: string) {
  const headers: Record<string, string> = { 'x-auth-token': token };
  if (t.body === undefined) return { method: t.method.toUpperCase(), path: concretePath(t), headers };
  return {
    method: t.method.toUpperCase(),
    path: concretePath(t),
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(t.body),
  };
}

it('no call changes or deletes an audit entry: every write route × (every role, a trail reader) leaves the entries written before it byte for byte', async () => {
  const store = server.store!;
  const writes = [...tableTargets(store.db, server.routes), ...genericTargets(store.db)].filter((t) =>
    WRITES.has(t.method),
  );
  const forged = {
    id: 1,
    at: '2000-01-01T00:00:00.000Z',
    user: 'nadie',
    roles: [],
    area: 'other',
    recordType: 'agent',
    recordId: 'x',
    action: 'delete',
    call: '',
    changes: [],
  };
  const aimed: Target[] = (['post', 'put', 'patch', 'delete'] as const).flatMap((method): Target[] => [
    { kind: 'table', method, pattern: '/audit', params: {}, body: method === 'delete' ? undefined : forged },
    {
      kind: 'table',
      method,
      pattern: '/audit/:id',
      params: { id: '1' },
      body: method === 'delete' ? undefined : forged,
    },
  ]);
  const targets = [...writes, ...aimed].sort((a, b) => (ORDER[a.method] ?? 1) - (ORDER[b.method] ?? 1));
  expect(writes.length).toBeGreaterThan(100);

  let entries = JSON.stringify(await listed());
  let bytes = await trailFile();
  let accepted = 0;
  const recordedCalls = new Set<string>();
  const broken: string[] = [];
  const unrecorded: string[] = [];
  // The store's fingerprint after one call is the next call's before (reads between change nothing): one hash a call.
  let stored = storeFingerprint(store.db);
  for (const t of targets) {
    for (const who of [all, reader]) {
      const r = await send(server.url, request(t, who.token));
      const now = await listed();
      const nowJson = JSON.stringify(now);
      const nowBytes = await trailFile();
      // The entries before are the first ones now, unchanged: the new list starts with the old one's text.
      if (!nowJson.startsWith(entries.slice(0, -1)))
        broken.push(`${labelOf(t)} como ${who.label}: la lista de entradas cambió`);
      if (nowBytes.length < bytes.length || !nowBytes.subarray(0, bytes.length).equals(bytes))
        broken.push(`${labelOf(t)} como ${who.label}: audit.jsonl cambió`);
      const added = now.length - JSON.parse(entries).length;
      const after = storeFingerprint(store.db);
      const changed = after !== stored;
      stored = after;
      if (r.status < 300 && changed) {
        accepted++;
        if (added === 0) unrecorded.push(`${labelOf(t)} como ${who.label} (${r.status})`);
        for (const e of now.slice(now.length - added)) recordedCalls.add(e.call.replace(/^(\w+) \/api/, '$1'));
      }
      entries = nowJson;
      bytes = nowBytes;
    }
  }
  console.log(
    `audit: ${targets.length} write calls × 2 users, ${accepted} accepted that changed the store, ${JSON.parse(entries).length} entries from ${recordedCalls.size} distinct calls; ${bytes.length} bytes in audit.jsonl`,
  );
  expect(broken).toEqual([]);
  expect(unrecorded).toEqual([]);
  expect(accepted).toBeGreaterThan(20);
  // The trail's own paths stayed empty of any write.
  for (const t of aimed) {
    const r = await send(server.url, request(t, all.token));
    expect(r.status, labelOf(t)).toBeGreaterThanOrEqual(400);
  }
}, 300_000);
