import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, tokenOf } from './support';

test.use({ user: 'supervisor' });

test('ADM-USR-001 ADM-USR-002 ADM-USR-003 ADM-USR-004 ADM-USR-005 ADM-USR-006 ADM-USR-011 ROLE-002: create a user with the staff roles the supervisor may grant, its detail, deactivate and reactivate it, edit it, delete it', async ({
  page,
}) => {
  const login = `usr${Date.now().toString(36)}`;
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.locator('.RaDataTable-tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page, 'lista de usuarios');

  await page.getByRole('link', { name: 'Crear' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="name"]').fill('Carla Mena Soto');
  await page.locator('input[name="email"]').fill('carla.mena@puerto.cl');
  await page.locator('input[name="password"]').fill('Muelle#Sur2026');
  await page.locator('input[name="password2"]').fill('Muelle#Sur2025');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  // No role chosen yet: a user without roles could do nothing (P22).
  await expect(page.getByText('Requerido')).toBeVisible();
  // Staff roles only, and not those only the administrator grants.
  await expect(page.getByRole('checkbox', { name: 'Documental', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Administrador' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Agente de aduanas', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'alta de usuario con error');
  await page.locator('input[name="password2"]').fill('Muelle#Sur2026');
  await page.getByRole('checkbox', { name: 'Documental', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Consulta de tracking' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Usuario agregado correctamente');
  await expect(page.getByTestId('record-title')).toContainText('Carla Mena Soto');
  await expect(page.getByText('Documental, Consulta de tracking')).toBeVisible();
  // ADM-USR-002: the detail shows id, name, e-mail, login and state, each with its value.
  const id = /\/users\/(\d+)\/show/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  await expect(page.locator('[data-field="id"]')).toContainText(id!);
  await expect(page.locator('[data-field="name"]')).toContainText('Carla Mena Soto');
  await expect(page.locator('[data-field="email"]')).toContainText('carla.mena@puerto.cl');
  await expect(page.locator('[data-field="login"]')).toContainText(login);
  await expect(page.locator('[data-field="activated"]')).toContainText('Sí');
  await expectNoAxeViolations(page, 'ficha de usuario');

  const state = page.getByTestId('action-changeState');
  await expect(state).toHaveText('Desactivar');
  await state.click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('¿Desea desactivar al usuario Carla Mena Soto?');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(messageBar(page)).toContainText('Usuario desactivado correctamente!');
  await expect(state).toHaveText('Activar');
  await expect(page.locator('[data-field="activated"]')).toContainText('No');
  await state.click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(state).toHaveText('Desactivar');

  await page.getByRole('link', { name: 'Modificar' }).click();
  await expect(page.locator('input[name="login"]')).toBeDisabled();
  await expect(page.getByText('Déjela en blanco para mantener la contraseña actual')).toBeVisible();
  await page.locator('input[name="name"]').fill('Carla Mena');
  await page.getByRole('checkbox', { name: 'Consulta de tracking' }).uncheck();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Usuario modificado correctamente');
  await page.reload();
  await expect(page.getByTestId('record-title')).toContainText('Carla Mena');
  await expect(page.getByText('Documental', { exact: true })).toBeVisible();

  // ADM-USR-005: the management offers delete, after a confirmation.
  await page.getByTestId('delete-record').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(messageBar(page)).toContainText('Usuario eliminado correctamente');
  await expect(page).toHaveURL(/\/users(\?.*)?$/);
  expect(
    (await page.request.get(`/api/user/${id}`, { headers: { 'x-auth-token': await tokenOf(page) } })).status(),
  ).toBe(404);
});
