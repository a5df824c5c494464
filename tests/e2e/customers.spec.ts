import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { formatIdentification, rutCheckDigit } from '../../src/domain/rut';
import { messageBar, openFromMenu, tokenOf } from './support';

test.use({ user: 'finanzas' });

test('ADM-CUS-001 ADM-CUS-002 ADM-CUS-003 ADM-CUS-004 ADM-CUS-007 ADM-CUS-008 ADM-CUS-012 ADM-CUS-006: customer list, management, giro picked from the list, block and unblock, create', async ({
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
  // ADM-CUS-002: id (RUT), name, giro as 'code - name' and bloqueado ('SI'/'NO' as the yes/no chip every boolean uses), each with the record's value.
  const id = decodeURIComponent(/\/customers\/([^/]+)\/show/.exec(page.url())![1]);
  const shown = (await (
    await page.request.get(`/api/customer/${encodeURIComponent(id)}`, {
      headers: { 'x-auth-token': await tokenOf(page) },
    })
  ).json()) as { id: string; name: string; giro: string; bloqueado: 'SI' | 'NO' };
  await expect(page.locator('[data-field="id"]')).toHaveText(`RUT / Identificación${formatIdentification(shown.id)}`);
  await expect(page.locator('[data-field="name"]')).toHaveText(`Razón social${shown.name}`);
  expect(shown.giro).toMatch(/^\d{6} - .+/);
  await expect(page.locator('[data-field="giro"]')).toHaveText(`Giro${shown.giro}`);
  await expect(page.locator('[data-field="bloqueado"]')).toHaveText(
    `Bloqueado${shown.bloqueado === 'SI' ? 'Sí' : 'No'}`,
  );
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
  await expect(page.locator('[data-field="bloqueado"]')).toHaveText(`Bloqueado${first === 'Bloquear' ? 'Sí' : 'No'}`);
  await block.click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(block).toHaveText(first);

  // ADM-CUS-006: finance creates a customer through the form (a fresh RUT each run).
  const rutNumber = 26_000_000 + Math.floor(Math.random() * 900_000);
  const newId = `${rutNumber}-${rutCheckDigit(String(rutNumber))}`;
  await page.goto('/customers/create');
  await page.locator('input[name="id"]').fill(newId);
  await page.locator('input[name="name"]').fill('Importadora Norte Ltda.');
  await page.locator('input[name="giro"]').fill('vinos');
  await page.getByRole('option', { name: '110200 - Elaboración de vinos' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Cliente agregado correctamente!');
  await expect(page.getByTestId('record-title')).toContainText('Importadora Norte Ltda.');
  await expect(page.locator('[data-field="id"]')).toHaveText(`RUT / Identificación${formatIdentification(newId)}`);
  await expect(page.locator('[data-field="bloqueado"]')).toHaveText('BloqueadoNo');
});
