/** Shared steps of the browser tests. */
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Puerto#2026';

export async function login(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
}

/** The session token the console stored, for direct API calls. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

/** The message bar (in the page's message slot, or the fixed bar of the sign-in screen). */
export const messageBar = (page: Page) => page.getByTestId('message-bar');

/** Fails the test on any console error of the page. */
export function failOnConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return () => errors.filter((e) => !/status of (4\d\d)/.test(e));
}

/** Declares an /api error the test provokes on purpose (see apiErrorGuard.ts). */
export { allowApiError, expectApiError } from './apiErrorGuard';

/**
 * What a record's functionaries tab must show, known from the API beforehand: the table with as
 * many rows as the owner has, or its empty text (a check that cannot pass both ways).
 */
export async function expectFunctionariesOf(page: Page, ownerId: string, emptyText: string) {
  const res = await page.request.get(`/api/functionary/getByOwner/${encodeURIComponent(ownerId)}`, {
    headers: { 'x-auth-token': await tokenOf(page) },
  });
  const count = ((await res.json()) as unknown[]).length;
  if (count === 0) await expect(page.getByTestId('functionaries-empty')).toHaveText(emptyText);
  // The tab is a framework list: 10 rows a page.
  else await expect(page.getByTestId('functionaries-table').locator('tbody tr')).toHaveCount(Math.min(count, 10));
  return count;
}

/**
 * Opens a menu entry and waits for its screen's title in the app bar: the screen on display stays
 * up while the next one loads, and a list's search box there has the same name as the next one's.
 */
export async function openFromMenu(page: Page, entry: string, title = entry) {
  await page.getByRole('navigation').getByRole('link', { name: entry }).click();
  await expect(page.locator('#react-admin-title')).toHaveText(title);
}
