/**
 * Invoicing (/invoice; D3 §2.1, §4): an AGA pre-invoices its import unit's charges, previews and
 * finalizes the draft; an agreement customer's draft is refused with the reason; finance searches
 * by dates and numbers and downloads the spreadsheet, and opens on its overdue invoices with the
 * Impagas and Vencidas filters; a storekeeper's generator is fixed at A-71 and has no checkboxes.
 * Units are picked from the demo control /__mock/invoicing/pending.
 */
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, tokenOf } from './support';

interface Pending {
  visit: string;
  unitNbr: string;
  operationId: number;
  consigneeId: string | null;
  pendingAmount: number;
  customer: { known: boolean; clientChile?: boolean; agreement?: boolean; hasCredit?: boolean };
}

const pendingOf = async (request: APIRequestContext, login: string) =>
  (await (await request.get(`/__mock/invoicing/pending?login=${login}&category=IMPORT`)).json()) as Pending[];

/** USD cents as the screens write them ('USD 1.234,50'). */
const usd = (cents: number) =>
  `USD ${new Intl.NumberFormat('es-CL').format(Math.trunc(cents / 100))},${String(cents % 100).padStart(2, '0')}`;

async function chooseVisit(page: Page, visit: string) {
  await page.getByLabel('Nave o manifiesto').fill(visit);
  await page.getByRole('option', { name: new RegExp(`\\(${visit}\\)`) }).click();
}

