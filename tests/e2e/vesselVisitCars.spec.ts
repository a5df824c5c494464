/**
 * Car vessel visits (/vesselvisitCar): customer service creates a visit with the form's rules; an
 * operator edits its estado but not its dates (CAR-017); the brand table's radios.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar } from './support';

test.use({ user: 'servicio' });

test('CAR-001 CAR-004 CAR-006 CAR-007 CAR-008 CAR-009 CAR-014 CAR-017 CAR-022 CAR-023: customer service creates a car visit; an operator may change its estado but not its dates; the brand table by discharged or dispatched', async ({ page, signInAs }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Visitas de vehículos' }).click();
  await expect(page.getByTestId('active-car-visits').locator('tbody tr')).toHaveCount(3);
  await expectNoAxeViolations(page, 'visitas de vehículos');
  await page.getByTestId('car-visit-new').click();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('INBOUND');
  await page.getByTestId('car-visit-save').click();
  await expect(page.getByTestId('car-visit-form').getByText('Requerido').first()).toBeVisible();
  await expectNoAxeViolations(page, 'nueva visita de vehículos');
  await page.getByLabel('Visita').fill('E2ECAR01');
  await page.getByLabel('Nave').fill('GLOVIS SPRING');
  await page.getByLabel('Viaje').fill('2613N');
  await page.getByRole('combobox', { name: 'Línea operadora' }).click();
  await page.getByRole('option', { name: 'Ocean Network Express' }).click();
  await page.getByLabel('Manifiesto').fill('2025777001');
  await page.getByLabel('Cierre de directos').fill('2025-11-10T12:00');
  await page.getByLabel('Despacho de directos').fill('2025-11-11T12:00');
  await page.getByLabel('Entrega de indirectos').fill('2025-11-13T18:30');
  await page.getByTestId('car-visit-save').click();
  await expect(messageBar(page)).toContainText('La visita fue almacenada correctamente.');
  await expect(page).toHaveURL(/\/vesselvisitCar\/management\/E2ECAR01$/);
  await expect(page.getByTestId('car-visit-cierre')).toHaveText('10/11/2025 12:00');

  await signInAs('operador');
  await page.goto('/vesselvisitCar/detail/E2ECAR01');
  await expect(page.getByTestId('car-visit-locked')).toBeVisible();
  await expect(page.getByLabel('Cierre de directos')).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Línea operadora' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'WORKING' }).click();
  await page.getByTestId('car-visit-save').click();
  await expect(page.getByTestId('car-visit-estado')).toHaveText('WORKING');
  await expect(page.getByTestId('car-visit-cierre')).toHaveText('10/11/2025 12:00');

  await page.goto('/vesselvisitCar/management/ONEHT2611');
  const table = page.getByTestId('car-visit-brands');
  await expect(table.getByRole('columnheader', { name: 'Descargados' })).toBeVisible();
  await page.getByTestId('brand-mode').getByRole('radio', { name: 'despachados' }).check();
  await expect(table.getByRole('columnheader', { name: 'Despachados' })).toBeVisible();
  await expectNoAxeViolations(page, 'gestión de visita de vehículos');
});
