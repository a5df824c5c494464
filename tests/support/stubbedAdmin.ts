/**
 * For jsdom tests of a screen against stubbed server answers: a signed-in user with the given roles
 * (and identity fields), and `fetch` answering each path with JSON for the file's duration.
 */
import type { AuthProvider } from 'react-admin';
import { afterAll, beforeAll } from 'vitest';

export const authAs = (roles: string[], identity: Record<string, unknown> = {}): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'u', login: 'u', roles, ...identity }),
  getPermissions: async () => roles,
});

/** Replaces fetch while the file runs: each request's path gets `answerFor(path)` as a 200 JSON answer. */
export function stubFetchJson(answerFor: (path: string) => unknown): void {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return new Response(JSON.stringify(answerFor(path)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
}
