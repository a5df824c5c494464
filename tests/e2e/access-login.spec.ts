/**
 * The login page: form, outcomes of D1 §4/§8 with the DECISIONS Q04 texts, caps lock, return to
 * target, lost sessions, the overdue-invoice notice and the demo quick login.
 * Accounts changed here are dedicated to these tests (intentos, bloqueado); never lock `servicio`.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { messageBar, PASSWORD, tokenOf } from './support';

// These specs run with the console's transitions on (the rest of the suite asks for reduced motion).
test.use({ reducedMotion: 'no-preference' });

const username = (page: Page) => page.locator('input[name="username"]');
const password = (page: Page) => page.locator('input[name="password"]');
const submit = (page: Page) => page.locator('button[type="submit"]');
const loginError = (page: Page) => page.getByTestId('login-error');

/** Fills the login form on the page already shown (keeps the router state of a redirect). */
async function signIn(page: Page, user: string, pass = PASSWORD) {
  await username(page).fill(user);
  await password(page).fill(pass);
  await submit(page).click();
}

test.describe('Login page', () => {
  test('ACC-001 ACC-006 ACC-007 ACC-003 ACC-004: fields, remember-me, links; both fields required before any call', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/login') posts.push(r.url());
    });
    await page.goto('/login');
    await expect(page.getByText('Business Portal', { exact: true })).toBeVisible();
    await expect(username(page)).toBeVisible();
    await expect(password(page)).toHaveAttribute('type', 'password');
    await expect(page.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
    await expect(page.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/recoverPass');
    await expect(page.getByRole('link', { name: 'Cambiar contraseña expirada' })).toHaveAttribute(
      'href',
      '/expiredPass',
    );
    // The login page needs no token: no terminal logo (GET /api/user/imglogo needs one).
    await expect(page.locator('img[src*="imglogo"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await submit(page).click();
    await expect(page.getByText('Requerido')).toHaveCount(2);
    await username(page).fill('servicio');
    await submit(page).click();
    await expect(page.getByText('Requerido')).toHaveCount(1);
    expect(posts).toEqual([]);

    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page).toHaveURL(/\/recoverPass$/);
    await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
    await page.getByRole('link', { name: 'Cambiar contraseña expirada' }).click();
    await expect(page).toHaveURL(/\/expiredPass$/);
  });

  test('ACC-002 ACC-010: remember-me is posted with the form and the session token is kept', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('checkbox', { name: 'Recordarme' }).check();
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/login');
    await signIn(page, 'servicio');
    const form = new URLSearchParams((await posted).postData() ?? '');
    expect(form.get('username')).toBe('servicio');
    expect(form.get('rememberMe')).toBe('true');
    expect(Number(form.get('timeout'))).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/agents$/);
    expect(await tokenOf(page)).not.toBe('');
  });

  test('ACC-012 ACC-013 ACC-014 ACC-016 ACC-020: wrong passwords count down the attempts, then the account is disabled', async ({
    page,
    signInAs,
  }) => {
    // ACC-020: a failed login also ends the session that was open.
    await signInAs('servicio');
    expect(await tokenOf(page)).not.toBe('');
    await page.goto('/login');
    await signIn(page, 'intentos', 'Incorrecta#1');
    await expect(loginError(page)).toHaveText('Usuario o contraseña incorrecto. Intentos restantes: 4');
    expect(await tokenOf(page)).toBe('');
    // The server's count (tested whole in tests/mock/password.test.ts): two more wrong attempts by the API.
    for (let i = 0; i < 2; i++) {
      const wrong = await page.request.post('/login', {
        form: { username: 'intentos', password: 'Incorrecta#1', rememberMe: 'false', timeout: '900' },
      });
      expect(wrong.status()).toBe(401);
    }
    await signIn(page, 'intentos', 'Incorrecta#1');
    await expect(loginError(page)).toHaveText('Usuario o contraseña incorrecto. Intentos restantes: 1');
    await signIn(page, 'intentos', 'Incorrecta#1');
    await expect(loginError(page)).toHaveText('Cuenta deshabilitada. Contacte al administrador.');
    // Disabled: even the right password is refused now.
    await signIn(page, 'intentos');
    await expect(loginError(page)).toHaveText('Cuenta deshabilitada. Contacte al administrador.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('ACC-005 ACC-008 ACC-009 ACC-012 ACC-016 ACC-019: success text after a change, caps-lock warning, unknown user, disabled account, no answer', async ({
    page,
  }) => {
    // ACC-008 ACC-009: changePassOk shows the success text; i is accepted.
    await page.goto('/login?changePassOk=true&i=2');
    await expect(page.getByTestId('login-success')).toHaveText(
      'Contraseña modificada correctamente. Inicie sesión con su nueva contraseña.',
    );
    await page.goto('/login');
    await expect(page.getByTestId('login-success')).toHaveCount(0);

    // ACC-005: a caps-lock warning shows while caps lock is on in the password field.
    const warning = page.getByTestId('caps-lock');
    await password(page).click();
    await page.keyboard.type('a');
    await expect(warning).toHaveCount(0);
    // Headless Chromium does not toggle caps lock from the keyboard; the event carries the state.
    await password(page).dispatchEvent('keyup', { key: 'A', modifierCapsLock: true });
    await expect(warning).toHaveText('Bloq Mayús está activado');
    await password(page).dispatchEvent('keydown', { key: 'a', modifierCapsLock: false });
    await expect(warning).toHaveCount(0);

    // ACC-012: an unknown user gets the plain incorrect-credentials text.
    await signIn(page, 'no-existe-nadie', 'Incorrecta#1');
    await expect(loginError(page)).toHaveText('Usuario o contraseña incorrecto');
    await expectNoAxeViolations(page, '/login con error');

    // ACC-016: a disabled account is told to contact the administrator.
    await signIn(page, 'bloqueado');
    await expect(loginError(page)).toHaveText('Cuenta deshabilitada. Contacte al administrador.');
    expect(await tokenOf(page)).toBe('');

    // ACC-019: no answer to the login is the timeout text.
    await page.route('**/login', (route) =>
      route.request().method() === 'POST' ? route.abort('timedout') : route.fallback(),
    );
    await signIn(page, 'servicio');
    await expect(loginError(page)).toHaveText('Tiempo de espera agotado. Intente nuevamente.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('Return to target and lost sessions', () => {
  test('ACC-022 ACC-023: the public access pages open without a session; a logged-out visit to a list with a filter, then to a record, returns there (params included) after login', async ({
    page,
  }) => {
    for (const [path, card] of [
      ['/recoverPass', 'recover-card'],
      ['/expiredPass', 'expired-card'],
      ['/user/resetPass?key=x&login=y', 'reset-card'],
    ]) {
      await page.goto(path);
      await expect(page.getByTestId(card)).toBeVisible();
      await expect(page).toHaveURL(path);
      await expect(username(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    const target = `/agents?filter=${encodeURIComponent(JSON.stringify({ q: 'Agencia' }))}`;
    await page.goto(target);
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'servicio');
    await expect(page).toHaveURL(target);
    await expect(page.locator('input[name="q"]')).toHaveValue('Agencia');

    // Logged out again (no session in the browser): a record's page returns to the record.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/lineOperators/MSC/show');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'servicio');
    await expect(page).toHaveURL(/\/lineOperators\/MSC\/show$/);
    await expect(page.getByTestId('record-title')).toBeVisible();
  });

  test('ACC-011 ACC-015: an expired token sends to login with the expired text, then back to the page; a token the server no longer knows, with the invalidated text', async ({
    page,
    signInAs,
  }) => {
    await signInAs('servicio');
    await page.evaluate(() => localStorage.setItem('expires', String(Date.now() - 1000)));
    await page.goto('/storekeepers');
    await expect(page).toHaveURL(/\/login\?session=expired$/);
    await expect(page.getByTestId('login-session')).toHaveText('Su sesión ha expirado. Ingrese nuevamente.');
    await signIn(page, 'servicio');
    await expect(page).toHaveURL(/\/storekeepers$/);

    await page.evaluate(() => localStorage.setItem('token', 'ya-no-existe'));
    await page.goto('/agents');
    await expect(page).toHaveURL(/\/login\?session=invalidated$/);
    await expect(page.getByTestId('login-session')).toHaveText('Su sesión fue invalidada. Ingrese nuevamente.');
  });
});

test.describe('After login', () => {
  test("ACC-021: staff are not asked for invoice information; an AGA without overdue invoices gets no notice; an AGA with them gets the info notice naming the terminal; a functionary is told about its agent's", async ({
    page,
    request,
  }) => {
    // Four sign-ins through the form: more than one test's time.
    test.slow();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('getinvoiceinformation')) asked.push(r.url());
    });
    /** Ends the browser's session (a new document: no message of the previous user survives) and shows the login form. */
    const signedOut = async () => {
      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
    };

    await page.goto('/login');
    await signIn(page, 'servicio');
    await expect(page).toHaveURL(/\/agents$/);
    // The login's follow-up calls are over once the landing list is drawn.
    await expect(page.locator('.RaDataTable-tbody tr').first()).toBeVisible();
    expect(asked).toEqual([]);

    await signedOut();
    const none = page.waitForResponse((r) => r.url().includes('/api/agent/getinvoiceinformation/aga2'));
    await signIn(page, 'aga2');
    expect(await (await none).json()).toEqual({ invoiceOverdue: false });
    // The landing page (its functionary list, ADM-SHELL-003) is drawn after the answer was handled: a notice would be on screen by now.
    await expect(page).toHaveURL(/\/functionaries$/);
    await expect(page.getByText('No hay funcionarios disponibles.')).toBeVisible();
    await expect(page.getByText('Usted posee facturas vencidas', { exact: false })).toHaveCount(0);

    await signedOut();
    const overdue = page.waitForResponse((r) => r.url().includes('/api/agent/getinvoiceinformation/aga'));
    await signIn(page, 'aga');
    expect(await (await overdue).json()).toEqual({ invoiceOverdue: true });
    const account = await (
      await request.get('/api/account', { headers: { 'x-auth-token': await tokenOf(page) } })
    ).json();
    const text = `Usted posee facturas vencidas, favor contáctese con ${account.terminal || 'el Terminal'} para aclarar su situación`;
    await expect(messageBar(page)).toContainText(text);

    await signedOut();
    const ofAgent = page.waitForRequest((r) => r.url().includes('/api/agent/getinvoiceinformation/'));
    await signIn(page, 'vencido');
    const url = (await ofAgent).url();
    const functionary = await (
      await request.get('/api/account', { headers: { 'x-auth-token': await tokenOf(page) } })
    ).json();
    expect(functionary.login).toBe('vencido');
    expect(functionary.agentId).toBeTruthy();
    expect(url).toContain(`/api/agent/getinvoiceinformation/${encodeURIComponent(functionary.agentId)}`);
    await expect(messageBar(page)).toContainText('Usted posee facturas vencidas, favor contáctese con');
  });
});

