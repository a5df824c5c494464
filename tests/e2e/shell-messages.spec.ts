/**
 * The message bar conventions (ERR), seen through the user profile form: the server's answers
 * are replaced (page.route) so each error shape can be produced on demand.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectApiError, messageBar } from './support';

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
      : route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body ?? '') }),
  );
  await page.locator('input[name="phone"]').fill(String(Date.now()).slice(-9));
  await page.getByRole('button', { name: 'Guardar' }).click();
}

/** The bar's message as the user reads it (innerText keeps the line breaks CSS shows). */
const barText = (page: Page) => messageBar(page).locator('.MuiSnackbarContent-message').innerText();

test.describe('Message bar', () => {
  test('ERR-001 ERR-005: a server error shows "message - code" in red and its field errors on the fields', async ({ page }) => {
    await openProfileForm(page);
    await saveWithAnswer(page, { status: 400, body: { code: '400', message: 'Los datos enviados no son válidos', fields: { email: 'Correo ya registrado' } } });
    await expect(messageBar(page)).toBeVisible();
    expect(await barText(page)).toBe('Los datos enviados no son válidos - 400');
    await expect(messageBar(page).locator('.MuiSnackbarContent-root')).toHaveClass(/RaNotification-error/);
    await expect(page.locator('.MuiFormControl-root:has(input[name="email"]) .MuiFormHelperText-root')).toHaveText('Correo ya registrado');
    await expectNoAxeViolations(page, 'barra de mensajes con error');
    await expect(page).toHaveURL(/\/account\/accountEditUser$/);
  });

  test('ERR-003: a list of errors shows each message on its own line', async ({ page }) => {
    await openProfileForm(page);
    await saveWithAnswer(page, { status: 422, body: { code: '422', messages: [{ code: '101', message: 'Primer problema' }, { message: 'Segundo problema' }] } });
    await expect(messageBar(page)).toBeVisible();
    expect(await barText(page)).toBe('Primer problema - 101\nSegundo problema - 422');
  });

  test('ERR-006 ERR-007: a missing message and a missing answer get the generic and the connection texts', async ({ page }) => {
    // The test answers the save with a 500 of its own (page.route).
    expectApiError(page, /\/api\/user\/updateUser$/, 500);
    await openProfileForm(page);
    await saveWithAnswer(page, { status: 500, body: { code: '500' } });
    await expect(messageBar(page)).toContainText('Se ha producido un problema en la aplicación - 500');
    await page.unroute(UPDATE_USER);
    await page.reload();
    await formReady(page);
    await saveWithAnswer(page, 'no-response');
    await expect(messageBar(page)).toContainText(
      'No se pudo establecer la conexión con el servidor. Favor reintente la operación en unos minutos - 0',
    );
  });

  test('ERR-002 ERR-004: a success message uses the same bar and stays 15 s', async ({ page }) => {
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
