import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMessages } from '../../../src/i18n/appMessages';
import { setApiRoot } from '../../../src/providers/config';
import { ApiError, apiFetch, apiFetchRevalidated, resolvePath, toApiError } from '../../../src/providers/httpClient';
import { pendingCalls } from '../../../src/providers/loading';
import { clearSession, saveSession } from '../../../src/providers/session';

/** The rejection of a call that must fail (a resolution fails the test). */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as ApiError,
  );

describe('toApiError', () => {
  it("ERR-001 ERR-005: a server {code, message} becomes 'message - code'", () => {
    const e = toApiError(409, { code: '409', message: 'El transportista ya ha sido agregado.' });
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(HttpError);
    expect(e.message).toBe('El transportista ya ha sido agregado. - 409');
    expect(e.status).toBe(409);
    expect(e.code).toBe('409');
    expect(e.serverMessage).toBe('El transportista ya ha sido agregado.');
    expect(e.body).toEqual({ code: '409', message: 'El transportista ya ha sido agregado.' });
  });

  it('ERR-001: the server code wins over the status, numbers included', () => {
    expect(toApiError(400, { code: 89, message: 'Teléfono inválido' }).message).toBe('Teléfono inválido - 89');
  });

  it('ERR-006: a missing message gives the generic text with the status as code', () => {
    expect(toApiError(500, undefined).message).toBe(`${appMessages.errors.generic} - 500`);
    expect(toApiError(502, '<html>Bad gateway</html>').message).toBe(
      'Se ha producido un problema en la aplicación - 502',
    );
    expect(toApiError(404, { code: '404' }).message).toBe('Se ha producido un problema en la aplicación - 404');
  });

  it('ERR-007: no response gives code 0 with the connection text', () => {
    const e = toApiError(0, undefined);
    expect(e.message).toBe(
      'No se pudo establecer la conexión con el servidor. Favor reintente la operación en unos minutos - 0',
    );
    expect(e.code).toBe('0');
    expect(e.status).toBe(0);
  });

  it('ERR-003: a list of server messages shows each message', () => {
    const fromArray = toApiError(400, [{ code: '501', message: 'Primero' }, { message: 'Segundo' }, 'Tercero']);
    expect(fromArray.message.split('\n')).toEqual(['Primero - 501', 'Segundo - 400', 'Tercero - 400']);
    const fromMessages = toApiError(422, { code: '422', messages: ['Uno', 'Dos'] });
    expect(fromMessages.message.split('\n')).toEqual(['Uno - 422', 'Dos - 422']);
    expect(fromMessages.serverMessage).toBe('Uno\nDos');
  });

  it('ERR-001: server field errors go to body.errors for the form, the bar text to root.serverError', () => {
    const e = toApiError(422, {
      code: '422',
      message: 'Los datos enviados no son válidos',
      fields: { id: 'Rut inválido', 'user.email': 'Debe ser un Email válido' },
    });
    expect(e.body.errors).toEqual({
      id: 'Rut inválido',
      'user.email': 'Debe ser un Email válido',
      root: { serverError: 'Los datos enviados no son válidos - 422' },
    });
    expect(e.body.fields).toEqual({ id: 'Rut inválido', 'user.email': 'Debe ser un Email válido' });
    expect(toApiError(400, { code: '400', message: 'x' }).body.errors).toBeUndefined();
  });
});

/** What the fetch double saw, and what it answers next (tests reassign it). */
let calls: { url: string; init: RequestInit }[];
let reply: () => Promise<Response>;

/** Replaces fetch in the calling describe: records each call, answers with `reply()` (200 {ok} unless a test says otherwise). */
function stubFetch(): void {
  beforeEach(() => {
    calls = [];
    reply = async () => new Response(JSON.stringify({ ok: true }), { status: 200 });
    setApiRoot('http://server.test');
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return reply();
    });
    clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiRoot('');
    clearSession();
  });
}

