/**
 * Issue 29, server facts win (docs/server-facts.md): for each checked or derived field of a write
 * route (support/payloadFacts.ts), a valid request with that one field wrong is either refused — a
 * 4xx {code, message} naming the field, the store exactly as before — or accepted with the
 * server's value stored, never the payload's. One in-process mock; the rows run in order.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/server';
import type { Store } from '../../mock-server/store';
import { signIn } from './support/accounts';
import { closeAgents, jsonHeaders, send } from './support/http';
import { storeFingerprint } from './support/integrity';
import { FACT_CASES, namesField, type FactContext } from './support/payloadFacts';

let server: RunningServer;
let store: Store;
let dataDir: string;
const tokens = new Map<string, string>();

const context = (): FactContext => ({
  db: store.db,
  call: (login, sent) =>
    send(server.url, {
      method: sent.method,
      path: sent.path,
      headers: jsonHeaders(tokens.get(login)),
      ...(sent.body === undefined ? {} : { body: JSON.stringify(sent.body) }),
    }),
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harness-facts-'));
  server = await startServer({ port: 8541, dataDir, quiet: true, reset: true });
  store = server.store!;
  const logins = [...new Set(FACT_CASES.map((c) => c.login))];
  const signed = await Promise.all(logins.map((login) => signIn(server.url, login)));
  logins.forEach((login, i) => tokens.set(login, signed[i]!));
}, 60_000);

afterAll(async () => {
  closeAgents();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('every row names a write route the server mounts', () => {
  const mounted = new Set(server.routes.map((r) => `${r.method.toUpperCase()} ${r.path}`));
  expect(FACT_CASES.map((c) => c.route).filter((route) => !mounted.has(route))).toEqual([]);
});

describe('a payload field the server knows', () => {
  for (const c of FACT_CASES) {
    it(`${c.ids}: ${c.route} — ${c.field} as ${c.wrong}`, async () => {
      const { sent, outcome } = await c.build(context());
      const before = storeFingerprint(store.db);
      const reply = await context().call(c.login, sent);
      const body = JSON.stringify(reply.json ?? reply.text).slice(0, 400);
      if (outcome.refused) {
        expect(reply.status, body).toBeGreaterThanOrEqual(400);
        expect(reply.status, body).toBeLessThan(500);
        expect(reply.json, body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        expect((outcome.names ?? ((x) => namesField(x, c.field)))(reply), body).toBe(true);
        expect(storeFingerprint(store.db), 'el almacén cambió con una solicitud rechazada').toBe(before);
      } else {
        expect(reply.status, body).toBeGreaterThanOrEqual(200);
        expect(reply.status, body).toBeLessThan(300);
        expect(outcome.server, 'la fila debe poner a prueba un valor distinto al del servidor').not.toEqual(
          outcome.payload,
        );
        expect(outcome.stored(store.db, reply)).toEqual(outcome.server);
      }
    });
  }
});
