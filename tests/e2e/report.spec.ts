/**
 * Reports (/report; D3 §2.5, §5 Report form; RPT-001, RPT-005, RPT-008, RPT-012, RPT-013,
 * RPT-019…023): an agent opens the reports from the menu, is offered its types, sees the form's
 * defaults on the terminal's day, is refused a missing end date on that field, runs the import
 * and export reports of its own operations (8 a page) and downloads each spreadsheet (read back: the
 * server's rows); an empty period says so.
 * Customer service is offered the agent chooser. Data from the seed's history.
 */
import ExcelJS from 'exceljs';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import { santiagoToday } from '../../src/domain/calendarDay';
import { reportFormDefaults } from '../../src/domain/reports/reportForm';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { PASSWORD } from './support';
import { demoSeed } from '../support/demoSeed';

const defaults = reportFormDefaults(0, santiagoToday(new Date(TERMINAL_EPOCH)));

interface ServedRow {
  unitNbr: string;
  bookingOrBl: string | null;
  draftNumber: number | null;
  appointmentNbr: number | null;
}

/** The spreadsheet holds the server's rows in its order: container, BL/booking, pre-invoice and appointment. */
function expectSheetMatches(sheet: ExcelJS.Worksheet, served: readonly ServedRow[]) {
  expect(sheet.rowCount - 1).toBe(served.length);
  const cells = (n: number) => [3, 4, 5, 7].map((c) => sheet.getRow(n).getCell(c).text);
  served.forEach((row, i) =>
    expect(cells(i + 2)).toEqual(
      [row.unitNbr, row.bookingOrBl, row.draftNumber, row.appointmentNbr].map((v) => (v == null ? '' : String(v))),
    ),
  );
}

test.describe('as a customs agent (aga)', () => {
  test.use({ user: 'aga' });

  test('RPT-001 RPT-005 RPT-008 RPT-013 RPT-019 RPT-021 RPT-022 RPT-023: the import and export reports of its own operations, its defaults, a refused end date, 8 rows a page, each spreadsheet read back row for row, and an empty period', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Reportes' }).click();
    await expect(page).toHaveURL(/\/report\/management\/0\/0$/);
    await expect(page.locator('#react-admin-title')).toHaveText('Reportes');
    // RPT-013: the import-side types an AGA_AGA runs; the empties', car import's, Coprar's and gate pass's are not offered.
    await page.getByTestId('report-type').locator('..').click();
    await expect(page.getByRole('option')).toHaveText([
      'Importación',
      'Exportación',
      'Coordinación de entrega',
      'Cancelación de inscripción',
      'TEUs',
      'VGM',
      'DRC',
    ]);
    await page.keyboard.press('Escape');
    // RPT-005: 7 days ago → today on the terminal's clock; the agent is the user's own.
    await expect(page.getByTestId('report-desde')).toHaveValue(defaults.desde);
    await expect(page.getByTestId('report-hasta')).toHaveValue(defaults.hasta);
    await expect(page.getByTestId('report-agent-own')).toHaveText('Se consultan las operaciones de su agente');
    await expectNoAxeViolations(page, 'formulario de reportes');

    // RPT-008: without 'hasta' the search is refused on that field, which takes the focus.
    await page.getByTestId('report-hasta').fill('');
    await page.getByTestId('report-search').click();
    await expect(page.locator('#report-hasta-helper-text')).toHaveText('Requerido');
    await expect(page.getByTestId('report-hasta')).toBeFocused();
    await page.getByTestId('report-hasta').fill(defaults.hasta);
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/operation',
    );
    await page.getByTestId('report-search').click();
    const answer = await (await answered).json();
    const served: ServedRow[] = Array.isArray(answer) ? answer : answer.rows;

    // RPT-019…022: the rows of its own pickup requests, in Spanish, 8 a page.
    const rows = page.getByTestId('report-row');
    await expect(rows).toHaveCount(8);
    await expect(rows.first()).toContainText('Importación');
    await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expectNoAxeViolations(page, 'resultado de operaciones');

    // RPT-023: the server's spreadsheet of every row.
    const download = page.waitForEvent('download');
    await page.getByTestId('report-spreadsheet').click();
    const file = await download;
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Operación',
      'Fecha',
      'Contenedor / VIN',
      'BL / Booking',
      'N° de prefactura',
      'Vehículos',
      'N° de cita',
    ]);
    expect(sheet.rowCount).toBeGreaterThan(8);
    // Every row the server read from the history, and only those.
    expect(sheet.rowCount - 1).toBe(served.length);
    expect(sheet.getRow(2).getCell(1).value).toBe('Importación');
    expectSheetMatches(sheet, served);

    // The export report of the same period: its own pre-advices and their spreadsheet, row for row.
    await page.getByTestId('report-type').locator('..').click();
    await page.getByRole('option', { name: 'Exportación' }).click();
    await expect(page).toHaveURL(/\/report\/management\/0\/1$/);
    await expect(page.getByTestId('report-desde')).toHaveValue(defaults.desde);
    const exportAnswered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/operation',
    );
    await page.getByTestId('report-search').click();
    const exportAnswer = await (await exportAnswered).json();
    const exportServed: ServedRow[] = Array.isArray(exportAnswer) ? exportAnswer : exportAnswer.rows;
    expect(exportServed.length).toBeGreaterThan(0);
    await expect(rows.first()).toContainText('Exportación');
    const exportDownload = page.waitForEvent('download');
    await page.getByTestId('report-spreadsheet').click();
    const exportBook = new ExcelJS.Workbook();
    await exportBook.xlsx.readFile((await (await exportDownload).path())!);
    const exportSheet = exportBook.worksheets[0]!;
    expect(exportSheet.getRow(1).values).toEqual(sheet.getRow(1).values);
    expect(exportSheet.getRow(2).getCell(1).value).toBe('Exportación');
    expectSheetMatches(exportSheet, exportServed);

    // RPT-021: a period without operations.
    await page.getByTestId('report-desde').fill('01/01/2025');
    await page.getByTestId('report-hasta').fill('02/01/2025');
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-empty')).toHaveText('No hay operaciones disponibles');

    // The form on a phone: nothing wider than the screen, still clean for axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('report-search')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'formulario de reportes en teléfono');
  });
});

