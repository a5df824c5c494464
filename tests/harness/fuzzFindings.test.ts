/**
 * What the fuzzer found, pinned: generic list queries that made json-server throw (a 500) are
 * answered — a repeated control param uses its first value, a `_like` that is no regular
 * expression is a 400 {code, message}.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/server';
import { appMessages } from '../../src/i18n/appMessages';
import { signIn } from './support/accounts';
import { closeAgents, jsonHeaders, send } from './support/http';

let server: RunningServer;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harness-findings-'));
  server = await startServer({ port: 8517, dataDir, quiet: true, reset: true });
  admin = await signIn(server.url, 'admin');
});

afterAll(async () => {
  closeAgents();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (p: string) => send(server.url, { method: 'GET', path: p, headers: jsonHeaders(admin) });

it('a repeated json-server control param (_sort, _order, _limit…) uses its first value instead of failing', async () => {
  const sorted = await get('/api/giro?_sort=id&_order=asc');
  for (const p of [
    '/api/giro?_sort=id&_sort=name&_order=asc',
    '/api/giro?_sort=id&_order=asc&_order=desc',
    '/api/giro?_sort=id&_order=asc&_start=0&_start=x&_end=500&_end=1',
  ]) {
    const r = await get(p);
    expect(r.status, p).toBe(200);
    expect(r.json, p).toEqual(sorted.json);
  }
  expect((await get('/api/giro?_limit=2&_limit=9')).json).toHaveLength(2);
});

it('a _like filter that is no regular expression is 400 {code, message}, not a 500', async () => {
  for (const p of ['/api/giro?name_like=(', '/api/agentTrucking?agentId_like=[', '/api/giro?name_like=a&name_like=*']) {
    const r = await get(p);
    expect(r.status, p).toBe(400);
    expect(r.json).toEqual({ code: '400', message: appMessages.server.badJson });
  }
  const like = await get('/api/giro?name_like=^agen');
  expect(like.status).toBe(200);
  expect((like.json as { name: string }[]).length).toBeGreaterThan(0);
});

it('json-server `_delay` cannot hold a request open (the answer is the plain list, not one a minute later)', async () => {
  const plain = await get('/api/giro?_sort=id');
  // Honoured, this would outlast the test's 20 s timeout.
  const delayed = await get('/api/giro?_sort=id&_delay=60000');
  expect(delayed.status).toBe(200);
  expect(delayed.json).toEqual(plain.json);
});
