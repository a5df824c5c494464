/**
 * The message bar conventions (ERR), seen through the user profile form: the server's answers
 * are replaced (page.route) so each error shape can be produced on demand.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectApiError, login, messageBar } from './support';
import { openUserMenu } from './shell-support';

test.use({ user: 'perfil' });

const UPDATE_USER = /\/api\/user\/updateUser$/;

async function openProfileForm(page: Page) {
  await page.goto('/account/accountEditUser');
  await formReady(page);
}

/** The form is loaded and its panel has finished sliding in (typing earlier may be reset by the mounting form). */
async function formReady(page: Page) {
  await expect(page.locator('input[name="name"]')).not.toHaveValue('');
  const panel = page.getByTestId('extra-panel');
  await expect.poll(() => panel.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
}

async function saveWithAnswer(page: Page, answer: { status: number; body?: unknown } | 'no-response') {
  await page.route(UPDATE_USER, (route) =>
    answer === 'no-response'
      ? route.abort('connectionrefused')
      : route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: JSON.stringify(answer.body ?? ''),
        }),
  );
  await page.locator('input[name="phone"]').fill(String(Date.now()).slice(-9));
  await page.getByRole('button', { name: 'Guardar' }).click();
}

/** The bar's message as the user reads it (innerText keeps the line breaks CSS shows). */
const barText = (page: Page) => messageBar(page).locator('.MuiSnackbarContent-message').innerText();

test.describe('Message bar', () => {
  test('ERR-001 ERR-005 ERR-003 ERR-006 ERR-007: a server error shows "message - code" in red and its field errors on the fields; a list of errors a line each; a missing message and a missing answer the generic and the connection texts', async ({
    page,
  }) => {
    /** A fresh form after an answer: the replaced answer gone, no message left from it. */
    const again = async () => {
      await page.unroute(UPDATE_USER);
      await page.reload();
      await formReady(page);
    };
    // The test answers a save with a 500 of its own (page.route).
    expectApiError(page, /\/api\/user\/updateUser$/, 500);
    await openProfileForm(page);
    // ERR-001 ERR-005
    await saveWithAnswer(page, {
      status: 400,
      body: { code: '400', message: 'Los datos enviados no son válidos', fields: { email: 'Correo ya registrado' } },
    });
    await expect(messageBar(page)).toBeVisible();
    expect(await barText(page)).toBe('Los datos enviados no son válidos - 400');
    await expect(messageBar(page).locator('.MuiSnackbarContent-root')).toHaveClass(/RaNotification-error/);
    await expect(page.locator('.MuiFormControl-root:has(input[name="email"]) .MuiFormHelperText-root')).toHaveText(
      'Correo ya registrado',
    );
    await expectNoAxeViolations(page, 'barra de mensajes con error');
    await expect(page).toHaveURL(/\/account\/accountEditUser$/);

    // ERR-003: a list of errors shows each message on its own line.
    await again();
    await saveWithAnswer(page, {
      status: 422,
      body: { code: '422', messages: [{ code: '101', message: 'Primer problema' }, { message: 'Segundo problema' }] },
    });
    await expect(messageBar(page)).toBeVisible();
    expect(await barText(page)).toBe('Primer problema - 101\nSegundo problema - 422');

    // ERR-006 ERR-007
    await again();
    await saveWithAnswer(page, { status: 500, body: { code: '500' } });
    await expect(messageBar(page)).toContainText('Se ha producido un problema en la aplicación - 500');
    await again();
    await saveWithAnswer(page, 'no-response');
    await expect(messageBar(page)).toContainText(
      'No se pudo establecer la conexión con el servidor. Favor reintente la operación en unos minutos - 0',
    );
  });

  test('ERR-004: a success message uses the same bar and stays 15 s', async ({ page }) => {
    // The page's clock is driven by the test, so 15 s pass without waiting for them.
    await page.clock.install();
    await openProfileForm(page);
    await page.locator('input[name="phone"]').fill(`569${String(Date.now()).slice(-8)}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Usuario modificado correctamente');
    // The installed clock still flows in real time: what the checks below take counts too.
    const shownAt = await page.evaluate(() => Date.now());
    await expect(messageBar(page).locator('.MuiSnackbarContent-root')).toHaveClass(/RaNotification-success/);
    await expectNoAxeViolations(page, 'barra de mensajes con éxito');
    await page.clock.runFor(14_000 - (await page.evaluate(() => Date.now())) + shownAt);
    await expect(messageBar(page)).toContainText('Usuario modificado correctamente');
    await page.clock.runFor(2_000);
    await expect(messageBar(page)).toBeHidden();
  });
});

/** Visible controls of the page that the bar's box overlaps (the bar's own controls aside). */
async function controlsUnderBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="message-bar"]')!.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < bar.right &&
      r.right > bar.left &&
      r.top < bar.bottom &&
      r.bottom > bar.top;
    return [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, [role="button"], [role="link"]',
      ),
    ]
      .filter((el) => !el.closest('[data-testid="message-bar"]') && overlaps(el.getBoundingClientRect()))
      .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName);
  });
}

test.describe('Message bar on a phone', () => {
  test.use({ user: undefined, viewport: { width: 390, height: 844 } });

  test('a message takes its own room: the overdue notice lies over no control, goes on the next screen, closes with its button, and none survives a sign-out', async ({
    page,
  }) => {
    const notice = 'Usted posee facturas vencidas';
    const signOut = async () => {
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(/\/login/);
    };
    // The page's clock is driven by the test: a screen change a moment after a message is the
    // redirect of the action that raised it, a later one is the user's.
    await page.clock.install();
    await login(page, 'vencido');
    await expect(messageBar(page)).toContainText(notice);
    // Pushed down, not covered: the landing's controls stay where a tap reaches them.
    await expect(page.getByTestId('message-slot')).toContainText(notice);
    expect(await controlsUnderBar(page)).toEqual([]);
    await page.clock.runFor(3_000);
    // The next screen: the notice was about the last one.
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(messageBar(page)).toBeHidden();

    await signOut();
    await login(page, 'vencido');
    await expect(messageBar(page)).toContainText(notice);
    await page.getByRole('button', { name: 'Cerrar mensaje' }).click();
    await expect(messageBar(page)).toBeHidden();

    // Signing out while a message shows: the next user sees nothing of it.
    await signOut();
    await login(page, 'vencido');
    await expect(messageBar(page)).toContainText(notice);
    await signOut();
    await expect(messageBar(page)).toBeHidden();
    await login(page, 'aga2');
    await expect(page).toHaveURL(/\/functionaries$/);
    await expect(page.getByText(notice, { exact: false })).toHaveCount(0);
  });
});