test.describe('as customer service (servicio)', () => {
  test.use({ user: 'servicio' });

  test("RPT-012 RPT-024 RPT-025 RPT-028 RPT-029 RPT-030: customer service chooses the agent the report reads; the TEUs report requires one and lists its boxes; the VGM report by booking and a unit's certificate", async ({
    page,
  }) => {
    await page.goto('/report/management/0/2');
    await expect(page.getByTestId('report-type')).toHaveValue('2');
    const agent = page.getByRole('combobox', { name: 'Agente' });
    await expect(agent).toBeVisible();
    await agent.fill('Agencia');
    await page.getByRole('option').first().click();
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-results')).toBeVisible();
    await expect(page.getByTestId('report-agent-own')).toHaveCount(0);

    // The TEUs report (8): without an agent the search is refused on the agent, which takes the focus.
    await page.getByTestId('report-type').locator('..').click();
    await page.getByRole('option', { name: 'TEUs' }).click();
    await expect(page).toHaveURL(/\/report\/management\/0\/8$/);
    await page.getByTestId('report-search').click();
    await expect(page.locator('#report-agentId-helper-text')).toHaveText('Requerido');
    await expect(agent).toBeFocused();
    await agent.fill('Olivares');
    await page.getByRole('option').first().click();
    await page.getByTestId('report-search').click();
    const rows = page.getByTestId('report-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Contenedor / VIN',
      'Categoría',
      'Ubicación',
      'Condición de retiro',
      'Ingreso',
      'Salida',
      'Patente',
    ]);
    await expect(rows.first()).toContainText('Importación');
    await expectNoAxeViolations(page, 'resultado de TEUs');

    // The VGM report (9): agent and a container or booking; a box's certificate opens as a PDF.
    const db = await demoSeed();
    const op = db.operation.find(
      (o) =>
        o.kind === 'exportPreadvice' &&
        o.status === 'ACTIVE' &&
        (o as { weighbridge?: boolean }).weighbridge === false &&
        (o as { vgmKg?: number | null }).vgmKg,
    )!;
    const unitNbr = db.unitVisit.find((u) => u.id === op.unitVisitId)!.unitNbr;
    const agentName = db.agent.find((a) => a.id === op.agentId)!.name;
    await page.getByTestId('report-type').locator('..').click();
    await page.getByRole('option', { name: 'VGM' }).click();
    await expect(page).toHaveURL(/\/report\/management\/0\/9$/);
    await page.getByRole('combobox', { name: 'Agente' }).fill(agentName.slice(0, 20));
    await page.getByRole('option').first().click();
    await page.getByTestId('report-search').click();
    await expect(page.locator('#report-unitNbr-helper-text')).toHaveText(
      'Debe seleccionar un Contenedor o BL-Booking.',
    );
    await page.getByTestId('report-blOrBook').fill((op as { bookingId: string }).bookingId);
    await page.getByTestId('report-search').click();
    const row = page.locator(`[data-testid="report-row"][data-unit="${unitNbr}"]`);
    await expect(row).toContainText((op as { bookingId: string }).bookingId);
    await expect(row).toContainText('No');
    const popup = page.waitForEvent('popup');
    await row.getByTestId('report-row-pdf').click();
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    await expect(page.getByTestId('report-result-pdf')).toBeVisible();
  });
});

