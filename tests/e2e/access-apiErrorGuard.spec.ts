/**
 * The API guard of the e2e fixtures can fail (apiErrorGuard.ts): an undeclared 403 or 5xx from
 * /api fails the test, as does a declared error that never came. The failing cases are marked
 * `test.fail()`, so the suite stays green only while the guard really fails them; they assert
 * nothing else, so that nothing but the guard can fail them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectApiError } from './support';

/** What the storekeeper's pickup form used to call: the active companies, refused to a storekeeper. */
const REFUSED = '/api/truckingcompany/truckingcoactivation';

/** The page calls an /api path as the console does (its fetch, its session token) and gives back the status. */
const pageCalls = (page: Page, path: string) =>
  page.evaluate(
    async (p) => (await fetch(p, { headers: { 'x-auth-token': localStorage.getItem('token') ?? '' } })).status,
    path,
  );

test.describe('the API guard', () => {
  test.use({ user: 'bodega' });

  // A page of the console's origin (its session in localStorage) where no console runs: only the test calls.
  test.beforeEach(async ({ page }) => {
    await page.goto('/__mock/health');
  });

  test('an undeclared 403 from /api fails the test', async ({ page }) => {
    test.fail();
    await pageCalls(page, REFUSED);
  });

  test('an undeclared 5xx from /api fails the test', async ({ page }) => {
    test.fail();
    await page.route('**/api/account', (route) => route.fulfill({ status: 503, json: { message: 'caído' } }));
    await pageCalls(page, '/api/account');
  });

  test('a 403 declared with expectApiError passes; a 401 is not guarded', async ({ page }) => {
    expectApiError(page, /\/truckingcoactivation$/, 403);
    expect(await pageCalls(page, REFUSED)).toBe(403);
    expect(await page.evaluate(async () => (await fetch('/api/account')).status)).toBe(401);
  });

  test('a declaration covers its own path only: another undeclared 403 still fails the test', async ({ page }) => {
    test.fail();
    expectApiError(page, /\/truckingcoactivation$/, 403);
    await pageCalls(page, REFUSED);
    // The agents' records (the storekeeper reads only their ids and names, through /api/agent/list).
    await pageCalls(page, '/api/agent');
  });

  test('a 403 declared with expectApiError that never comes fails the test', async ({ page }) => {
    test.fail();
    expectApiError(page, /\/truckingcoactivation$/, 403);
    await pageCalls(page, '/api/account');
  });
});
