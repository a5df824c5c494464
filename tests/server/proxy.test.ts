/**
 * Proxy mode (LEGACY_API_URL): the portal's headers and compression in front of the real legacy
 * server, and the contract's {code, message} when the upstream is silent (504) or gone (502).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../mock-server/http/securityHeaders';
import { IMMUTABLE, REVALIDATE } from '../../mock-server/http/staticFiles';
import { startServer, type RunningServer } from '../../mock-server/server';
import { toApiError } from '../../src/providers/httpClient';
import { appMessages } from '../../src/i18n/appMessages';
import { makeFakeDist } from './fakeDist';
import { rawRequest } from '../mock/rawHttp';

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Línea ${i}` }));
let upstream: http.Server;
let upstreamUrl: string;
const silent: http.ServerResponse[] = [];
const servers: RunningServer[] = [];
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'proxy-'));
  upstream = http.createServer((req, res) => {
    if (req.url === '/api/lineOperator') {
      // A legacy server with opinions of its own about framing: the portal's policy must win.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Security-Policy': 'default-src *' });
      res.end(JSON.stringify(rows));
    } else silent.push(res); // never answers
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of silent) res.destroy();
  await Promise.all(servers.map((s) => s.close()));
  await new Promise((resolve) => upstream.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function proxyTo(legacyUrl: string, staticDir?: string): Promise<RunningServer> {
  const server = await startServer({ port: 0, dataDir, legacyUrl, staticDir, legacyTimeoutMs: 300, quiet: true });
  servers.push(server);
  return server;
}

describe('proxy mode', () => {
  it('passes the legacy answer through compressed, under the portal own security headers', async () => {
    const proxy = await proxyTo(upstreamUrl);
    const answer = await rawRequest(`${proxy.url}/api/lineOperator`, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(answer.body).toString())).toEqual(rows);
    expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // The legacy server said nothing about caching: the portal's private default applies.
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('ERR-001 ERR-005: an upstream that does not answer in time gives 504 {code, message} in Spanish, shown as "message - code"', async () => {
    const proxy = await proxyTo(upstreamUrl);
    const answer = await rawRequest(`${proxy.url}/api/agent/list`);
    expect(answer.status).toBe(504);
    const body = JSON.parse(answer.body.toString()) as unknown;
    expect(body).toEqual({ code: '504', message: appMessages.server.upstreamTimeout });
    expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(toApiError(504, body).message).toBe(`${appMessages.server.upstreamTimeout} - 504`);
  });

  it('ERR-005: an upstream that cannot be reached gives 502 {code, message}', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const proxy = await proxyTo(deadUrl);
    const answer = await rawRequest(`${proxy.url}/api/account`);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toEqual({
      code: '502',
      message: appMessages.server.upstreamUnreachable,
    });
  });

  it('serves the console as the mock does: precompressed immutable assets, index.html for GET /login, 404s with the headers', async () => {
    const dist = await makeFakeDist();
    try {
      const proxy = await proxyTo(upstreamUrl, dist.dir);
      const asset = await rawRequest(`${proxy.url}${dist.appJs.url}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
      expect(zlib.brotliDecompressSync(asset.body).toString()).toBe(dist.appJs.body);
      expect(asset.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      // GET /login is the console's route; only POST /login goes to the legacy server.
      const page = await rawRequest(`${proxy.url}/login`);
      expect(page.body.toString()).toBe(dist.indexHtml);
      expect(page.headers['cache-control']).toBe(REVALIDATE);
      const missing = await rawRequest(`${proxy.url}/assets/gone-Zz99.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    } finally {
      await rm(dist.dir, { recursive: true, force: true });
    }
  });

  it('answers /healthz itself, without asking the legacy server', async () => {
    const proxy = await proxyTo(upstreamUrl);
    const answer = await rawRequest(`${proxy.url}/healthz`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ status: 'ok' });
  });
});