test.describe('Demo quick login', () => {
  test('the demo users are listed by group; one click logs in as that user', async ({ page }) => {
    await page.goto('/login');
    const demo = page.getByTestId('demo-users');
    await expect(demo).toBeVisible();
    const groups = demo.getByTestId('demo-group');
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(demo.getByText('Servicio al cliente', { exact: true })).toBeVisible();
    await demo.getByRole('button', { name: 'servicio', exact: true }).click();
    await expect(page).toHaveURL(/\/agents$/);
    expect(await tokenOf(page)).not.toBe('');

    await page.goto('/login');
    await page.getByTestId('demo-users').getByRole('button', { name: 'gate', exact: true }).click();
    await expect(page).toHaveURL(/\/gate$/);
  });

  test("without the mock's demo list (a real legacy server answers 404) nothing is shown", async ({ page }) => {
    await page.route('**/__mock/demo-users', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ code: '404', message: 'Ruta no encontrada' }),
      }),
    );
    const refused = page.waitForResponse((r) => r.url().endsWith('/__mock/demo-users'));
    await page.goto('/login');
    expect((await refused).status()).toBe(404);
    await expect(username(page)).toBeVisible();
    // One frame after the answer: the list would be drawn by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByTestId('demo-users')).toHaveCount(0);
  });
});
