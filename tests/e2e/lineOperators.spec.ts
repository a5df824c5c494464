import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar } from './support';

test.use({ user: 'servicio' });

test('ADM-LOP-001 ADM-LOP-005 ADM-LOP-006 ADM-LOP-007: create, edit and delete a line operator', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Líneas operadoras' }).click();
  await expect(page.locator('.RaDataTable-tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page, 'lista de líneas operadoras');
  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page.locator('input[name="id"]')).toBeVisible();
  await expectNoAxeViolations(page, 'alta de línea operadora');
  await page.locator('input[name="id"]').fill('zzt');
  await page.locator('input[name="name"]').fill('Zeta Transoceánica');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Línea Operadora agregado correctamente');
  await expect(page.getByTestId('record-title')).toContainText('Zeta Transoceánica');
  // ADM-LOP-006: the management shows the code (upper-cased) and the name.
  await expect(page.locator('[data-field="id"]')).toContainText('ZZT');
  await expect(page.locator('[data-field="name"]')).toContainText('Zeta Transoceánica');

  await page.getByRole('link', { name: 'Modificar' }).click();
  await expect(page.locator('input[name="id"]')).toBeDisabled();
  await page.locator('input[name="name"]').fill('Zeta Transoceánica Ltda.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Línea Operadora modificada correctamente');
  await expect(page.locator('[data-field="name"]')).toContainText('Zeta Transoceánica Ltda.');

  await page.goto('/lineOperators');
  await page.locator('input[name="q"]').fill('ZZT');
  await expect(page.locator('.RaDataTable-tbody tr')).toHaveCount(1);
  await page.locator('.RaDataTable-tbody tr').first().click();
  await page.getByTestId('delete-record').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'confirmación de borrado');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(messageBar(page)).toContainText('Línea Operadora eliminada correctamente');
  await expect(page).toHaveURL(/\/lineOperators(\?.*)?$/);
});
