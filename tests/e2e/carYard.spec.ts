/**
 * The car yard screens: customer service reads the yard's pie (its numbers in words) and brands and
 * the last days' dispatches, and the dispatch report form asks for its dates; a client downloads a
 * car report of a visit, and gate control asks for its dates.
 */
import ExcelJS from 'exceljs';
import { demoSeed } from '../support/demoSeed';
import { carReportMessages } from '../../src/i18n/carReportMessages';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('customer service', () => {
  test.use({ user: 'servicio' });

  test("CAR-068 CAR-069 CAR-070 CAR-072 CHART-008 CHART-009 CHART-010 CHART-011 CONST-069: the yard pie and brands, the last 4 days of dispatches and the report's required dates", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Patio de vehículos' }).click();
    await expect(page.getByTestId('yard-summary')).toHaveText(/^\d+ vehículos en camión y \d+ en patio\.$/);
    expect((await page.getByTestId('yard-chart').boundingBox())!.height).toBe(300);
    // On a truck orange, in the yard light blue.
    await expect(page.getByTestId('yard-chart').locator('path[fill="#f57c00"]').first()).toBeVisible();
    await expect(page.getByTestId('yard-chart').locator('path[fill="#4fc3f7"]').first()).toBeVisible();
    await expect(page.getByTestId('yard-brands').locator('tbody tr').first()).toBeVisible();
    // CAR-072: the VIN summary's spreadsheet, a row per vehicle of the pie (on a truck and in the yard).
    const [onTruck, inYard] = /^(\d+) vehículos en camión y (\d+) en patio\.$/
      .exec((await page.getByTestId('yard-summary').textContent())!)!
      .slice(1)
      .map(Number);
    const [yardFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('yard-download').click()]);
    expect(yardFile.suggestedFilename()).toBe('vehiculos-en-patio.xlsx');
    const yardBook = new ExcelJS.Workbook();
    await yardBook.xlsx.readFile((await yardFile.path())!);
    expect(yardBook.worksheets[0]!.rowCount - 1).toBe(onTruck! + inYard!);
    await expectNoAxeViolations(page, 'patio de vehículos');

    await page.getByRole('navigation').getByRole('link', { name: 'Despachos de vehículos' }).click();
    await expect(page.getByTestId('dispatch-summary')).toHaveText(
      /^Despachados: 02\/11\/2025 \d+, 03\/11\/2025 \d+, 04\/11\/2025 \d+, 05\/11\/2025 \d+\.$/,
    );
    await expect(page.getByLabel('Desde')).toHaveValue('02/11/2025');
    await expect(page.getByLabel('Hasta')).toHaveValue('05/11/2025');
    await page.getByLabel('Desde').fill('');
    await page.getByTestId('dispatch-download').click();
    await expect(page.getByText('Requerido')).toBeVisible();
    await expectNoAxeViolations(page, 'despachos de vehículos');
  });
});

test.describe('a client', () => {
  test.use({ user: 'cliente' });

  test("CAR-026 CAR-029 CAR-030: downloads a visit's report; gate control needs both dates", async ({ page }) => {
    await page.goto('/vesselvisitCar/report');
    await page.getByLabel('Visita (manifiesto)').fill('2025426');
    await page.getByRole('option', { name: '2025426032 — HOEGH TRIGGER 2611N' }).click();
    const download = page.waitForEvent('download');
    await page.getByTestId('car-report-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('reporte-EN-2025426032.xlsx');
    // The file opens as XLSX with a row for each of the client's vehicles of the visit.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    const db = await demoSeed();
    const client = db.client.find((c) => c.userEnabled === true && c.clientChile !== false)!;
    const own = db.unitVisit.filter(
      (u) =>
        u.kind === 'vehicle' &&
        u.visitId === 'ONEHT2611' &&
        u.consigneeId === String((client.shipperConsignee as { id: unknown }).id),
    );
    expect(book.worksheets[0]!.rowCount).toBe(own.length + 1);
    await page.getByLabel('Tipo de reporte').click();
    // CAR-026: the thirteen types, EN (estado de nave) first, each with its code and name.
    await expect(page.getByRole('option')).toHaveText(
      Object.entries(carReportMessages.types).map(([code, name]) => `${code} — ${name}`),
    );
    expect(Object.keys(carReportMessages.types)).toEqual([
      'EN',
      'RM',
      'VPN',
      'AV',
      'RR',
      'RD',
      'VM',
      'FS',
      'DT',
      'BK',
      'TB',
      'DN',
      'GG',
    ]);
    await page.getByRole('option', { name: 'GG — Control de gate' }).click();
    await page.getByTestId('car-report-download').click();
    await expect(page.getByText('Requerido')).toHaveCount(2);
    await expectNoAxeViolations(page, 'reportes de vehículos');
  });
});