test.describe('as an AGA', () => {
  test.use({ user: 'aga' });

  test("IMP-053 INV-003 INV-005 INV-008 INV-010 INV-012 INV-013 INV-017 INV-020 INV-021 INV-024 INV-055 INV-057 INV-061 INV-062 INV-063 INV-064 INV-069 CONST-057 CONST-058: an AGA finds its import unit's charges, generates the draft, previews it and finalizes it", async ({
    page,
    request,
  }) => {
    const unit = (await pendingOf(request, 'aga')).find(
      (p) => p.customer.known && p.customer.clientChile && p.customer.hasCredit && !p.customer.agreement,
    )!;
    await page.goto('/invoice/generator');
    await expect(page.getByRole('tablist', { name: 'Secciones de facturación' }).getByRole('tab')).toHaveText([
      'Contenedores',
      'Prefacturas',
      'Facturas',
    ]);
    await expect(page.locator('#generator-category')).toHaveText('Importación');
    await page.locator('#generator-category').click();
    await expect(page.getByRole('option')).toHaveText(['Importación', 'Exportación']);
    await page.keyboard.press('Escape');
    await page.getByLabel('Contenedor').fill('ABCU1234560');
    await page.getByTestId('generator-clear').click();
    await expect(page.getByLabel('Contenedor')).toHaveValue('');
    for (const label of ['BL o booking', 'Cliente', 'Almacenista']) await expect(page.getByLabel(label)).toBeVisible();
    await page.getByTestId('generator-search').click();
    await expect(page.getByText('Campo obligatorio - Ingrese un registro válido')).toBeVisible();
    await chooseVisit(page, unit.visit);
    await page.getByTestId('generator-search').click();
    await expect(
      page.getByText('Es necesario ingresar un valor en Bill of Lading o un número de contenedor'),
    ).toBeVisible();
    await page.getByLabel('Contenedor').fill('ABCU1234560');
    await page.getByTestId('generator-search').click();
    await expect(page.getByTestId('no-charges')).toHaveText(
      'No se encontraron cargos pendientes de facturación con los parámetros de búsqueda seleccionados',
    );
    await page.getByLabel('Contenedor').fill(unit.unitNbr.toLowerCase());
    await page.getByTestId('generator-search').click();
    await expect(page).toHaveURL(/\/invoice\/charges\?/);
    await expect(page.getByTestId('charges-count')).toHaveText('1 resultado(s)');
    for (const name of ['Contenedor', 'BL / booking', 'Cliente', 'AGA', 'Almacenista'])
      await expect(page.getByTestId('invoice-charges').getByRole('columnheader', { name })).toBeVisible();
    const row = page.getByTestId('invoice-charges').getByRole('row', { name: new RegExp(unit.unitNbr) });
    await expect(row).toContainText(usd(unit.pendingAmount));
    await expect(page.getByTestId('generate-draft')).toBeDisabled();
    await row.getByRole('checkbox').check();
    await expectNoAxeViolations(page, 'cargos por facturar');
    await page.getByTestId('generate-draft').click();
    await page.getByTestId('payee-generate').click();
    await expect(messageBar(page)).toContainText('Prefactura generada correctamente');
    await expect(page).toHaveURL(/\/invoice\/drafts\/costs\/\d+$/);

    // IVA 19 % on the import (taxable) lines, half up to the cent.
    const taxes = Math.floor((unit.pendingAmount * 19 + 50) / 100);
    await expect(page.getByTestId('invoice-subtotal')).toHaveText(usd(unit.pendingAmount));
    await expect(page.getByTestId('invoice-taxes')).toHaveText(usd(taxes));
    await expect(page.getByTestId('invoice-total')).toHaveText(usd(unit.pendingAmount + taxes));
    // The local total: at the draft's rate (hundredths), half up to the peso, then the last digit below 6 down to the tens, else up.
    const rate = Number(
      (await page.getByText('Tasa de cambio').locator('xpath=following-sibling::dd[1]').innerText())
        .replace(/\./g, '')
        .replace(',', ''),
    );
    const pesos = Math.floor(((unit.pendingAmount + taxes) * rate + 5000) / 10000);
    const local = pesos % 10 < 6 ? pesos - (pesos % 10) : pesos - (pesos % 10) + 10;
    await expect(page.getByTestId('invoice-total-clp')).toHaveText(`$${new Intl.NumberFormat('es-CL').format(local)}`);
    await expect(page.getByTestId('invoice-stage')).toHaveText('Prefactura');
    const draft = Number(page.url().split('/').pop());
    const finalize = page.getByTestId(`invoice-finalize-${draft}`);
    await expect(finalize).toBeDisabled();
    await expect(page.getByText('Previsualice la prefactura para habilitar Finalizar.')).toBeVisible();
    await expectNoAxeViolations(page, 'costos de la prefactura');

    const preview = page.waitForEvent('popup');
    await page.getByTestId(`invoice-preview-${draft}`).click();
    await (await preview).close();
    await finalize.click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Factura finalizada correctamente');
    await expect(page).toHaveURL(new RegExp(`/invoice/invoices/costs/${draft}\\?`));
    await expect(page.getByTestId('invoice-stage')).toHaveText('Finalizada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Factura N° \d+$/);
    const pdf = page.waitForEvent('popup');
    await page.getByTestId(`invoice-download-${draft}`).click();
    await (await pdf).close();

    // The import detail's costs show the invoice holding the unit's charges, finalized.
    await page.goto(`/import/management/${unit.unitNbr}/${unit.operationId}/costs`);
    const card = page.getByTestId(`operation-invoice-${draft}`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      new RegExp(`^Factura N° \\d+ \\(prefactura ${draft}\\)$`),
    );
    await expect(card.getByTestId('operation-invoice-stage')).toHaveText('Finalizada');
    await expect(card.getByTestId(`invoice-download-${draft}`)).toBeVisible();
  });

  test("INV-025 INV-059 INV-067: a pre-invoice that fails says so with the reason and where to turn; an agreement customer's draft says the finance office finalizes it, and finalizing is refused with that reason", async ({
    page,
    request,
  }) => {
    const unit = (await pendingOf(request, 'aga')).find((p) => p.customer.known)!;
    await page.goto(`/invoice/charges?visit=${unit.visit}&category=IMPORT&unit=${unit.unitNbr}`);
    const token = await tokenOf(page);
    const headers = { 'x-auth-token': token };
    const customers = (await (await request.get('/api/invoice/customers', { headers })).json()) as {
      id: string;
      name: string;
    }[];
    let agreement: { id: string; name: string } | undefined;
    for (const c of customers.slice(0, 120)) {
      const p = await (await request.get(`/api/invoice/customerprofile/${c.id}`, { headers })).json();
      if (p.convenio === 'SI' || p.convenio === 'STI') {
        agreement = c;
        break;
      }
    }
    await page
      .getByTestId('invoice-charges')
      .getByRole('row', { name: new RegExp(unit.unitNbr) })
      .getByRole('checkbox')
      .check();
    await page.getByTestId('generate-draft').click();
    const dialog = page.getByTestId('payee-dialog');
    await dialog.getByLabel('Cliente a facturar').fill(agreement!.name.slice(0, 12));
    await page
      .getByRole('option', { name: new RegExp(agreement!.name) })
      .first()
      .click();
    await expect(dialog.getByTestId('payee-agreement')).toHaveText(
      'El cliente tiene convenio: deberá acudir a la oficina de Finanzas para finalizar la factura.',
    );
    // Meanwhile the same charges go on another draft (another session of the agency).
    const made = await request.post('/api/invoice/generate-sf', {
      headers,
      data: {
        units: [unit.unitNbr],
        unit: unit.unitNbr,
        client: agreement!.id,
        category: 'IMPORT',
        vesselVisit: unit.visit,
      },
    });
    expect(made.status()).toBe(201);
    const draft = ((await made.json()) as { value: number }).value;
    await dialog.getByTestId('payee-generate').click();
    const failure = dialog.getByTestId('payee-failure');
    await expect(failure).toContainText(
      `Ocurrió un problema al generar la prefactura. El cargo ya fue incluido en otra prefactura. (${unit.unitNbr}) - 409`,
    );
    await expect(failure).toContainText('Si el problema continúa, comuníquese con la mesa de ayuda del terminal');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto(`/invoice/drafts/costs/${draft}`);
    await expect(page.getByTestId('invoice-agreement')).toBeVisible();
    const preview = page.waitForEvent('popup');
    await page.getByTestId(`invoice-preview-${draft}`).click();
    await (await preview).close();
    await page.getByTestId(`invoice-finalize-${draft}`).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText(
      'El cliente tiene convenio: la factura se finaliza en la oficina de Finanzas.',
    );
    await expect(page.getByTestId('invoice-stage')).toHaveText('Previsualizada');
  });
});

test.describe('as finance', () => {
  test.use({ user: 'finanzas' });

  test('INV-002 INV-003 INV-004 INV-028 INV-029 INV-030 INV-031 INV-032 INV-041 INV-042 INV-043 INV-045 INV-046 INV-048 INV-049 INV-050 INV-051 INV-058 INV-071 CONST-015: finance searches invoices by dates and by numbers and downloads the spreadsheet', async ({
    page,
  }) => {
    await page.goto('/invoice');
    await expect(page).toHaveURL(/\/invoice\/search$/);
    const tabs = page.getByRole('tablist', { name: 'Secciones de facturación' });
    await expect(tabs.getByRole('tab')).toHaveText(['Prefacturas', 'Facturas']);
    const clock = (await (await page.request.get('/__mock/clock')).json()) as { now: string };
    const day = (offset: number) =>
      new Date(Date.parse(clock.now) - 4 * 3600_000 + offset * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .split('-')
        .reverse()
        .join('/');
    for (const label of [
      'Números de factura',
      'Números de prefactura',
      'Nave',
      'Agente',
      'Cliente',
      'Rol del cliente',
      'Desde',
      'Hasta',
      'Incluir facturas canceladas',
    ]) {
      await expect(page.getByLabel(label).first()).toBeVisible();
    }
    // Finance opens on its overdue invoices, which have no period; a search by period starts from the last 7 days.
    await page.getByTestId('search-payment').click();
    await page.getByRole('option', { name: 'Todas' }).click();
    await expect(page.getByTestId('search-fromDate')).toHaveValue(day(-7));
    await expect(page.getByTestId('search-toDate')).toHaveValue(day(0));

    await page.getByTestId('search-fromDate').fill('');
    await page.getByTestId('invoice-search').click();
    await expect(page.getByText('Requerido')).toBeVisible();
    await page.getByTestId('search-fromDate').fill('01/01/2025');
    await page.getByTestId('search-include-canceled').check();
    await page.getByTestId('invoice-search').click();
    await expect(page).toHaveURL(/\/invoice\/invoices\?/);
    const results = page.getByTestId('invoice-results');
    await expect(results.getByRole('columnheader', { name: 'Afecta' })).toBeVisible();
    await expect(results.getByRole('columnheader', { name: 'RUT agente' })).toBeVisible();
    await expect(results.locator('tbody tr')).toHaveCount(8);
    await expectNoAxeViolations(page, 'facturas de finanzas');

    // Select all or none; preview and download need exactly one row.
    const checked = results.locator('tbody input[type="checkbox"]:checked');
    await page.getByTestId('invoices-all').click();
    await expect(checked).toHaveCount(8);
    await expect(page.getByTestId('invoices-preview')).toBeDisabled();
    await page.getByTestId('invoices-none').click();
    await expect(checked).toHaveCount(0);
    await results.locator('tbody tr').first().getByRole('checkbox').check();
    for (const action of ['invoices-preview', 'invoices-download']) {
      const tab = page.waitForEvent('popup');
      await page.getByTestId(action).click();
      await (await tab).close();
    }

    const download = page.waitForEvent('download');
    await page.getByTestId('invoices-spreadsheet').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('facturas.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Factura', 'Afecta', 'RUT agente']));
    expect(sheet.rowCount).toBeGreaterThan(8);

    // By number: the other number field closes and the dates are cleared.
    await page.getByTestId('search-invoicesNbr').fill('100000');
    await expect(page.getByTestId('search-draftsNbr')).toBeDisabled();
    await expect(page.getByTestId('search-fromDate')).toHaveValue('');
    await page.getByTestId('invoice-search').click();
    await expect(results.locator('tbody tr')).toHaveCount(1);
    await expect(results.locator('tbody tr')).toContainText('100000');
    await page.getByTestId('search-invoicesNbr').fill('1');
    await page.getByTestId('invoice-search').click();
    await expect(page.getByTestId('no-invoices')).toHaveText('No hay facturas disponibles');

    // Finance marks a final invoice as paid; it then reads as paid (cancelled), with its note.
    await page.getByTestId('search-invoicesNbr').fill('');
    await page.getByTestId('search-fromDate').fill('01/01/2025');
    await page.getByTestId('invoice-search').click();
    const open = results.locator('tbody tr').filter({ hasText: 'Finalizada' }).first();
    const number = (await open.locator('td').nth(2).innerText()).trim();
    await open.getByRole('checkbox').check();
    await page.getByTestId('invoices-mark-paid').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText(number);
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Facturas marcadas como pagadas: 1');
    const paid = results.locator('tbody tr').filter({ hasText: number });
    await expect(paid).toContainText('Pagada (cancelada)');
    await paid.click();
    await expect(page.getByTestId('invoice-paid')).toHaveText('Esta factura está pagada (cancelada).');
    await expect(page.getByTestId('invoice-stage')).toHaveText('Pagada (cancelada)');
    // INV-071: a paid invoice offers no payment.
    await expect(page.getByTestId('invoice-pay')).toHaveCount(0);
  });
});

