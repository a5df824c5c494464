import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, peekAuth, prepareSignIn } from '../../../src/providers/authProvider';
import { setApiRoot } from '../../../src/providers/config';
import { toApiError } from '../../../src/providers/httpClient';
import { clearSession, getCachedIdentity, getToken, saveIdentity, saveSession } from '../../../src/providers/session';

interface Seen {
  url: string;
  method: string;
  body: string;
  token?: string;
}

const account = {
  login: 'servicio',
  name: 'Servicio al Cliente',
  email: 'servicio@terminal.cl',
  rut: '11111111-1',
  authorities: ['ROLE_CUSTOMER_SERVICE'],
  canEdit: true,
  agentId: null,
  terminal: 'el Terminal',
};

let seen: Seen[];
let loginReply: () => Response | Promise<Response>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  seen = [];
  clearSession();
  setApiRoot('http://server.test');
  loginReply = () => json(200, { token: 'tok-1', expires: Date.now() + 60_000 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    seen.push({ url, method: init.method ?? 'GET', body: String(init.body ?? ''), token: headers['x-auth-token'] });
    if (url.endsWith('/timeout')) return json(200, { timeout: 900 });
    if (url.endsWith('/login')) return loginReply();
    if (url.endsWith('/api/account')) return json(200, account);
    return json(404, { code: '404', message: 'Ruta no encontrada' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiRoot('');
  clearSession();
});

const loginError = (params: Record<string, unknown>) =>
  authProvider.login(params).then(
    () => {
      throw new Error('expected the login to fail');
    },
    (e: unknown) => e as Error & { kind: string; status: number; login: string; token?: string },
  );

describe('authProvider', () => {
  it('ACC-002 ACC-010: login posts the form, keeps the token and caches the account', async () => {
    await authProvider.login({ username: 'servicio', password: 'Puerto#2026', rememberMe: true });
    const post = seen.find((s) => s.url === 'http://server.test/login')!;
    expect(post.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(post.body))).toEqual({
      username: 'servicio',
      password: 'Puerto#2026',
      rememberMe: 'true',
      timeout: '900',
    });
    expect(getToken()).toBe('tok-1');
    expect(seen.find((s) => s.url.endsWith('/api/account'))?.token).toBe('tok-1');
    expect(getCachedIdentity()?.login).toBe('servicio');
  });

  it('ACC-041 ROLE-002: identity, permissions and canAccess come from the cached account without refetching', async () => {
    await authProvider.login({ username: 'servicio', password: 'x' });
    const before = seen.length;
    expect(await authProvider.getIdentity!()).toMatchObject({
      id: 'servicio',
      fullName: 'Servicio al Cliente',
      email: 'servicio@terminal.cl',
      roles: ['ROLE_CUSTOMER_SERVICE'],
    });
    expect(await authProvider.getPermissions!({})).toEqual(['ROLE_CUSTOMER_SERVICE']);
    expect(await authProvider.canAccess!({ resource: 'agents', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'agents', action: 'read' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'storekeepers', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'agents', action: 'delete' })).toBe(false);
    expect(seen.length).toBe(before);
  });

  it('ACC-013: 401 with remaining attempts', async () => {
    loginReply = () => json(401, { code: '401', message: 'Usuario o contraseña incorrecto', expires: 3 });
    const e = await loginError({ username: 'servicio', password: 'mala' });
    expect(e.message).toBe('Usuario o contraseña incorrecto. Intentos restantes: 3');
    expect(e.status).toBe(401);
  });

  it('ACC-012: 401 without a count', async () => {
    loginReply = () => json(401, { code: '401', message: 'Usuario o contraseña incorrecto' });
    expect((await loginError({ username: 'a', password: 'b' })).message).toBe('Usuario o contraseña incorrecto');
  });

  it('ACC-014 ACC-016: a negative count or 403 means the account is disabled', async () => {
    loginReply = () => json(401, { code: '401', message: 'Usuario o contraseña incorrecto', expires: -1 });
    expect((await loginError({ username: 'a', password: 'b' })).message).toBe(
      'Cuenta deshabilitada. Contacte al administrador.',
    );
    loginReply = () => json(403, { code: '403', message: 'Cuenta deshabilitada. Contacte al administrador.' });
    const e = await loginError({ username: 'a', password: 'b' });
    expect(e.message).toBe('Cuenta deshabilitada. Contacte al administrador.');
    expect(e.kind).toBe('disabled');
  });

  it('ACC-017 ACC-018: 426 and 428 send the user to change the password with the one-time token', async () => {
    loginReply = () => json(426, { code: '426', message: 'x', token: 'change-1' });
    const must = await loginError({ username: 'a', password: 'b' });
    expect(must.message).toBe('Cambio de contraseña requerido. Seleccione una nueva contraseña para continuar.');
    expect(must.kind).toBe('mustChange');
    expect(must.token).toBe('change-1');
    expect(must.login).toBe('a');
    loginReply = () => json(428, { code: '428', message: 'x' });
    const expired = await loginError({ username: 'a', password: 'b' });
    expect(expired.message).toBe('Contraseña expirada. Es necesario un cambiar la contraseña para continuar.');
    expect(expired.kind).toBe('passwordExpired');
    expect(expired.token).toBeUndefined();
  });

  it('a prepared sign-in has asked the session length already: the login waits for the login call alone; the signed-in identity decides the redirect', async () => {
    prepareSignIn();
    await Promise.resolve();
    const asked = seen.filter((s) => s.url.endsWith('/timeout')).length;
    expect(asked).toBe(1);
    const answer = await authProvider.login({
      username: 'servicio',
      password: 'Puerto#2026',
      redirectAfter: (a: { login: string }) => `/landing/${a.login}`,
    });
    expect(seen.filter((s) => s.url.endsWith('/timeout')).length).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(seen.find((s) => s.url.endsWith('/login'))!.body)).timeout).toBe(
      '900',
    );
    expect(answer).toEqual({ redirectTo: `/landing/${account.login}` });
    // Taken once: the next sign-in asks again.
    await authProvider.login({ username: 'servicio', password: 'Puerto#2026' });
    expect(seen.filter((s) => s.url.endsWith('/timeout')).length).toBe(2);
  });

  it('ACC-019: no answer from the server is the login timeout', async () => {
    loginReply = () => {
      throw new TypeError('fetch failed');
    };
    const e = await loginError({ username: 'a', password: 'b' });
    expect(e.message).toBe('Tiempo de espera agotado. Intente nuevamente.');
    expect(e.status).toBe(-1);
  });

  it('ACC-020: a failed login clears any previous session', async () => {
    saveSession({ token: 'previous', expires: Date.now() + 60_000 });
    loginReply = () => json(401, { code: '401', message: 'x', expires: 2 });
    await loginError({ username: 'a', password: 'b' });
    expect(getToken()).toBeNull();
  });

  it('ACC-022: checkAuth passes with a live token; an expired one sends to login with the expired reason', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    saveSession({ token: 't', expires: Date.now() + 60_000 });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    saveSession({ token: 't', expires: Date.now() - 1 });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login?session=expired' });
  });

  it('ACC-022: logout after the token expired lands on login with the expired reason; a live one on plain login', async () => {
    saveSession({ token: 't', expires: Date.now() - 1 });
    expect(await authProvider.logout({})).toBe('/login?session=expired');
    expect(getToken()).toBeNull();
    expect(await authProvider.logout({})).toBeUndefined();
    saveSession({ token: 't', expires: Date.now() + 60_000 });
    expect(await authProvider.logout({})).toBeUndefined();
  });

  it('ACC-024 ACC-015: checkError logs out on 401, stays logged in on 403, ignores the rest', async () => {
    saveSession({ token: 't', expires: Date.now() + 60_000 });
    await expect(authProvider.checkError(toApiError(401, { code: '401', message: 'x' }))).rejects.toEqual({
      message: false,
      redirectTo: '/login?session=invalidated',
    });
    saveSession({ token: 't', expires: Date.now() - 1 });
    await expect(authProvider.checkError(toApiError(401, { code: '401', message: 'x' }))).rejects.toEqual({
      message: 'app.session.expired',
    });
    saveSession({ token: 't', expires: Date.now() + 60_000 });
    const forbidden = toApiError(403, { code: '403', message: 'No tiene permisos para realizar esta operación.' });
    await expect(authProvider.checkError(forbidden)).rejects.toEqual({
      logoutUser: false,
      message: 'No tiene permisos para realizar esta operación. - 403',
    });
    await expect(authProvider.checkError(toApiError(422, { code: '422', message: 'x' }))).resolves.toBeUndefined();
    await expect(authProvider.checkError(toApiError(0, null))).resolves.toBeUndefined();
  });

  it('ACC-025: a 403 while on the access-denied page does not repeat it in the message bar', async () => {
    saveSession({ token: 't', expires: Date.now() + 60_000 });
    const forbidden = toApiError(403, { code: '403', message: 'No tiene permisos para realizar esta operación.' });
    vi.stubGlobal('window', { location: { pathname: '/accessdenied' } });
    await expect(authProvider.checkError(forbidden)).rejects.toEqual({ logoutUser: false, message: false });
    vi.stubGlobal('window', { location: { pathname: '/agents' } });
    await expect(authProvider.checkError(forbidden)).rejects.toMatchObject({
      logoutUser: false,
      message: 'No tiene permisos para realizar esta operación. - 403',
    });
  });

  it('ACC-042: logout clears the session', async () => {
    await authProvider.login({ username: 'servicio', password: 'x' });
    await authProvider.logout({});
    expect(getToken()).toBeNull();
    expect(getCachedIdentity()).toBeNull();
    expect(await authProvider.getPermissions!({})).toEqual([]);
  });
});

