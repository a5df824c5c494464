/**
 * The audit trail (issue 33 §3, beyond-spec): customer service changes a line operator twice (once
 * through the API, once in its edit form), opens 'Historial' from the record's page and reads both
 * changes before → after in Spanish; filters (a refused day focuses its field), the XLSX of the
 * search read back, axe on the trail, and the trail on a phone.
 */
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, tokenOf } from './support';

test.use({ user: 'servicio' });

test('customer service edits a record twice, reads both changes in its history, filters, exports and reads it on a phone', async ({
  page,
}) => {
  const id = `AU${Date.now().toString(36).slice(-3).toUpperCase()}`;
  await page.goto('/');
  const headers = { 'x-auth-token': await tokenOf(page) };
  expect(
    (await page.request.post('/api/lineOperator', { headers, data: { id, name: 'Auditoría Marítima' } })).status(),
  ).toBe(201);
  expect(
    (
      await page.request.put(`/api/lineOperator/${id}`, { headers, data: { id, name: 'Auditoría Marítima S.A.' } })
    ).status(),
  ).toBe(200);

  await page.goto(`/lineOperators/${id}`);
  await page.locator('input[name="name"]').fill('Auditoría Marítima Ltda.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(messageBar(page)).toContainText('Línea Operadora modificada correctamente');
  await page.goto(`/lineOperators/${id}/show`);
  await page.getByTestId('record-history').click();
  await expect(page).toHaveURL(new RegExp(`/audit\\?record=lineOperator%2F${id}$`));
  await expect(page.getByTestId('audit-record')).toHaveValue(`lineOperator/${id}`);
  await expect(page.getByText(`Línea operadora ${id}`)).toBeVisible();

  const rows = page.getByTestId('audit-list').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('audit-total')).toHaveText('Se muestran los 3 cambios más recientes de 3.');
  // Newest first: the form's edit, the API's edit, the creation; each by servicio, the day on the demo clock.
  await expect(rows.locator('[data-column="action"]')).toHaveText(['Modificación', 'Modificación', 'Creación']);
  await expect(rows.locator('[data-column="user"]')).toHaveText(['servicio', 'servicio', 'servicio']);
  await expect(rows.locator('[data-column="recordType"]').first()).toHaveText('Línea operadora');
  await expect(rows.locator('[data-column="at"]').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(rows.nth(0).getByTestId('audit-changes')).toHaveText(
    'Nombre: Auditoría Marítima S.A. → Auditoría Marítima Ltda.',
  );
  await expect(rows.nth(1).getByTestId('audit-changes')).toHaveText(
    'Nombre: Auditoría Marítima → Auditoría Marítima S.A.',
  );
  await expect(rows.nth(2).getByTestId('audit-changes')).toContainText(`Código: — → ${id}`);
  await expectNoAxeViolations(page, 'historial de un registro');

  // The XLSX of the search: one row per changed field, in Spanish.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const cells = sheet
    .getSheetValues()
    .slice(2)
    .filter(Boolean)
    .map((r) => (r as unknown[]).slice(2, 11));
  expect(cells.filter((r) => r[6] === 'Nombre').map((r) => [r[0], r[4], r[5], r[7], r[8]])).toEqual([
    ['servicio', id, 'Modificación', 'Auditoría Marítima S.A.', 'Auditoría Marítima Ltda.'],
    ['servicio', id, 'Modificación', 'Auditoría Marítima', 'Auditoría Marítima S.A.'],
    ['servicio', id, 'Creación', '—', 'Auditoría Marítima'],
  ]);

  // Filters: another user's changes to it, none; a day that is no day is refused at its field.
  await page.getByTestId('audit-user').fill('finanzas');
  await page.getByTestId('audit-search').click();
  await expect(page.getByTestId('audit-empty')).toHaveText('No hay cambios registrados con estos filtros.');
  await page.getByTestId('audit-user').fill('serv');
  await page.getByTestId('audit-from').fill('31/02/2025');
  await page.getByTestId('audit-search').click();
  await expect(page.getByTestId('audit-from')).toBeFocused();
  await expect(page.getByText('Fecha no válida (DD/MM/AAAA).')).toBeVisible();
  await page.getByTestId('audit-from').fill('');
  await page.getByTestId('audit-search').click();
  await expect(page).toHaveURL(/user=serv/);
  await expect(rows).toHaveCount(3);

  // A phone: nothing wider than the screen, each entry readable as a card.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Nombre: Auditoría Marítima S.A. → Auditoría Marítima Ltda.').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await page.request.delete(`/api/lineOperator/${id}`, { headers })).status()).toBe(200);
});
