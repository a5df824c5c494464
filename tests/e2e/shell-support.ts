/** Steps shared by the shell's browser tests (shell-*.spec.ts). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tokenOf } from './support';

/** Opens the navbar's user menu (react-admin's UserMenu button, labelled 'Perfil'). */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Perfil' }).click();
  await expect(page.getByTestId('user-menu-identity')).toBeVisible();
}

/** GET an /api path with the page's session token. */
export async function apiGet<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { 'x-auth-token': await tokenOf(page) } });
  expect(response.status(), `${path} status`).toBe(200);
  return (await response.json()) as T;
}

/**
 * Every URL the page's main frame shows from now on, including client-side navigations that
 * are replaced at once (e.g. a route the catch-all redirects to the landing page).
 */
export function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** Keeps the public avatar service unreachable whatever the machine's network (initials fallback). */
export async function blockAvatarService(page: Page) {
  await page.context().route(/gravatar\.com/, (route) => route.abort('namenotresolved'));
}
