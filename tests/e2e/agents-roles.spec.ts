import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar } from './support';

/** Opens the edit form of the n-th agent of the list. */
async function editAgent(page: import('@playwright/test').Page, n: number) {
  await page.goto('/agents');
  await page.locator('.RaDataTable-tbody tr').nth(n).getByTestId('row-preview').click();
  await page.getByTestId('detail-panel').getByRole('link', { name: 'Modificar' }).click();
  await expect(page.locator('input[name="name"]')).toBeVisible();
}

test('ADM-SHELL-005 ADM-AGA-028 ADM-AGA-029 ADM-AGA-030: finance edits only the credit days, required and numeric', async ({
  page,
  signInAs,
}) => {
  await signInAs('finanzas');
  await page.goto('/');
  await expect(page.getByTestId('side-navigation').getByRole('link', { name: 'Agentes' })).toBeVisible();
  await editAgent(page, 4);
  await expectNoAxeViolations(page, 'edición de agente (finanzas)');
  await expect(page.locator('input[name="name"]')).toBeDisabled();
  await expect(page.locator('input[name="id"]')).toBeDisabled();
  const days = page.locator('input[name="diasDeCredito"]');
  await expect(days).toBeEnabled();
  await days.fill('');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Requerido')).toBeVisible();
  await days.fill('3O');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Debe ser un número')).toBeVisible();
  await page.reload();
  const current = Number(await days.inputValue());
  const next = String((current + 7) % 90);
  await days.fill(next);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Agente modificado correctamente');
  await page.getByRole('tab', { name: 'Detalle' }).click();
  await expect(page.locator('[data-field="diasDeCredito"]')).toContainText(next);
  // Finance may not create agents (Q09) nor see the supervisor's personal e-mail.
  await page.goto('/agents');
  await expect(page.getByRole('link', { name: 'Crear' })).toHaveCount(0);
});

test('ADM-AGA-030 ADM-AGA-032 ADM-AGA-033: customer service cannot set credit days; the supervisor sends the personal e-mail', async ({
  page,
  signInAs,
}) => {
  await signInAs('servicio');
  await editAgent(page, 5);
  await expect(page.locator('input[name="diasDeCredito"]')).toBeDisabled();
  await expect(page.locator('input[name="emailPersonal"]')).toHaveCount(0);

  await signInAs('supervisor');
  await editAgent(page, 5);
  const personal = page.locator('input[name="emailPersonal"]');
  await expect(personal).toBeVisible();
  await personal.fill('supervisora.personal@correo.cl');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Agente modificado correctamente');
  await page.getByRole('tab', { name: 'Detalle' }).click();
  await expect(page.locator('[data-field="emailPersonal"]')).toContainText('supervisora.personal@correo.cl');
  // Create-mode forms are offered to the supervisor, with the personal e-mail too.
  await page.goto('/agents');
  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page.locator('input[name="emailPersonal"]')).toBeVisible();
  await expectNoAxeViolations(page, 'alta de agente (supervisor)');
});
