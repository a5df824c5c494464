import { expect, test } from '@playwright/test';
import { login, messageBar } from './support';

test('ADM-LOP-001 ADM-LOP-005 ADM-LOP-006 ADM-LOP-007: create, edit and delete a line operator', async ({ page }) => {
  await login(page, 'servicio');
  await page.getByRole('menuitem', { name: 'Líneas operadoras' }).click();
  await page.getByRole('link', { name: 'Crear' }).click();
  await page.locator('input[name="id"]').fill('zzt');
  await page.locator('input[name="name"]').fill('Zeta Transoceánica');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Línea Operadora agregado correctamente');
  await expect(page.getByTestId('record-title')).toContainText('Zeta Transoceánica');

  await page.getByRole('link', { name: 'Modificar' }).click();
  await expect(page.locator('input[name="id"]')).toBeDisabled();
  await page.locator('input[name="name"]').fill('Zeta Transoceánica Ltda.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Línea Operadora modificada correctamente');

  await page.goto('/lineOperators');
  await page.locator('input[name="q"]').fill('ZZT');
  await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(1);
  await page.locator('.RaDatagrid-tbody tr').first().click();
  await page.getByTestId('detail-panel').getByRole('link', { name: 'Ver ficha' }).click();
  await page.getByTestId('delete-record').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(messageBar(page)).toContainText('Línea Operadora eliminada correctamente');
  await expect(page).toHaveURL(/\/lineOperators(\?.*)?$/);
});
