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

/** The message bar's text. */
export const messageBar = (page: Page) => page.locator('.MuiSnackbar-root');

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
export { expectApiError } from './apiErrorGuard';
