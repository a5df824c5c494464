/**
 * The portal's HTTP layer as `npm start` serves it: encodings, cache policy, security headers
 * and readiness, in-process over a tiny fake build (see spawnedServer.test.ts for the process).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../mock-server/http/securityHeaders';
import { IMMUTABLE, REVALIDATE } from '../../mock-server/http/staticFiles';
import { startServer, type RunningServer } from '../../mock-server/server';
import { makeFakeDist, type FakeDist } from './fakeDist';
import { rawRequest, type RawAnswer } from '../mock/rawHttp';

let dist: FakeDist;
let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dist = await makeFakeDist();
  dataDir = await mkdtemp(path.join(tmpdir(), 'serving-'));
  server = await startServer({ port: 0, dataDir, staticDir: dist.dir, quiet: true, reset: true });
});

afterAll(async () => {
  await server?.close();
  await rm(dist.dir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => rawRequest(`${server.url}${p}`, { headers });

function decoded(answer: RawAnswer): string {
  const enc = answer.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (enc === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

async function token(login = 'servicio'): Promise<string> {
  const res = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: login, password: 'Puerto#2026' }),
  });
  return ((await res.json()) as { token: string }).token;
}

function expectSecurityHeaders(answer: RawAnswer): void {
  expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy']).toContain('camera=()');
  expect(answer.headers['x-frame-options']).toBe('DENY');
}

describe('static console files', () => {
  it('sends the precompressed brotli file when accepted, with its length, Vary and a year of immutable caching', async () => {
    const answer = await get(dist.appJs.url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(dist.appJs.body.length / 3);
    expect(decoded(answer)).toBe(dist.appJs.body);
  });

  it('falls back to gzip, then to the plain file, as Accept-Encoding allows', async () => {
    const gz = await get(dist.appJs.url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(dist.appJs.body);
    const refused = await get(dist.appJs.url, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get(dist.appJs.url, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(dist.appJs.body);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(dist.appJs.body));
  });

  it("sends the build's .gz file byte for byte, and gives each encoding its own ETag", async () => {
    const onDisk = await readFile(path.join(dist.dir, `${dist.appJs.url}.gz`));
    const gz = await get(dist.appJs.url, { 'Accept-Encoding': 'gzip' });
    expect(gz.body.equals(onDisk)).toBe(true);
    const br = await get(dist.appJs.url, { 'Accept-Encoding': 'br' });
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    expect(
      (await get(dist.appJs.url, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) })).status,
    ).toBe(304);
    // A gzip copy never validates the brotli one.
    expect(
      (await get(dist.appJs.url, { 'Accept-Encoding': 'br', 'If-None-Match': String(gz.headers.etag) })).status,
    ).toBe(200);
  });

  it('compresses a file the build left without variants (once, then from memory)', async () => {
    const first = await get(dist.styleCss.url, { 'Accept-Encoding': 'br' });
    const second = await get(dist.styleCss.url, { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(decoded(first)).toBe(dist.styleCss.body);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('serves index.html, and every client-side route with it, to be revalidated on each load', async () => {
    for (const p of ['/', '/index.html', '/agent/12/show', '/login']) {
      const answer = await get(p, { 'Accept-Encoding': 'br' });
      expect(answer.status, p).toBe(200);
      expect(decoded(answer), p).toBe(dist.indexHtml);
      expect(answer.headers['cache-control'], p).toBe(REVALIDATE);
      expectSecurityHeaders(answer);
    }
    const first = await get('/agent');
    const again = await get('/agent', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers a missing asset with 404 {code, message}, not with index.html', async () => {
    const answer = await get('/assets/old-chunk-Zz99.js');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: '404', message: expect.any(String) });
    expectSecurityHeaders(answer);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await rawRequest(`${server.url}${dist.appJs.url}`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });
});

describe('API answers', () => {
  it('compresses JSON when the client accepts it, and keeps it private', async () => {
    const t = await token();
    const plain = await get('/api/lineOperator?_sort=name', { 'x-auth-token': t, 'Accept-Encoding': 'identity' });
    expect(plain.body.length).toBeGreaterThanOrEqual(1024); // over the compression threshold
    const br = await get('/api/lineOperator?_sort=name', { 'x-auth-token': t, 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(br))).toEqual(JSON.parse(plain.body.toString()));
    expect(br.headers['cache-control']).toBe('no-store');
    const gz = await get('/api/lineOperator?_sort=name', { 'x-auth-token': t, 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('keeps the session calls out of every cache too (POST /login, GET /timeout)', async () => {
    const login = await rawRequest(`${server.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'servicio', password: 'Puerto#2026' }).toString(),
    });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const timeout = await get('/timeout');
    expect(timeout.status).toBe(200);
    expect(timeout.headers['cache-control']).toBe('no-store');
  });

  it('sends small answers and the user manual PDF uncompressed', async () => {
    const t = await token();
    const account = await get('/api/account', { 'x-auth-token': t, 'Accept-Encoding': 'br, gzip' });
    expect(account.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(account.body.toString())).toMatchObject({ login: 'servicio' });
    const manual = await get('/api/user/manual', { 'x-auth-token': t, 'Accept-Encoding': 'br, gzip' });
    expect(manual.status).toBe(200);
    expect(manual.headers['content-type']).toBe('application/pdf');
    expect(manual.headers['content-encoding']).toBeUndefined();
    expect(manual.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(manual.headers['content-length'])).toBe(manual.body.length);
  });

  it('leaves the list cache precompressed bodies alone (no double encoding)', async () => {
    const t = await token();
    const answer = await get('/api/agent/list', { 'x-auth-token': t, 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Array.isArray(JSON.parse(decoded(answer)))).toBe(true);
    expect(answer.headers.etag).toMatch(/^"/);
  });

  it('puts the security headers on API answers, refusals, unknown routes and malformed requests', async () => {
    const t = await token();
    const answers = [
      await get('/api/account', { 'x-auth-token': t }),
      await get('/api/account'),
      await get('/api/no/such/route', { 'x-auth-token': t }),
      await rawRequest(`${server.url}/api/lineOperator`, {
        method: 'POST',
        headers: { 'x-auth-token': t, 'Content-Type': 'application/json' },
        body: '{"name": ',
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 404, 400]);
    for (const answer of answers) expectSecurityHeaders(answer);
  });

  it('GET /healthz answers 200 without a session once the store is loaded', async () => {
    const answer = await get('/healthz');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ status: 'ok' });
    expectSecurityHeaders(answer);
  });
});