describe('the identity queries answered at once (peekAuth)', () => {
  it('ACC-011 ROLE-002: with a live session and a cached identity, getIdentity, getPermissions and canAccess answer what the provider would; nothing otherwise', async () => {
    expect(peekAuth('getIdentity', undefined)).toBeUndefined();
    saveSession({ token: 't', expires: Date.now() + 60_000 });
    expect(peekAuth('getIdentity', undefined)).toBeUndefined();
    saveIdentity(account);
    expect(peekAuth('getIdentity', undefined)).toEqual({ value: await authProvider.getIdentity!() });
    expect(peekAuth('getPermissions', {})).toEqual({ value: await authProvider.getPermissions!({}) });
    for (const [resource, action] of [
      ['agents', 'list'],
      ['agents', 'delete'],
      ['storekeepers', 'edit'],
      ['invoice', 'list'],
    ]) {
      expect(peekAuth('canAccess', { resource, action }), `${resource} ${action}`).toEqual({
        value: await authProvider.canAccess!({ resource, action }),
      });
    }
    // checkAuth is asked on every mount; unknown queries and malformed params get nothing.
    expect(peekAuth('checkAuth', {})).toBeUndefined();
    expect(peekAuth('canAccess', { resource: 'agents' })).toBeUndefined();
    saveSession({ token: 't', expires: Date.now() - 1 });
    expect(peekAuth('getIdentity', undefined)).toBeUndefined();
  });
});
