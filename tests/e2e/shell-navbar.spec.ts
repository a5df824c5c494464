import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockAvatarService, apiGet, openUserMenu } from './shell-support';
import { failOnConsoleErrors } from './support';

/** The initials the avatar draws where its picture would be. */
const initialsShown = (avatar: Locator) =>
  avatar.locator('.initials').evaluate((el) => getComputedStyle(el, '::before').content.replace(/^"|"$/g, ''));

interface Account {
  login: string;
  name: string;
  email: string;
}

test.describe('Navbar', () => {
  test.use({ user: 'servicio' });

  test('ACC-041 ACC-043 ACC-044 ACC-045: the logos from the imglogo call, the avatar by the MD5 of the e-mail or the initials, the user menu with name, e-mail and login, the manual as manual.pdf with the session token', async ({
    page,
    request,
  }) => {
    // Four former tests' checks on one page: more than one test's time.
    test.slow();
    const consoleErrors = failOnConsoleErrors(page);
    const logoCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/imglogo/'))
        logoCalls.push(`${r.url().replace(/^.*imglogo\//, '')} ${r.headers()['x-auth-token'] ? 'token' : 'none'}`);
    });
    const avatarCalls: string[] = [];
    page.context().on('request', (r) => {
      if (r.url().includes('gravatar.com')) avatarCalls.push(r.url());
    });
    await blockAvatarService(page);
    await page.goto('/');
    const account = await apiGet<Account>(page, request, '/api/account');

    // ACC-044: both logos come from the imglogo call and render.
    for (const kind of ['logo1', 'logo2']) {
      const img = page.getByTestId(kind);
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await img.getAttribute('src')).toMatch(/^blob:/);
    }
    expect(logoCalls.sort()).toEqual(['logo1 token', 'logo2 token']);

    // ACC-045: the avatar is keyed by the MD5 of the e-mail and falls back to the initials.
    const hash = createHash('md5').update(account.email.trim().toLowerCase()).digest('hex');
    const button = page.getByRole('button', { name: 'Perfil' });
    // WCAG 2.5.3: the button's name holds the name it shows.
    await expect(button).toHaveAccessibleName(`Perfil: ${account.name}`);
    const avatar = button.getByTestId('user-avatar');
    await expect(avatar).toHaveAttribute('data-initials', 'MT'); // Marcela Tapia
    await expect(avatar.locator('img')).toHaveCount(0);
    // The initials are drawn (by CSS, so they stay out of the button's text).
    expect(await initialsShown(avatar)).toBe('MT');
    await expect.poll(() => avatarCalls.length).toBeGreaterThan(0);
    expect(avatarCalls[0].startsWith(`https://www.gravatar.com/avatar/${hash}?d=404&s=`)).toBe(true);

    // ACC-041: the user menu shows the name, e-mail and login of the session.
    await openUserMenu(page);
    await expect(page.getByTestId('user-name')).toHaveText(account.name);
    await expect(page.getByTestId('user-email')).toHaveText(account.email);
    await expect(page.getByTestId('user-login')).toHaveText(`Usuario: ${account.login}`);
    // Customer service has no account pages: no 'Mi cuenta'.
    await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).toHaveCount(0);
    expect(await initialsShown(page.getByTestId('user-menu-identity').getByTestId('user-avatar'))).toBe('MT');
    await expectNoAxeViolations(page, 'menú de usuario abierto');

    // ACC-043: the user manual downloads as manual.pdf, with the session token.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Manual de usuario' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('manual.pdf');
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(file.length).toBeGreaterThan(2000);
    // The navbar's own button does the same.
    const [again] = await Promise.all([page.waitForEvent('download'), page.getByTestId('manual-button').click()]);
    expect(again.suggestedFilename()).toBe('manual.pdf');

    // ACC-044: the logos are cached for the page's life: moving around fetches them no more.
    await page.getByRole('navigation').getByRole('link', { name: 'Agentes' }).click();
    await expect(page).toHaveURL(/\/agents$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Extraportuarios' }).click();
    await expect(page).toHaveURL(/\/storekeepers$/);
    await expect(page.getByTestId('logo1')).toBeVisible();
    expect(logoCalls).toHaveLength(2);
    // An unreachable avatar service is not an error of the page.
    expect(consoleErrors()).toEqual([]);
  });

  test('ACC-042: logout returns to the login page and the session is gone', async ({ page, signInAs }) => {
    // A session of its own: the worker's cached 'servicio' session stays usable whatever logout does.
    await signInAs('servicio', { fresh: true });
    await page.goto('/');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/login/);
  });
});
