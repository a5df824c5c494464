import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { apiGet, openUserMenu, visitedUrls } from './shell-support';
import { login, messageBar, PASSWORD } from './support';

interface AgentProfile {
  contactInfo: { contactPhone: string | null; contactCity: string | null };
}
interface UserProfile {
  name: string;
  phone: string | null;
}

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
/** The helper/error text under an input. */
const fieldHelp = (page: Page, name: string) =>
  page.locator(`.MuiFormControl-root:has(input[name="${name}"]) .MuiFormHelperText-root`);
/** The extra panel has finished sliding in (a form mounted mid-animation may still reset what is typed into it). */
async function extraPanelSettled(page: Page) {
  const panel = page.getByTestId('extra-panel');
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
}
/** No message under the input (react-admin keeps an empty helper line to hold the space). */
const noFieldError = (page: Page, name: string) => expect(fieldHelp(page, name)).not.toHaveText(/\p{L}/u);

test.describe('Account', () => {
  test('ACT-002: a role without account access has no "Mi cuenta" and /account goes to /accessdenied', async ({
    page,
    signInAs,
  }) => {
    await signInAs('servicio');
    await page.goto('/');
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    for (const path of ['/account', '/account/accountEdit', '/account/accountEditUser', '/account/accountPassword']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/accessdenied$/);
    }
  });

  test('ACT-001 ACC-039 ACT-003 ACT-005 ACT-006 ACT-007 ADM-SHELL-012 ADM-SHELL-013: AGA edits the agent profile', async ({
    page,
    request,
    signInAs,
  }) => {
    await signInAs('aga');
    await page.goto('/');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-login')).toHaveText('aga');
    await expect(page.getByTestId('account-detail')).toContainText('Datos de contacto');
    // ACC-039: the left navigation, the centre panel and the right detail panel, side by side in that order.
    const [nav, centre, detail] = await Promise.all(
      ['side-navigation', 'centre-panel', 'side-detail'].map((id) => page.getByTestId(id).boundingBox()),
    );
    expect(nav!.x + nav!.width).toBeLessThanOrEqual(centre!.x + 1);
    expect(centre!.x + centre!.width).toBeLessThanOrEqual(detail!.x + 1);
    await expectNoAxeViolations(page, '/account (AGA)');

    // The form opens in the extra panel, which slides the options panel aside.
    await page.getByTestId('account-edit').click();
    await expect(page).toHaveURL(/\/account\/accountEdit$/);
    await expect(page.getByTestId('extra-panel')).toContainText('Modificar perfil del agente');
    await extraPanelSettled(page);
    const phone = field(page, 'contactInfo.contactPhone');
    await expect(phone).not.toHaveValue('');

    // Clean form: Cancel leaves at once. Dirty form: 'Cancelar operación' first.
    await page.getByTestId('form-cancel').click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('extra-panel')).toHaveCount(0);
    await page.getByTestId('account-edit').click();
    await expect(page).toHaveURL(/\/account\/accountEdit$/);
    await extraPanelSettled(page);
    await expect(phone).not.toHaveValue('');
    await phone.fill('abc');
    await page.getByTestId('form-cancel').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('Cancelar operación');
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/account\/accountEdit$/);

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(fieldHelp(page, 'contactInfo.contactPhone')).toHaveText('Debe ser un número');
    await expectNoAxeViolations(page, 'perfil del agente con error');
    await phone.fill('1'.repeat(31));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(fieldHelp(page, 'contactInfo.contactPhone')).toHaveText('Longitud máxima superada');

    const newPhone = `569${String(Date.now()).slice(-8)}`;
    await phone.fill(newPhone);
    await field(page, 'contactInfo.contactCity').fill('Valparaíso');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Agente modificado correctamente');
    await expect(page).toHaveURL(/\/account$/);
    await page.reload();
    await expect(page.locator('[data-field="contactInfo.contactPhone"]')).toContainText(newPhone);
    await expect(page.locator('[data-field="contactInfo.contactCity"]')).toContainText('Valparaíso');
    const saved = await apiGet<AgentProfile>(page, request, '/api/user/getAgent');
    expect(saved.contactInfo).toMatchObject({ contactPhone: newPhone, contactCity: 'Valparaíso' });

    // The user profile form is not the AGA's.
    await page.goto('/account/accountEditUser');
    await expect(page).toHaveURL(/\/accessdenied$/);
  });

  test('ACT-004 ACT-005 ACT-007 ERR-013: a non-AGA user edits the user profile', async ({
    page,
    request,
    signInAs,
  }) => {
    await signInAs('perfil');
    await page.goto('/account');
    await page.getByTestId('account-edit').click();
    await expect(page).toHaveURL(/\/account\/accountEditUser$/);
    await expect(page.getByTestId('extra-panel')).toContainText('Modificar datos del usuario');
    await extraPanelSettled(page);

    await field(page, 'phone').fill('12-34');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(fieldHelp(page, 'phone')).toHaveText('Debe ser un número');
    await field(page, 'name').fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(fieldHelp(page, 'name')).toHaveText('Requerido');
    await expectNoAxeViolations(page, 'datos del usuario con errores');

    // Values new on every run, so the form is always dirty.
    const stamp = String(Date.now()).slice(-6);
    const name = `Naviera Perfil Pruebas ${stamp}`;
    const phone = `56222${stamp}`;
    await field(page, 'name').fill(name);
    await field(page, 'phone').fill(phone);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Usuario modificado correctamente');
    await expect(page).toHaveURL(/\/account$/);
    await page.reload();
    await expect(page.locator('[data-field="phone"]')).toContainText(phone);
    expect(await apiGet<UserProfile>(page, request, '/api/user/getUser')).toMatchObject({ name, phone });
    // The navbar follows the new name.
    await openUserMenu(page);
    await expect(page.getByTestId('user-name')).toHaveText(name);
    // The agent profile form is only the AGA's.
    await page.keyboard.press('Escape');
    await page.goto('/account/accountEdit');
    await expect(page).toHaveURL(/\/accessdenied$/);
  });

  test('ACT-008 ACT-009 ACT-010 ACT-011 ACT-012 ACT-013 ERR-001: password change with each rule on its field, then login with the new one', async ({
    page,
    signInAs,
  }) => {
    await signInAs('clave');
    await page.goto('/account');
    await page.getByTestId('account-password').click();
    await expect(page).toHaveURL(/\/account\/accountPassword$/);
    await extraPanelSettled(page);
    const save = page.getByRole('button', { name: 'Guardar' });

    await save.click();
    await expect(fieldHelp(page, 'password')).toHaveText('Requerido');
    await expect(fieldHelp(page, 'passwordNew')).toHaveText('Requerido');
    await expect(fieldHelp(page, 'confirmation')).toHaveText('Requerido');
    await expectNoAxeViolations(page, 'cambio de contraseña con errores');

    await field(page, 'password').fill('Clave-equivocada#1');
    await field(page, 'passwordNew').fill('corta1!');
    await save.click();
    await expect(fieldHelp(page, 'passwordNew')).toHaveText('Contraseña insegura');
    await noFieldError(page, 'password');

    await field(page, 'passwordNew').fill('Miclave#2026'); // the login
    await save.click();
    await expect(fieldHelp(page, 'passwordNew')).toHaveText(
      'La contraseña no debe contener sus datos personales (usuario, nombre o RUT)',
    );

    const next = 'Muelle#Sur2026';
    await field(page, 'passwordNew').fill(next);
    await field(page, 'confirmation').fill('Muelle#Sur2027');
    await save.click();
    await expect(fieldHelp(page, 'confirmation')).toHaveText('Las contraseñas no coinciden');
    await noFieldError(page, 'passwordNew');

    // The server refuses a wrong current password: on its field and in the message bar ('message - code').
    await field(page, 'confirmation').fill(next);
    const [changeCall] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/user/changePassword')),
      save.click(),
    ]);
    expect(changeCall.request().postDataJSON()).toEqual({ password: 'Clave-equivocada#1', passwordNew: next });
    expect(changeCall.status()).toBe(400);
    await expect(fieldHelp(page, 'password')).toHaveText('La contraseña actual no es correcta');
    await expect(messageBar(page)).toContainText(' - 400');

    await field(page, 'password').fill(PASSWORD);
    await save.click();
    await expect(messageBar(page)).toContainText(
      'Contraseña modificada correctamente. A partir del próximo inicio de sesión utilice su nueva contraseña',
    );
    await expect(page).toHaveURL(/\/account$/);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login/);
    await login(page, 'clave', next);
    await page.goto('/account');
    await expect(page.getByTestId('account-login')).toHaveText('clave');
  });

  test('ACT-014 ACT-015: the redirect screens pass the login as agentId to the functionary and import areas', async ({
    page,
    signInAs,
  }) => {
    await signInAs('aga');
    const urls = visitedUrls(page);
    await page.goto('/account/functionaries');
    await expect.poll(() => urls.some((u) => u.endsWith('/functionaries?agentId=aga'))).toBe(true);
    await page.goto('/account/imports');
    await expect.poll(() => urls.some((u) => u.endsWith('/import?agentId=aga'))).toBe(true);
  });
});
