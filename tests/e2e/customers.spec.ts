import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, openFromMenu } from './support';

test.use({ user: 'finanzas' });

test('ADM-CUS-001 ADM-CUS-002 ADM-CUS-003 ADM-CUS-004 ADM-CUS-007 ADM-CUS-008 ADM-CUS-012: customer list, management, giro picked from the list, block and unblock', async ({
  page,
}) => {
  await page.goto('/');
  await openFromMenu(page, 'Clientes de facturación');
  await page.locator('input[name="q"]').fill('Exportadora');
  const rows = page.locator('.RaDataTable-tbody tr');
  // The search has run once the last row matches too.
  await expect(rows.last()).toContainText('Exportadora');
  await rows.first().getByTestId('row-preview').click();
  await expectNoAxeViolations(page, 'lista de clientes de facturación');
  await page.getByTestId('detail-panel').getByRole('link', { name: 'Ver ficha' }).click();
  await expect(page.getByTestId('record-title')).toContainText('Cliente de facturación:');
  // Giro as 'code - name', bloqueado ('SI'/'NO') as the yes/no chip every boolean uses.
  await expect(page.getByText(/^\d{6} - .+/).first()).toBeVisible();
  await expect(page.getByText(/^(Sí|No)$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'ficha de cliente de facturación');
  const url = page.url();

  await page.getByRole('link', { name: 'Modificar' }).click();
  await page.locator('input[name="giro"]').fill('vinos sin elegir');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Seleccione uno correcto')).toBeVisible();
  await expectNoAxeViolations(page, 'edición de cliente de facturación con error');
  await page.locator('input[name="giro"]').fill('vinos');
  await page.getByRole('option', { name: '110200 - Elaboración de vinos' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Cliente modificado correctamente');
  await page.goto(url);
  await expect(page.getByText('110200 - Elaboración de vinos')).toBeVisible();

  const block = page.getByTestId('action-block');
  const first = (await block.textContent()) ?? '';
  await block.click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(messageBar(page)).toContainText(
    first === 'Bloquear' ? 'Cliente bloqueado correctamente!' : 'Cliente desbloqueado correctamente!',
  );
  await expect(block).not.toHaveText(first);
  await block.click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(block).toHaveText(first);
});
