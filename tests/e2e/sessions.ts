/**
 * Signing in through the API, as the console's authProvider does (GET /timeout, POST /login as
 * a form, GET /api/account), and the Playwright storage state of that session: the console keeps
 * it in localStorage (`token`, `expires`, `identity`; react-admin adds `RaStore.version`).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './support';

export type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

export async function apiSession(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  password = PASSWORD,
): Promise<StorageState> {
  const timeout = await request.get('/timeout');
  const seconds = Number(((await timeout.json()) as { timeout?: unknown }).timeout) || 1800;
  const login = await request.post('/login', {
    form: { username, password, rememberMe: 'false', timeout: String(seconds) },
  });
  expect(login.status(), `POST /login de ${username}`).toBe(200);
  const { token, expires } = (await login.json()) as { token: string; expires: number };
  const account = await request.get('/api/account', { headers: { 'x-auth-token': token } });
  expect(account.status(), `GET /api/account de ${username}`).toBe(200);
  const identity = (await account.json()) as { authorities?: unknown };
  const normalized = { ...identity, authorities: Array.isArray(identity.authorities) ? identity.authorities : [] };
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [
          { name: 'RaStore.version', value: '1' },
          { name: 'token', value: token },
          { name: 'expires', value: String(expires) },
          { name: 'identity', value: JSON.stringify(normalized) },
        ],
      },
    ],
  };
}
