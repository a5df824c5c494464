/** Mock server: login, session tokens and the account (docs/legacy-contract.md, Session). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { isValidRut } from '../../src/domain/rut';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import { MOCK_ONLY, startMock, type Mock } from './helpers';

let mock: Mock;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.dispose();
});

const form = (username: string, password: string, rememberMe = 'false') => ({
  username,
  password,
  rememberMe,
  timeout: '30',
});

describe('POST /login', () => {
  it('ACC-002 ACC-010: a form login answers {token, expires} with the TTL as expiry', async () => {
    const before = Date.now();
    const r = await mock.call('POST', '/login', { form: form('servicio', DEMO_PASSWORD) });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['expires', 'token']);
    expect(r.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body.expires).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(r.body.expires).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
  });

  it('ACC-010: JSON logins are accepted; remember-me keeps the session 7 days; tokens differ', async () => {
    const a = await mock.call('POST', '/login', {
      json: { username: 'SERVICIO', password: DEMO_PASSWORD, rememberMe: true },
    });
    const b = await mock.call('POST', '/login', {
      json: { username: 'servicio', password: DEMO_PASSWORD, rememberMe: false },
    });
    expect(a.status).toBe(200);
    expect(a.body.expires - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(a.body.token).not.toBe(b.body.token);
  });

  it('ACC-012 ACC-013: a wrong password is 401 with the remaining attempts in expires', async () => {
    const r1 = await mock.call('POST', '/login', { form: form('supervisor', 'incorrecta') });
    expect(r1.status).toBe(401);
    expect(r1.body).toEqual({ code: '401', message: appMessages.server.badCredentials, expires: 4 });
    const r2 = await mock.call('POST', '/login', { form: form('supervisor', 'incorrecta') });
    expect(r2.body.expires).toBe(3);
    // A right password resets the count.
    expect((await mock.call('POST', '/login', { form: form('supervisor', DEMO_PASSWORD) })).status).toBe(200);
    expect((await mock.call('POST', '/login', { form: form('supervisor', 'otra') })).body.expires).toBe(4);
  });

  it('ACC-012: an unknown user or an empty form is 401 without a count', async () => {
    const r = await mock.call('POST', '/login', { form: form('nadie', 'x') });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: '401', message: appMessages.server.badCredentials });
    expect((await mock.call('POST', '/login', { json: {} })).status).toBe(401);
  });

  // MOCK_ONLY: locks operador for good.
  it(
    'ACC-014 ACC-016: the 5th failure disables the account (403, negative count), even for the right password',
    MOCK_ONLY,
    async () => {
      for (let i = 1; i <= 4; i++) {
        const r = await mock.call('POST', '/login', { form: form('operador', 'mala') });
        expect(r.status).toBe(401);
        expect(r.body.expires).toBe(5 - i);
      }
      const fifth = await mock.call('POST', '/login', { form: form('operador', 'mala') });
      expect(fifth.status).toBe(403);
      expect(fifth.body).toEqual({ code: '403', message: appMessages.session.disabled, expires: -1 });
      const after = await mock.call('POST', '/login', { form: form('operador', DEMO_PASSWORD) });
      expect(after.status).toBe(403);
      expect(after.body.message).toBe('Cuenta deshabilitada. Contacte al administrador.');
    },
  );

  it('ACC-016: a disabled account is 403', async () => {
    const r = await mock.call('POST', '/login', { form: form('bloqueado', DEMO_PASSWORD) });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: '403', message: appMessages.session.disabled });
  });

  it('ACC-017 ACC-031: an account that must change its password is 426 with a one-time change token', async () => {
    const r = await mock.call('POST', '/login', { form: form('cambio', DEMO_PASSWORD) });
    expect(r.status).toBe(426);
    expect(r.body).toEqual({
      code: '426',
      message: 'Cambio de contraseña requerido. Seleccione una nueva contraseña para continuar.',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The change token is no session token.
    expect((await mock.call('GET', '/api/account', { token: r.body.token })).status).toBe(401);
  });

  it('ACC-018 ACC-031: an expired password is 428 with a one-time change token', async () => {
    const r = await mock.call('POST', '/login', { form: form('expirada', DEMO_PASSWORD) });
    expect(r.status).toBe(428);
    expect(r.body).toEqual({
      code: '428',
      message: 'Contraseña expirada. Es necesario un cambiar la contraseña para continuar.',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const again = await mock.call('POST', '/login', { form: form('expirada', DEMO_PASSWORD) });
    expect(again.body.token).not.toBe(r.body.token);
  });

  it('ACC-017 ACC-018: 426/428 are only given for the right password', async () => {
    expect((await mock.call('POST', '/login', { form: form('cambio', 'mala') })).status).toBe(401);
    expect((await mock.call('POST', '/login', { form: form('expirada', 'mala') })).status).toBe(401);
  });
});

describe('session', () => {
  it('ACC-019: GET /timeout gives the session lifetime in seconds', async () => {
    const r = await mock.call('GET', '/timeout');
    expect(r).toMatchObject({ status: 200, body: { timeout: 3600 } });
  });

  it('ACC-011: /api without a token, or with an unknown one, is 401 {code, message}', async () => {
    const none = await mock.call('GET', '/api/account');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: '401', message: appMessages.server.unauthorized });
    const unknown = await mock.call('GET', '/api/agent/list', { token: 'f'.repeat(64) });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: '401', message: appMessages.session.invalidated });
  });

  // MOCK_ONLY: a server with other options.
  it('ACC-011 ACC-015: an expired token is 401 with the expired-session text', MOCK_ONLY, async () => {
    const short = await startMock({ tokenTtlSeconds: 1 });
    try {
      const token = await short.login('servicio');
      expect((await short.call('GET', '/api/account', { token })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      const r = await short.call('GET', '/api/account', { token });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: '401', message: appMessages.session.expired });
      expect((await short.call('GET', '/timeout')).body).toEqual({ timeout: 1 });
    } finally {
      await short.dispose();
    }
  });

  it('ACC-041: GET /api/account gives the identity of a staff user', async () => {
    const token = await mock.login('servicio');
    const r = await mock.call('GET', '/api/account', { token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      login: 'servicio',
      name: 'Marcela Tapia',
      email: 'servicio@terminal.cl',
      authorities: ['ROLE_CUSTOMER_SERVICE'],
      canEdit: true,
      agentId: null,
      terminal: 'el Terminal',
    });
    expect(isValidRut(r.body.rut)).toBe(true);
    expect(r.body).not.toHaveProperty('passwordHash');
  });

  it('ACC-021: entity users carry their agent (AGA and its functionary) and their owner', async () => {
    const aga = (await mock.call('GET', '/api/account', { token: await mock.login('aga') })).body;
    expect(aga.authorities).toEqual(['ROLE_AGA', 'ROLE_AGA_AGA']);
    expect(isValidRut(aga.agentId)).toBe(true);
    expect(aga).toMatchObject({ ownerType: 'agent', ownerId: aga.agentId, rut: aga.agentId });
    const fun = (await mock.call('GET', '/api/account', { token: await mock.login('funcionario') })).body;
    expect(fun.authorities).toEqual(['ROLE_FUNCTIONARY']);
    expect(fun.agentId).toBe(aga.agentId);
    const agn = (await mock.call('GET', '/api/account', { token: await mock.login('agn') })).body;
    expect(agn).toMatchObject({ authorities: ['ROLE_AGN'], agentId: null, ownerType: 'shippingAgent' });
  });

  it('ACC-011: blocking an account ends its sessions (401 on the next call)', async () => {
    const cs = await mock.as('servicio');
    const agaToken = await mock.login('aga');
    const me = (await mock.call('GET', '/api/account', { token: agaToken })).body;
    expect((await cs('POST', `/api/agent/block/${me.agentId}`)).body.user.activated).toBe(false);
    expect((await mock.call('GET', '/api/account', { token: agaToken })).status).toBe(401);
    expect((await mock.call('POST', '/login', { form: form('aga', DEMO_PASSWORD) })).status).toBe(403);
    await cs('POST', `/api/agent/block/${me.agentId}`);
    expect((await mock.call('POST', '/login', { form: form('aga', DEMO_PASSWORD) })).status).toBe(200);
  });
});
