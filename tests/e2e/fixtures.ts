/**
 * The e2e test API: Playwright's `test` plus
 * - `mockServer` (worker): this worker's own mock server; `baseURL` points at it.
 * - `user` (option): `test.use({ user: 'servicio' })` gives tests a page already signed in as that
 *   demo user, from a session signed in through the API once per user per worker.
 * - `signInAs(user)`: switches the test's page to another user's session (same cache);
 *   `signInAs(user, { fresh: true })` signs in anew, for a test that ends its session (logout).
 * Tests that change a password or lock an account use users no other test relies on.
 */
import { test as base, type Page } from '@playwright/test';
import { startMockServer, type MockServer } from './mockServer';
import { apiSession, type StorageState } from './sessions';

interface WorkerFixtures {
  mockServer: MockServer;
  sessionOf: (user: string) => Promise<StorageState>;
}

interface TestFixtures {
  user: string | undefined;
  signInAs: (user: string, options?: { fresh?: boolean }) => Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mockServer: [
    async ({}, use, workerInfo) => {
      const server = await startMockServer(workerInfo.parallelIndex);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  sessionOf: [
    async ({ mockServer, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: mockServer.url });
      const cache = new Map<string, Promise<StorageState>>();
      await use((user) => {
        if (!cache.has(user)) cache.set(user, apiSession(request, mockServer.url, user));
        return cache.get(user)!;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ mockServer }, use) => {
    await use(mockServer.url);
  },

  user: [undefined, { option: true }],

  storageState: async ({ user, sessionOf, storageState }, use) => {
    await use(user ? await sessionOf(user) : storageState);
  },

  signInAs: async ({ page, sessionOf, mockServer }, use) => {
    await use(async (user, { fresh = false } = {}) => {
      const state = fresh ? await apiSession(page.request, mockServer.url, user) : await sessionOf(user);
      await replaceLocalStorage(page, state);
    });
  },
});

/** Puts another session into the page's localStorage (the app's origin must be open first). */
async function replaceLocalStorage(page: Page, state: StorageState) {
  if (!page.url().startsWith('http')) await page.goto('/login');
  const entries = state.origins[0].localStorage;
  await page.evaluate((items) => {
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
}

export { expect } from '@playwright/test';
