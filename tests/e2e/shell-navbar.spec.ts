import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { blockAvatarService, apiGet, openUserMenu } from './shell-support';
import { failOnConsoleErrors, login } from './support';

interface Account {
  login: string;
  name: string;
  email: string;
}

test.describe('Navbar', () => {
  test('ACC-041: the user menu shows the name, e-mail and login of the session', async ({ page, request }) => {
    await login(page, 'servicio');
    const account = await apiGet<Account>(page, request, '/api/account');
    await openUserMenu(page);
    await expect(page.getByTestId('user-name')).toHaveText(account.name);
    await expect(page.getByTestId('user-email')).toHaveText(account.email);
    await expect(page.getByTestId('user-login')).toHaveText(`Usuario: ${account.login}`);
    // Customer service has no account pages: no 'Mi cuenta'.
    await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).toHaveCount(0);
  });

  test('ACC-042: logout returns to the login page and the session is gone', async ({ page }) => {
    await login(page, 'servicio');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/login/);
  });

  test('ACC-043 ACC-046: the user manual downloads as manual.pdf, with the session token', async ({ page }) => {
    await login(page, 'servicio');
    await openUserMenu(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Manual de usuario' }).click()]);
    expect(download.suggestedFilename()).toBe('manual.pdf');
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(file.length).toBeGreaterThan(2000);

    // The navbar's own button does the same.
    const [again] = await Promise.all([page.waitForEvent('download'), page.getByTestId('manual-button').click()]);
    expect(again.suggestedFilename()).toBe('manual.pdf');
  });

  test('ACC-044: both logos come from the imglogo call and render', async ({ page }) => {
    const consoleErrors = failOnConsoleErrors(page);
    const logoCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/imglogo/')) logoCalls.push(`${r.url().replace(/^.*imglogo\//, '')} ${r.headers()['x-auth-token'] ? 'token' : 'none'}`);
    });
    await login(page, 'servicio');
    for (const kind of ['logo1', 'logo2']) {
      const img = page.getByTestId(kind);
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await img.getAttribute('src')).toMatch(/^blob:/);
    }
    expect(logoCalls.sort()).toEqual(['logo1 token', 'logo2 token']);
    // Cached for the page's life: moving around fetches them no more.
    await page.getByRole('menuitem', { name: 'Agentes' }).click();
    await expect(page).toHaveURL(/\/agents$/);
    await page.getByRole('menuitem', { name: 'Extraportuarios' }).click();
    await expect(page).toHaveURL(/\/storekeepers$/);
    await expect(page.getByTestId('logo1')).toBeVisible();
    expect(logoCalls).toHaveLength(2);
    expect(consoleErrors()).toEqual([]);
  });

  test('ACC-045: the avatar is keyed by the MD5 of the e-mail and falls back to the initials', async ({ page, request }) => {
    const consoleErrors = failOnConsoleErrors(page);
    const avatarCalls: string[] = [];
    page.context().on('request', (r) => {
      if (r.url().includes('gravatar.com')) avatarCalls.push(r.url());
    });
    await blockAvatarService(page);
    await login(page, 'servicio');
    const account = await apiGet<Account>(page, request, '/api/account');
    const hash = createHash('md5').update(account.email.trim().toLowerCase()).digest('hex');

    const avatar = page.getByRole('button', { name: 'Perfil' }).getByTestId('user-avatar');
    await expect(avatar).toHaveText('MT'); // Marcela Tapia
    await expect(avatar.locator('img')).toHaveCount(0);
    await expect.poll(() => avatarCalls.length).toBeGreaterThan(0);
    expect(avatarCalls[0].startsWith(`https://www.gravatar.com/avatar/${hash}?d=404&s=`)).toBe(true);

    await openUserMenu(page);
    await expect(page.getByTestId('user-menu-identity').getByTestId('user-avatar')).toHaveText('MT');
    // An unreachable avatar service is not an error of the page.
    expect(consoleErrors()).toEqual([]);
  });
});
