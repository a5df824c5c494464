/**
 * List answers carry a strong ETag per version of their collection: If-None-Match gets 304,
 * a write moves the ETag on, a restart never reuses one; bodies are compressed once per encoding.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ONLY, startMock, type Mock } from './helpers';
import { rawRequest } from './rawHttp';

let mock: Mock;
let token: string;

beforeAll(async () => {
  mock = await startMock({ reset: true });
  token = await mock.login('servicio');
});

afterAll(async () => {
  await mock?.dispose();
});

/** A GET with exactly these headers (fetch would add and undo its own Accept-Encoding). */
const rawGet = (path: string, headers: Record<string, string> = {}, as = token) =>
  rawRequest(mock.url + path, { headers: { 'x-auth-token': as, ...headers } });

describe('list answers: ETag and revalidation', () => {
  // MOCK_ONLY: the seed's exact count.
  it(
    'a list answer has a strong ETag; If-None-Match gets 304 with no body while the collection is unchanged',
    MOCK_ONLY,
    async () => {
      const first = await rawGet('/api/agent/list');
      expect(first.status).toBe(200);
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(JSON.parse(first.body.toString())).toHaveLength(60);

      const again = await rawGet('/api/agent/list', { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    },
  );

  it('a revalidation from fetch() (which adds Cache-Control: no-cache to it) still gets 304', async () => {
    const first = await rawGet('/api/agent/list');
    const etag = first.headers.etag!;
    const again = await rawGet('/api/agent/list', {
      'If-None-Match': etag,
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    });
    expect(again.status).toBe(304);
    expect((await rawGet('/api/agent/list', { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
  });

  it('a write to the collection moves the ETag on, and the new body holds the change', async () => {
    const before = await rawGet('/api/agent/list');
    const agent = JSON.parse(before.body.toString())[3];
    expect((await mock.call('POST', `/api/agent/blockgate/${agent.id}`, { token })).status).toBe(200);
    const after = await rawGet('/api/agent/list', { 'If-None-Match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.body.toString())[3].activatedGate).toBe(!agent.activatedGate);
    // Other collections keep their ETags.
    const storekeepers = await rawGet('/api/storekeeper/list');
    expect((await rawGet('/api/storekeeper/list', { 'If-None-Match': storekeepers.headers.etag! })).status).toBe(304);
  });

  it('the generic list of a model is cached the same way and follows its writes', async () => {
    const first = await rawGet('/api/lineOperator');
    expect(first.headers.etag).toBeTruthy();
    expect((await rawGet('/api/lineOperator', { 'If-None-Match': first.headers.etag! })).status).toBe(304);
    expect(
      (await mock.call('POST', '/api/lineOperator', { token, json: { id: 'ETAG1', name: 'Con ETag' } })).status,
    ).toBe(201);
    const after = await rawGet('/api/lineOperator', { 'If-None-Match': first.headers.etag! });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString()).some((l: { id: string }) => l.id === 'ETAG1')).toBe(true);
  });

  it('brotli and gzip bodies are the same JSON, and the ETag does not depend on the encoding', async () => {
    const plain = await rawGet('/api/agent/list');
    const br = await rawGet('/api/agent/list', { 'Accept-Encoding': 'br, gzip' });
    const gz = await rawGet('/api/agent/list', { 'Accept-Encoding': 'gzip' });
    // Chromium lists gzip first; brotli, the smaller, is still the one sent.
    const chromium = await rawGet('/api/agent/list', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(chromium.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(1);
  });

  it('per-user lists (notifications) get their own ETags', async () => {
    const aga = await mock.login('aga');
    const functionary = await mock.login('funcionario');
    const mine = await rawGet('/api/notification', {}, aga);
    const theirs = await rawGet('/api/notification', {}, functionary);
    expect(mine.status).toBe(200);
    expect(mine.headers.etag).not.toBe(theirs.headers.etag);
    expect((await rawGet('/api/notification', { 'If-None-Match': theirs.headers.etag! }, aga)).status).toBe(200);
  });

  // MOCK_ONLY: a restart.
  it('an ETag from before a restart is never taken as current', MOCK_ONLY, async () => {
    const before = await rawGet('/api/agent/list');
    await mock.close();
    const restarted = await startMock({}, mock.dataDir);
    try {
      const t = await restarted.login('servicio');
      const res = await fetch(`${restarted.url}/api/agent/list`, {
        headers: { 'x-auth-token': t, 'If-None-Match': before.headers.etag! },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).not.toBe(before.headers.etag);
    } finally {
      await restarted.close();
      mock = await startMock({}, mock.dataDir);
      token = await mock.login('servicio');
    }
  });
});