test.describe('as the gate chief (jefegate)', () => {
  test.use({ user: 'jefegate' });

  test("RPT-017 RPT-038 RPT-039 RPT-041 RPT-043 RPT-044 RPT-046: the gate pass by unit and driver — required fields, a driver not of the carrier refused with its line, the carrier's driver given the gate pass PDF", async ({
    page,
    request,
  }) => {
    // A box whose gate pass prints now (the server says so) and a driver of its carrier, from the seed.
    const db = await demoSeed();
    const login = await request.post('/login', {
      form: { username: 'servicio', password: PASSWORD, rememberMe: 'false', timeout: '1800' },
    });
    const token = ((await login.json()) as { token: string }).token;
    let found: { unitNbr: string; driver: string; carrier: string } | undefined;
    for (const op of db.operation.filter((o) => o.kind === 'importPickup' && o.status === 'ACTIVE' && o.truckingId)) {
      const unit = db.unitVisit.find((u) => u.id === op.unitVisitId)!;
      const check = (await (
        await request.get(`/api/report/canPrintGatePass/${unit.unitNbr}`, { headers: { 'x-auth-token': token } })
      ).json()) as { valor?: boolean };
      if (check.valor !== true) continue;
      const appointment = db.appointment.filter((a) => a.operationId === op.id && a.status === 'BOOKED').at(-1);
      const carrier = db.truckingcompany.find((t) => t.id === (appointment?.truckingId ?? op.truckingId))!;
      const driver = carrier.drivers.find((d) => d.status === 'OK' && d.cardExpiration.slice(6) >= '2026');
      if (driver) {
        found = { unitNbr: unit.unitNbr, driver: driver.cardId, carrier: carrier.name };
        break;
      }
    }
    expect(found).toBeDefined();

    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Reportes' }).click();
    // RPT-017: the gate chief runs the gate pass type alone.
    await expect(page).toHaveURL(/\/report\/management\/0\/12$/);
    await page.getByTestId('report-type').locator('..').click();
    await expect(page.getByRole('option')).toHaveText(['Gate Pass & Guía de despacho']);
    await page.keyboard.press('Escape');
    // RPT-038 RPT-039: container and driver required.
    await page.getByTestId('report-search').click();
    await expect(page.locator('#report-unitNbr-helper-text')).toHaveText('Requerido');
    await expect(page.locator('#report-gateChofer-helper-text')).toHaveText('Requerido');
    await expect(page.getByTestId('report-unitNbr')).toBeFocused();
    // RPT-041: an invalid RUT.
    await page.getByTestId('report-unitNbr').fill(found!.unitNbr.toLowerCase());
    await page.getByTestId('report-gateChofer').fill('12.345.678-9');
    await page.getByTestId('report-search').click();
    await expect(page.locator('#report-gateChofer-helper-text')).toHaveText('Formato de Rut No válido.');
    // RPT-044: a valid RUT that is not the carrier's driver.
    await page.getByTestId('report-gateChofer').fill('12.345.678-5');
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-gate-pass-errors')).toContainText('Ocurrieron errores.');
    await expect(page.getByTestId('report-gate-pass-errors').locator('li')).toHaveText([
      `El conductor 12.345.678-5 no pertenece al transportista ${found!.carrier}.`,
    ]);
    await expectNoAxeViolations(page, 'gate pass rechazado');
    // RPT-043 RPT-046: the carrier's driver: the gate pass, opened as a PDF in a new tab.
    await page.getByTestId('report-gateChofer').fill(found!.driver);
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-gate-pass-ok')).toContainText('Gate Pass emitido');
    const popup = page.waitForEvent('popup');
    await page.getByTestId('report-gate-pass-download').click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
  });
});
