import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeExpiredPassword, recoverPassword, requestChangeToken } from '../../../src/custom/access/passwordApi';
import { setApiRoot } from '../../../src/providers/config';
import { clearSession } from '../../../src/providers/session';

interface Seen {
  url: string;
  method: string;
  body: string;
  token?: string;
}
let seen: Seen[];
let reply: (url: string) => Response;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  seen = [];
  clearSession();
  setApiRoot('http://server.test');
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    seen.push({ url, method: init.method ?? 'GET', body: String(init.body ?? ''), token: headers['x-auth-token'] });
    return reply(url);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiRoot('');
});

describe('password calls', () => {
  it('ACC-028: recovery sends the canonical RUT, without a token', async () => {
    reply = () => json(200, { message: 'ok' });
    await recoverPassword('12.345.678-5');
    expect(seen[0]).toMatchObject({
      url: 'http://server.test/api/user/recoverPass/12345678-5',
      method: 'GET',
      token: undefined,
    });
  });

  it('ACC-030: a refused recovery rejects with the server reason', async () => {
    reply = () => json(404, { code: '404', message: 'No existe un usuario registrado con el RUT ingresado' });
    await expect(recoverPassword('12345678-5')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'No existe un usuario registrado con el RUT ingresado',
    });
  });

  it('ACC-032: the change posts login, langKey, password and passwordNew', async () => {
    reply = () => json(200, { message: 'ok' });
    await changeExpiredPassword({
      login: 'cambio',
      langKey: 'tok',
      password: 'Puerto#2026',
      passwordNew: 'Nuev0#Clave',
    });
    expect(seen[0].url).toBe('http://server.test/api/user/changeExpiredPassword');
    expect(seen[0].method).toBe('POST');
    expect(JSON.parse(seen[0].body)).toEqual({
      login: 'cambio',
      langKey: 'tok',
      password: 'Puerto#2026',
      passwordNew: 'Nuev0#Clave',
    });
  });

  it('ACC-034: server field errors reach the form as body.errors', async () => {
    reply = () =>
      json(400, { code: '400', message: 'Contraseña insegura', fields: { passwordNew: 'Contraseña insegura' } });
    await expect(
      changeExpiredPassword({ login: 'a', langKey: 'k', password: '', passwordNew: 'x' }),
    ).rejects.toMatchObject({ status: 400, body: { errors: { passwordNew: 'Contraseña insegura' } } });
  });

  it('ACC-031: without a token, the current password is proven by POST /login, whose 426/428 gives the token', async () => {
    reply = () => json(428, { code: '428', message: 'x', token: 'tok-428' });
    expect(await requestChangeToken('expirada', 'Puerto#2026')).toEqual({ token: 'tok-428' });
    expect(new URLSearchParams(seen[0].body).get('username')).toBe('expirada');
    reply = () => json(200, { token: 'session', expires: Date.now() + 1000 });
    expect(await requestChangeToken('servicio', 'Puerto#2026')).toBe('notExpired');
    reply = () => json(401, { code: '401', message: 'x', expires: 2 });
    await expect(requestChangeToken('servicio', 'mala')).rejects.toMatchObject({
      message: 'Usuario o contraseña incorrecto. Intentos restantes: 2',
    });
  });
});
