/**
 * Expired/required password change (426/428 → /expiredPass) and recovery by RUT through the
 * e-mailed link (/recoverPass → outbox → /user/resetPass). Each account here is dedicated to one
 * test (cambio, cambio2, expirada, expirada2, recupera): their passwords change for the run.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, PASSWORD } from './support';

const NEW_PASSWORD = 'Nuev0#Muelle';

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
/** The helper/error text under an input. */
const fieldText = (page: Page, name: string) =>
  page
    .locator('.MuiFormControl-root', { has: page.locator(`input[name="${name}"]`) })
    .locator('.MuiFormHelperText-root');

async function signIn(page: Page, user: string, pass = PASSWORD) {
  await field(page, 'username').fill(user);
  await field(page, 'password').fill(pass);
  await page.locator('button[type="submit"]').click();
}

async function fillChange(page: Page, passwordNew: string, confirmation = passwordNew, current?: string) {
  if (current !== undefined) await field(page, 'password').fill(current);
  await field(page, 'passwordNew').fill(passwordNew);
  await field(page, 'confirmation').fill(confirmation);
  await page.getByRole('button', { name: /cambiar contraseña|guardar contraseña/i }).click();
}

/** After a change: the login page with the Q02 text, where the new password works. */
async function loginWithNewPassword(page: Page, user: string, landing: RegExp) {
  await expect(page).toHaveURL(/\/login\?changePassOk=true$/);
  await expect(page.getByTestId('login-success')).toHaveText(
    'Contraseña modificada correctamente. Inicie sesión con su nueva contraseña.',
  );
  await signIn(page, user, NEW_PASSWORD);
  await expect(page).toHaveURL(landing);
}

/** Ends the browser's session and shows the login page (the next flow's start). */
async function signedOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
}

test.describe('Expired or required password', () => {
  test('ACC-017 ACC-031 ACC-032 ACC-033 ACC-034 VAL-018 VAL-019 VAL-021: 426 leads to the change form; policy, server refusals, success', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'cambio');
    await expect(page).toHaveURL(/\/expiredPass\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('login')).toBe('cambio');
    const token = params.get('token') ?? '';
    expect(token).not.toBe('');
    expect(params.get('message')).toBe(
      'Cambio de contraseña requerido. Seleccione una nueva contraseña para continuar.',
    );
    await expect(page.getByTestId('expired-message')).toHaveText(
      'Cambio de contraseña requerido. Seleccione una nueva contraseña para continuar.',
    );
    await expect(field(page, 'login')).toHaveValue('cambio');
    await expect(field(page, 'login')).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page);

    // Client-side policy on the field, nothing sent (every rule of the table: tests/unit/access/passwordForms.test.ts).
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('changeExpiredPassword')) sent.push(r.url());
    });
    await fillChange(page, 'abc', 'abc', PASSWORD);
    await expect(fieldText(page, 'passwordNew')).toHaveText('Contraseña insegura');
    await fillChange(page, 'Cambio#2099x');
    await expect(fieldText(page, 'passwordNew')).toHaveText(
      'La contraseña no debe contener sus datos personales (usuario, nombre o RUT)',
    );
    await fillChange(page, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect(fieldText(page, 'confirmation')).toHaveText('Las contraseñas no coinciden');
    await expectNoAxeViolations(page, '/expiredPass con errores');
    await fillChange(page, PASSWORD, PASSWORD);
    await expect(fieldText(page, 'passwordNew')).toHaveText('La nueva contraseña debe ser distinta de la actual');
    expect(sent).toEqual([]);

    // The server's own copy of each rule is checked in tests/mock/password.test.ts; here, how a refusal shows.
    // A password the client accepts but the server refuses (the user's surname): shown on the field and in the bar.
    await fillChange(page, 'Molina#2099x');
    await expect(fieldText(page, 'passwordNew')).toHaveText(
      'La contraseña no debe contener sus datos personales (usuario, nombre o RUT)',
    );
    await expect(messageBar(page)).toContainText('La contraseña no debe contener sus datos personales');
    // A wrong current password: on its field.
    await fillChange(page, NEW_PASSWORD, NEW_PASSWORD, 'Otra#Clave99');
    await expect(fieldText(page, 'password')).toHaveText('La contraseña actual no es correcta');
    await expect(page).toHaveURL(/\/expiredPass\?/);

    await fillChange(page, NEW_PASSWORD, NEW_PASSWORD, PASSWORD);
    await loginWithNewPassword(page, 'cambio', /\/agents$/);

    // The one-time token is spent.
    const reused = await page.request.post('/api/user/changeExpiredPassword', {
      data: { login: 'cambio', langKey: token, password: NEW_PASSWORD, passwordNew: 'Grua#Norte77' },
    });
    expect(reused.status()).toBe(400);
  });

  test('ACC-018 ACC-031 ACC-033 ACC-007 ACC-032 ACC-034 ACC-017: 428 leads to the change form with the expired text and the change lets the user in; from the login link (no token) the user types login and current password, a wrong one refused; the demo quick login of a must-change account leads to the change form', async ({
    page,
  }) => {
    // Three former tests' flows, each signing in through the form: more than one test's time.
    test.slow();
    await page.goto('/login');
    await signIn(page, 'expirada');
    await expect(page).toHaveURL(/\/expiredPass\?/);
    await expect(page.getByTestId('expired-message')).toHaveText(
      'Contraseña expirada. Es necesario un cambiar la contraseña para continuar.',
    );
    await fillChange(page, NEW_PASSWORD, NEW_PASSWORD, PASSWORD);
    await loginWithNewPassword(page, 'expirada', /\/agents$/);

    // ACC-007 ACC-032 ACC-034: from the login link (no token) the user types login and current password; a wrong one is refused.
    await signedOut(page);
    await page.getByRole('link', { name: 'Cambiar contraseña expirada' }).click();
    await expect(page).toHaveURL(/\/expiredPass$/);
    await expect(field(page, 'login')).toBeEditable();
    await field(page, 'login').fill('expirada2');
    await fillChange(page, NEW_PASSWORD, NEW_PASSWORD, 'Incorrecta#77');
    await expect(page.getByTestId('expired-error')).toHaveText(
      'Usuario o contraseña incorrecto. Intentos restantes: 4',
    );
    await fillChange(page, NEW_PASSWORD, NEW_PASSWORD, PASSWORD);
    await loginWithNewPassword(page, 'expirada2', /\/agents$/);

    // ACC-017: the demo quick login of a must-change account also leads to the change form.
    await signedOut(page);
    await page.getByTestId('demo-users').getByRole('button', { name: 'cambio2', exact: true }).click();
    await expect(page).toHaveURL(/\/expiredPass\?login=cambio2&token=/);
    await expect(page.getByTestId('expired-message')).toHaveText(
      'Cambio de contraseña requerido. Seleccione una nueva contraseña para continuar.',
    );
  });
});