test.describe('as finance, the payment state', () => {
  test.use({ user: 'finanzas' });

  test('INV-002: finance opens /invoice on the search listing its overdue invoices of every date; Impagas and Vencidas keep the invoices in that state', async ({
    page,
  }) => {
    /** What the server holds on the terminal's day: every final invoice to that day, paid ones too. */
    const held = async () => {
      const clock = (await (await page.request.get('/__mock/clock')).json()) as { now: string };
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date(clock.now));
      const slashed = today.split('-').reverse().join('/');
      const all = (await (
        await page.request.post('/api/invoice/search', {
          headers: { 'x-auth-token': await tokenOf(page) },
          data: {
            status: 'FINAL',
            invoicesNbr: '',
            draftsNbr: '',
            visit: '',
            blOrBooking: '',
            agent: '',
            customer: '',
            customerRole: '',
            fromDate: '01/01/2000',
            toDate: slashed,
            includeCanceled: true,
          },
        })
      ).json()) as { paid: boolean; dueDate: string | null }[];
      const unpaid = all.filter((i) => !i.paid);
      return {
        clock: clock.now,
        slashed,
        all,
        unpaid,
        overdue: unpaid.filter((i) => i.dueDate !== null && i.dueDate < today),
      };
    };
    const total = (n: number) => page.getByText(new RegExp(`^\\d+-\\d+ de ${n}$`));
    const choose = async (state: string) => {
      await page.getByTestId('search-payment').click();
      await page.getByRole('option', { name: state }).click();
    };

    await page.goto('/__mock/health');
    const now = await held();
    expect(now.overdue.length, 'facturas vencidas sembradas').toBeGreaterThan(0);
    await page.goto('/invoice');
    await expect(page).toHaveURL(/\/invoice\/search$/);
    await expect(page.getByRole('heading', { name: 'Facturas vencidas' })).toBeVisible();
    await expect(page.getByTestId('search-payment')).toHaveText('Vencidas');
    await expect(page.getByTestId('search-fromDate')).toBeDisabled();
    await expect(total(now.overdue.length)).toBeVisible();
    const results = page.getByTestId('invoice-results');
    await expect(results.locator('tbody tr')).toHaveCount(Math.min(8, now.overdue.length));
    await expect(results.getByTestId('invoice-overdue')).toHaveCount(Math.min(8, now.overdue.length));
    await expectNoAxeViolations(page, 'facturas vencidas de finanzas');

    // On the day the first of them fell due, it was unpaid but not yet overdue.
    const firstDue = now.overdue.map((i) => i.dueDate!).sort()[0]!;
    await page.request.post('/__mock/clock', { data: { now: `${firstDue}T12:00:00-03:00` } });
    try {
      const then = await held();
      expect(then.overdue.length, 'vencidas ese día').toBeLessThan(then.unpaid.length);
      expect(then.unpaid.length, 'pagadas').toBeLessThan(then.all.length);
      await page.goto('/invoice/search');
      await choose('Impagas');
      await page.getByTestId('search-include-canceled').check();
      await page.getByTestId('invoice-search').click();
      await expect(page).toHaveURL(/\/invoice\/invoices\?.*payment=unpaid/);
      await expect(page.getByRole('heading', { name: 'Facturas impagas' })).toBeVisible();
      await expect(total(then.unpaid.length)).toBeVisible();
      await expect(results.locator('tbody tr').filter({ hasText: 'Pagada (cancelada)' })).toHaveCount(0);

      await choose('Vencidas');
      await page.getByTestId('invoice-search').click();
      await expect(page.getByRole('heading', { name: 'Facturas vencidas' })).toBeVisible();
      if (then.overdue.length === 0)
        await expect(page.getByTestId('no-invoices')).toHaveText('No hay facturas disponibles');
      else await expect(total(then.overdue.length)).toBeVisible();

      // Todas over every date: the paid ones too.
      await choose('Todas');
      await page.getByTestId('search-fromDate').fill('01/01/2000');
      await page.getByTestId('search-toDate').fill(then.slashed);
      await page.getByTestId('invoice-search').click();
      await expect(page.getByRole('heading', { name: 'Facturas', exact: true })).toBeVisible();
      await expect(total(then.all.length)).toBeVisible();
    } finally {
      await page.request.post('/__mock/clock', { data: { now: now.clock } });
    }
  });
});

test.describe('as a storekeeper', () => {
  test.use({ user: 'bodega' });

  test("INV-011 INV-019: a storekeeper's generator has the storekeeper fixed at A-71, and its charges list has no checkboxes", async ({
    page,
    request,
  }) => {
    const unit = (await pendingOf(request, 'bodega'))[0]!;
    await page.goto('/invoice/generator');
    const storekeeper = page.getByLabel('Almacenista');
    await expect(storekeeper).toBeDisabled();
    await expect(storekeeper).toHaveValue(/\(A-71\)$/);
    await chooseVisit(page, unit.visit);
    await page.getByLabel('Contenedor').fill(unit.unitNbr);
    await page.getByTestId('generator-search').click();
    const list = page.getByTestId('invoice-charges');
    await expect(list.getByRole('row', { name: new RegExp(unit.unitNbr) })).toBeVisible();
    await expect(list.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByTestId('generate-draft')).toHaveCount(0);
    await expectNoAxeViolations(page, 'cargos del almacenista');
  });
});
