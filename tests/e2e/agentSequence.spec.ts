/**
 * The sequence query as the customs agent and its functionary see it (D2 §2 Sequence, §6; SEQ-001,
 * SEQ-002, SEQ-004, ROLE-011, ROLE-024, YBS-001): the visits with their sequenced units, the turns and
 * the spreadsheet. It reads the agent's seeded turn (P125) — the unit import.spec later changes to
 * INDIRECTO (IMP-028) — so this file's name puts it among the first a worker runs.
 */
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openFromMenu } from './support';

test('SEQ-001 SEQ-002 SEQ-004 ROLE-011 YBS-001 ROLE-024: an agent finds its sequenced units with their turns and downloads them as a spreadsheet; its functionary too; the sequencing is not theirs', async ({
  page,
  signInAs,
}) => {
  await signInAs('aga');
  await page.goto('/');
  await openFromMenu(page, 'Secuencia', 'Secuencia');
  const visit = page.getByTestId('sequence-visit').first();
  await expect(visit).toBeVisible();
  await expectNoAxeViolations(page);
  const visitId = (await visit.getAttribute('data-visit'))!;
  await visit.click();
  await expect(page).toHaveURL(new RegExp(`/sequence/units/${visitId}/[0-9]+-[0-9K]$`));
  const units = page.getByTestId('sequence-unit');
  await expect(units.first()).toBeVisible();
  const unitNbr = (await units.first().getAttribute('data-unit'))!;
  const apptNbr = (await units.first().locator('[data-column="apptNbr"]').textContent())!;
  const apptTime = (await units.first().locator('[data-column="apptTime"]').textContent())!;
  expect(apptNbr).toMatch(/^\d+$/);
  expect(apptTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(units.first().locator('[data-column="condition"]')).toHaveText('Directo');
  await expect(page.getByTestId('sequence-summary')).toContainText('tienen turno');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sequence-xlsx').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^secuencia-${visitId}-.+\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.getWorksheet('Secuencia')!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Contenedor',
    'Tipo',
    'N° turno',
    'Fecha turno',
    'Condición de retiro',
    'Estado',
    'Transportista',
    'Bloque',
    'Ubicación',
  ]);
  expect(sheet.rowCount - 1).toBe(await units.count());
  const first = sheet.getRow(2);
  expect([first.getCell(1).text, first.getCell(3).text, first.getCell(4).text]).toEqual([unitNbr, apptNbr, apptTime]);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Secuenciación' })).toHaveCount(0);
  await page.goto('/secuenciacion');
  await expect(page).toHaveURL('/accessdenied');

  // The agent's functionary sees the same units (its agent's).
  await signInAs('funcionario');
  await page.goto('/sequence');
  await page.locator(`[data-testid="sequence-visit"][data-visit="${visitId}"]`).click();
  await expect(
    page.locator(`[data-testid="sequence-unit"][data-unit="${unitNbr}"] [data-column="apptNbr"]`),
  ).toHaveText(apptNbr);
  await page.goto('/turnos');
  await expect(page).toHaveURL('/accessdenied');
});