test.describe('Password recovery', () => {
  test('ACC-028 ACC-030 VAL-014: an invalid RUT is refused on the form; an unknown one shows the server reason', async ({
    page,
  }) => {
    await page.goto('/recoverPass');
    const rut = field(page, 'rut');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/recoverPass')) calls.push(r.url());
    });
    await rut.fill('123456789');
    await expect(rut).toHaveValue('12.345.678-9');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(fieldText(page, 'rut')).toHaveText('Rut inválido');
    expect(calls).toEqual([]);

    await rut.fill('10000009');
    await expect(rut).toHaveValue('1.000.000-9');
    const answer = page.waitForResponse((r) => r.url().includes('/api/user/recoverPass/1000000-9'));
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    const response = await answer;
    expect(response.status()).toBe(404);
    const reason = (await response.json()).message as string;
    expect(reason).toBeTruthy();
    await expect(page.getByTestId('recover-error')).toHaveText(reason);
    await expect(page.getByTestId('recover-sent')).toHaveCount(0);
    await expectNoAxeViolations(page, '/recoverPass con error');
  });

  test('ACC-028 ACC-029 ACC-035 ACC-033: the e-mailed link resets the password once; the new one logs in', async ({
    page,
    request,
  }) => {
    await page.goto('/recoverPass');
    await field(page, 'rut').fill('776543217');
    await expect(field(page, 'rut')).toHaveValue('77.654.321-7');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByTestId('recover-sent')).toHaveText(
      'Se ha enviado un correo electrónico con un enlace para restablecer su contraseña.',
    );

    const outbox = (await (await request.get('/__mock/outbox')).json()) as {
      kind: string;
      link: string;
      date: string;
      id: unknown;
    }[];
    const mails = outbox.filter((m) => m.kind === 'recover' && m.link.includes('login=recupera'));
    expect(mails.length).toBeGreaterThan(0);
    const newest = mails.reduce((a, b) => (Date.parse(b.date) >= Date.parse(a.date) ? b : a));
    const link = new URL(newest.link);
    expect(link.pathname).toBe('/user/resetPass');
    const path = `${link.pathname}${link.search}`;

    await page.goto(path);
    await expect(page.getByText('Ingrese su nueva contraseña para el usuario recupera.')).toBeVisible();
    await expectNoAxeViolations(page);
    await fillChange(page, 'abc');
    await expect(fieldText(page, 'passwordNew')).toHaveText('Contraseña insegura');
    await fillChange(page, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect(fieldText(page, 'confirmation')).toHaveText('Las contraseñas no coinciden');
    await fillChange(page, NEW_PASSWORD);
    await loginWithNewPassword(page, 'recupera', /\/inicio$/);

    // The link works once: the second use shows the server's reason and a way to ask for a new one.
    await page.goto(path);
    const refused = page.waitForResponse((r) => r.url().includes('/api/user/changeExpiredPassword'));
    await fillChange(page, 'Grua#Norte77');
    const answer = await refused;
    expect(answer.status()).toBe(400);
    await expect(page.getByTestId('reset-error')).toHaveText((await answer.json()).message);
    await expect(page).toHaveURL(path);
    await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
    await expect(page).toHaveURL(/\/recoverPass$/);
  });

  test('ACC-035: a link without key or login says it is not valid', async ({ page }) => {
    await page.goto('/user/resetPass');
    await expect(page.getByTestId('reset-error')).toHaveText(
      'El enlace para restablecer la contraseña no es válido. Solicite uno nuevo.',
    );
    await expect(field(page, 'passwordNew')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