describe('apiFetch', () => {
  stubFetch();

  it('prefixes legacy paths with /api and leaves /api, /login and /timeout as given', async () => {
    expect(resolvePath('/agent/list')).toBe('/api/agent/list');
    expect(resolvePath('/api/account')).toBe('/api/account');
    expect(resolvePath('/login')).toBe('/login');
    expect(resolvePath('/timeout')).toBe('/timeout');
    expect(resolvePath('/loginx')).toBe('/api/loginx');
    await apiFetch('/agent/list');
    expect(calls[0].url).toBe('http://server.test/api/agent/list');
  });

  it('ACC-011: sends x-auth-token while the token is live, never after expires', async () => {
    saveSession({ token: 'live-token', expires: Date.now() + 60_000 });
    await apiFetch('/agent/list');
    expect((calls[0].init.headers as Record<string, string>)['x-auth-token']).toBe('live-token');

    saveSession({ token: 'old-token', expires: Date.now() - 1 });
    await apiFetch('/agent/list');
    expect((calls[1].init.headers as Record<string, string>)['x-auth-token']).toBeUndefined();
  });

  it('ACC-002: form bodies are urlencoded, other bodies JSON', async () => {
    await apiFetch('/login', { method: 'POST', form: { username: 'servicio', password: 'a b&c' } });
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0].init.body).toBe('username=servicio&password=a+b%26c');
    await apiFetch('/agent', { method: 'POST', body: { id: '1-9' } });
    expect((calls[1].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(calls[1].init.body).toBe('{"id":"1-9"}');
  });

  it('ACC-046: counts pending non-silent /api calls only', async () => {
    const seen: number[] = [];
    const unsubscribe = pendingCalls.subscribe(() => seen.push(pendingCalls.getSnapshot()));
    await apiFetch('/agent/list');
    await apiFetch('/agent/list', { silent: true });
    await apiFetch('/login', { method: 'POST', form: {} });
    unsubscribe();
    expect(seen).toEqual([1, 0]);
    expect(pendingCalls.getSnapshot()).toBe(0);
  });

  it("ERR-001: a failed call rejects with an ApiError 'message - code'", async () => {
    reply = async () =>
      new Response(JSON.stringify({ code: '403', message: 'No tiene permisos para realizar esta operación.' }), {
        status: 403,
      });
    const error = await failure(apiFetch('/agent/list'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('No tiene permisos para realizar esta operación. - 403');
    expect(pendingCalls.getSnapshot()).toBe(0);
  });

  it('ERR-007: a rejected fetch (no response) gives code 0', async () => {
    reply = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await failure(apiFetch('/agent/list'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('0');
    expect(error.message).toBe(`${appMessages.errors.connection} - 0`);
  });

  it('ACC-019: a call past its timeout fails with status -1', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const error = await failure(apiFetch('/login', { method: 'POST', timeoutMs: 10 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(-1);
  });

  it('answers undefined for an empty body and the Response itself when raw', async () => {
    reply = async () => new Response(null, { status: 204 });
    expect(await apiFetch('/x')).toBeUndefined();
    reply = async () => new Response('PDF', { status: 200 });
    const res = await apiFetch<Response>('/user/manual', { raw: true });
    expect(await res.text()).toBe('PDF');
  });
});

describe('apiFetchRevalidated', () => {
  stubFetch();
  const headersOf = (i: number) => calls[i]!.init.headers as Record<string, string>;

  it('sends If-None-Match with a known ETag and answers 304 as a success without data', async () => {
    reply = async () => new Response(null, { status: 304, headers: { ETag: '"v1"' } });
    const seen: number[] = [];
    const unsubscribe = pendingCalls.subscribe(() => seen.push(pendingCalls.getSnapshot()));
    const res = await apiFetchRevalidated('/agent/list', '"v1"');
    unsubscribe();
    expect(headersOf(0)['If-None-Match']).toBe('"v1"');
    expect(res).toEqual({ status: 304, etag: '"v1"', data: undefined });
    expect(seen).toEqual([1, 0]); // counted for the loading modal like any list call
  });

  it('answers 200 with the parsed rows and the new ETag; no ETag known sends no If-None-Match', async () => {
    reply = async () => new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers: { ETag: '"v2"' } });
    expect(await apiFetchRevalidated('/agent/list', null)).toEqual({ status: 200, etag: '"v2"', data: [{ id: 1 }] });
    expect(headersOf(0)['If-None-Match']).toBeUndefined();
    reply = async () => new Response(JSON.stringify([]), { status: 200 });
    expect(await apiFetchRevalidated('/agent/list', '"v2"')).toEqual({ status: 200, etag: null, data: [] });
    expect(headersOf(1)['If-None-Match']).toBe('"v2"');
  });

  it('ERR-001: failures map as in apiFetch; a 304 nobody asked for is one of them', async () => {
    reply = async () => new Response(JSON.stringify({ code: '403', message: 'Sin permiso.' }), { status: 403 });
    const denied = await failure(apiFetchRevalidated('/agent/list', '"v1"'));
    expect(denied).toBeInstanceOf(ApiError);
    expect(denied.message).toBe('Sin permiso. - 403');
    reply = async () => new Response(null, { status: 304 });
    expect((await failure(apiFetch('/agent/list'))).status).toBe(304);
    expect((await failure(apiFetchRevalidated('/agent/list', undefined))).status).toBe(304);
    expect(pendingCalls.getSnapshot()).toBe(0);
  });
});
