/**
 * The e2e test API: Playwright's `test` plus
 * - `mockServer` (worker): this worker's own mock server; `baseURL` points at it.
 * - `user` (option): `test.use({ user: 'servicio' })` gives tests a page already signed in as that
 *   demo user, from a session signed in through the API once per user per worker.
 * - `signInAs(user)`: switches the test's page to another user's session (same cache);
 *   `signInAs(user, { fresh: true })` signs in anew, for a test that ends its session (logout).
 * - The API guard (auto): any page of the test that receives a 403 or a 5xx from `/api` fails the
 *   test, so no screen calls what its role may not (or breaks the server) unnoticed. A test that
 *   provokes one on purpose declares it with `expectApiError(page, /path/, 403)` (support.ts),
 *   which the test then fails without.
 *   A 401 is not guarded (no session, or an ended one: see apiErrorGuard.ts).
 * - The wire bodies (auto): a test's writes to `/api` must be the ones `wire-bodies.json` holds for
 *   it (wireBodies.ts).
 * Tests that change a password or lock an account use users no other test relies on.
 */
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { apiErrorGuard } from './apiErrorGuard';
import { startMockServer, type MockServer } from './mockServer';
import { PagePool, type KeptPage } from './pagePool';
import { apiSession, type StorageState } from './sessions';
import { wireBodies } from './wireBodies';

interface WorkerFixtures {
  mockServer: MockServer;
  sessionOf: (user: string) => Promise<StorageState>;
  pagePool: PagePool;
}

interface TestFixtures {
  /** Playwright's own: every context option of the test (config, test.use, storageState). */
  _combinedContextOptions: BrowserContextOptions;
  keptPage: KeptPage | undefined;
  user: string | undefined;
  signInAs: (user: string, options?: { fresh?: boolean }) => Promise<void>;
  apiErrorGuard: void;
  wireBodies: void;
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
    { scope: 'worker', timeout: 180_000 },
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

  pagePool: [
    async ({ browser }, use) => {
      const pool = new PagePool(browser);
      await use(pool);
      await pool.discard();
    },
    { scope: 'worker' },
  ],

  // The worker's kept page (pagePool.ts) when the test runs with the usual options; a retry runs in
  // a context of its own, so its trace records it.
  keptPage: async ({ pagePool, _combinedContextOptions: options }, use, testInfo) => {
    const session = options.storageState as StorageState | undefined;
    const kept = testInfo.retry === 0 ? await pagePool.acquire(options, session) : undefined;
    await use(kept);
    await kept?.release(testInfo.status !== testInfo.expectedStatus);
  },

  context: async ({ keptPage, browser, _combinedContextOptions: options }, use) => {
    if (keptPage) {
      await use(keptPage.context);
      return;
    }
    const context = await browser.newContext(options);
    await use(context);
    await context.close();
  },

  page: async ({ keptPage, context }, use) => {
    await use(keptPage?.page ?? (await context.newPage()));
  },

  baseURL: async ({ mockServer }, use) => {
    await use(mockServer.url);
  },

  user: [undefined, { option: true }],

  storageState: async ({ user, sessionOf, storageState }, use) => {
    await use(user ? await sessionOf(user) : storageState);
  },

  apiErrorGuard: [
    async ({ context }, use) => {
      const guard = apiErrorGuard(context);
      await use();
      guard.assertNone();
    },
    { auto: true },
  ],

  wireBodies: [
    async ({ context }, use, testInfo) => {
      const recorder = wireBodies(context);
      await use();
      recorder.check(testInfo);
    },
    { auto: true },
  ],

  signInAs: async ({ page, sessionOf, mockServer }, use) => {
    await use(async (user, { fresh = false } = {}) => {
      const state = fresh ? await apiSession(page.request, mockServer.url, user) : await sessionOf(user);
      await replaceLocalStorage(page, state);
    });
  },
});

/**
 * Puts another session into the page's localStorage, from a page of the app's origin that runs no
 * console: a live screen would go on calling with the new session, as a role it was not built for.
 */
async function replaceLocalStorage(page: Page, state: StorageState) {
  await page.goto('/__mock/health');
  const entries = state.origins[0].localStorage;
  await page.evaluate((items) => {
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
}

export { expect } from '@playwright/test';
