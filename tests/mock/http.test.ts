/** Mock server: error shapes, the guarded generic service, CORS, the console's static files and the legacy proxy. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec } from './helpers';

let mock: Mock;
let staticDir: string;
const INDEX = '<!doctype html><title>Business Portal</title><div id="root"></div>';

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'mock-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX);
  await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  mock = await startMock({ staticDir });
});

afterAll(async () => {
  await mock?.dispose();
  await rm(staticDir, { recursive: true, force: true });
});

describe('errors', () => {
  it('ERR-005: unknown API paths are 404 {code, message}', async () => {
    const token = await mock.login('servicio');
    for (const [method, p] of [
      ['GET', '/api/nada'],
      ['POST', '/api/agent/list'],
      ['GET', '/api/agent/x/user'],
      ['GET', '/api/db'],
      ['GET', '/__mock/nada'],
      ['DELETE', '/timeout'],
    ] as const) {
      const r = await mock.call(method, p, { token });
      expect(r.status, `${method} ${p}`).toBe(404);
      expect(r.body).toEqual({ code: '404', message: appMessages.server.routeNotFound });
    }
  });

  it('ERR-005: malformed JSON is 400 {code, message}, never a 500', async () => {
    const login = await mock.call('POST', '/login', { raw: '{"username": ' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ code: '400', message: appMessages.server.badJson });
    const token = await mock.login('servicio');
    const api = await mock.call('POST', '/api/agent', { token, raw: '{bad json' });
    expect(api.status).toBe(400);
    expect(api.body.code).toBe('400');
    const generic = await mock.call('POST', '/api/lineOperator', { token, raw: '"texto"' });
    expect(generic.status).toBe(400);
  });

  it('ERR-005: a malformed %-escape in a path is a 4xx JSON error', async () => {
    const token = await mock.login('servicio');
    const r = await mock.call('GET', '/api/agent/%E0%A4%A', { token });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.code).toBe(String(r.status));
  });
  it('ERR-008: the spec lists no further codes; every refusal, whatever its status, is {code: its status, message in Spanish}, with its fields by name', async () => {
    const operador = await mock.login('operador');
    const aga = await mock.login('aga');
    const cases: [string, string, { token?: string; json?: unknown; raw?: string }, number][] = [
      ['POST', '/api/sequencing', { token: operador, json: {} }, 400],
      ['GET', '/api/vesselvisit/sequenced', {}, 401],
      ['POST', '/api/sequencing', { token: aga, json: {} }, 403],
      ['GET', '/api/nada', { token: operador }, 404],
    ];
    for (const [method, p, opts, status] of cases) {
      const r = await mock.call(method, p, opts);
      expect(r.status, `${method} ${p}`).toBe(status);
      expect(r.headers.get('content-type'), `${method} ${p}`).toMatch(/^application\/json/);
      expect(
        Object.keys(r.body).filter((k) => !['code', 'message', 'fields'].includes(k)),
        `${method} ${p}`,
      ).toEqual([]);
      expect(r.body.code, `${method} ${p}`).toBe(String(status));
      // Spanish words, never a framework's English status text.
      expect(r.body.message, `${method} ${p}`).toMatch(/[a-záéíóúñ]{3}/);
      expect(r.body.message, `${method} ${p}`).not.toMatch(
        /^(Bad Request|Unauthorized|Forbidden|Not Found|Internal Server Error)/,
      );
      if (status === 400) {
        expect(Object.keys(r.body.fields ?? {}).length, 'a refused form names its fields').toBeGreaterThan(0);
        for (const text of Object.values(r.body.fields as Record<string, string>))
          expect(text).toMatch(/[a-záéíóúñ]{3}|^[A-ZÁÉÍÓÚ][a-z]/);
      }
    }
  });
});

describe('generic per-model service', () => {
  it('ROLE-002: models without a permission mapping: ROLE_ADMIN reads, nobody writes, others get 403', async () => {
    // The agent ↔ trucking links: a stored collection no resource definition serves.
    const admin = await mock.as('admin');
    const links = await admin('GET', '/api/agentTrucking');
    expect(links.status).toBe(200);
    expect(links.body.length).toBeGreaterThan(100);
    expect((await admin('GET', `/api/agentTrucking/${links.body[0].id}`)).body).toEqual(links.body[0]);
    expect((await admin('POST', '/api/agentTrucking', { id: 'x' })).status).toBe(403);
    expect((await admin('PUT', `/api/agentTrucking/${links.body[0].id}`, {})).status).toBe(403);
    expect((await admin('DELETE', `/api/agentTrucking/${links.body[0].id}`)).status).toBe(403);
    const cs = await mock.as('servicio');
    expect((await cs('GET', '/api/agentTrucking')).status).toBe(403);
    expect((await cs('GET', '/api/user')).status).toBe(403);
    expect((await cs('DELETE', '/api/agent/' + (await cs('GET', '/api/agent/list')).body[0].id)).status).toBe(403);
  });

  it('the user collection never carries password hashes or activation keys, nor can they be searched', async () => {
    const admin = await mock.as('admin');
    const all = await admin('GET', '/api/user?_embed=notification&_expand=agent');
    expect(all.status).toBe(200);
    const text = JSON.stringify(all.body);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain('activationKey');
    expect(((await admin('GET', '/api/user?login=servicio')).body as Rec[])[0]).not.toHaveProperty('passwordHash');
    // A filter or search on the hash is dropped, not answered.
    expect(((await admin('GET', '/api/user?passwordHash_like=scrypt')).body as Rec[]).length).toBe(all.body.length);
    expect(((await admin('GET', '/api/user?q=scrypt')).body as Rec[]).length).toBe(all.body.length);
  });

  it('ROLE-002: a method override header cannot turn a checked method into another', async () => {
    const token = await mock.login('servicio');
    const res = await fetch(`${mock.url}/api/lineOperator`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json', 'x-http-method-override': 'DELETE' },
      body: JSON.stringify({ id: 'OVR', name: 'Override' }),
    });
    expect(res.status).toBe(201);
    expect((await mock.call('GET', '/api/lineOperator/MSC', { token })).status).toBe(200);
  });
});

describe('console and CORS', () => {
  // MOCK_ONLY: the static dir this file serves.
  it('ACC-022: client routes get index.html (GET /login too); POST /login stays the API', MOCK_ONLY, async () => {
    for (const p of ['/', '/login', '/administration/agent/management/76086428-5?tab=truckings']) {
      const res = await fetch(mock.url + p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toBe(INDEX);
    }
    const js = await fetch(`${mock.url}/assets/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    const api = await mock.call('POST', '/login', { form: { username: 'x', password: 'y' } });
    expect(api.status).toBe(401);
    expect((await mock.call('GET', '/timeout')).body).toEqual({ timeout: 3600 });
    expect((await mock.call('GET', '/api/agent/list')).status).toBe(401);
    expect((await mock.call('GET', '/__mock/health')).body).toEqual({ ok: true });
  });

  it('ACC-011: CORS preflight admits the x-auth-token header', async () => {
    const res = await fetch(`${mock.url}/api/agent/list`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5180', 'access-control-request-headers': 'x-auth-token' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5180');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-auth-token');
  });

  it("a console on another origin may send the payment's Idempotency-Key (the preflight admits it)", async () => {
    const res = await fetch(`${mock.url}/api/payment/addpayment/true`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5180',
        'access-control-request-headers': 'content-type,idempotency-key,x-auth-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });
});

describe('LEGACY_API_URL', () => {
  // MOCK_ONLY: a proxy server of its own.
  it('ACC-011: with a legacy URL the API is proxied to it and the console still served', MOCK_ONLY, async () => {
    const proxy = await startMock({ legacyUrl: mock.url, staticDir });
    try {
      const login = await proxy.call('POST', '/login', { form: { username: 'servicio', password: 'Puerto#2026' } });
      expect(login.status).toBe(200);
      const account = await proxy.call('GET', '/api/account', { token: login.body.token });
      expect(account.body.login).toBe('servicio');
      expect((await proxy.call('GET', '/timeout')).body).toEqual({ timeout: 3600 });
      expect((await proxy.call('GET', '/api/agent/list')).status).toBe(401);
      const page = await fetch(`${proxy.url}/login`);
      expect(await page.text()).toBe(INDEX);
      // The mock itself is not mounted: no outbox on the proxy.
      expect((await proxy.call('GET', '/__mock/outbox')).status).toBe(404);
    } finally {
      await proxy.dispose();
    }
  });
});
