/**
 * Vessel visits (D2 §2 Vessel visits): the search and the unit list per role, the appointment
 * calendar opened from the list and the gate pass of the booked unit, the condition change of
 * an A-71 unit on the demo clock, and the reassignment's form and result page.
 */
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { formatDateTime } from '../../src/domain/formats';
import { importStateLabel, stateOnScreen } from '../../src/domain/transitStates';
import { pickupConditionLabel } from '../../src/i18n/codeLabels';
import { demoSeed } from '../support/demoSeed';
import { demoUnitNumbers } from '../../mock-server/kinds/importPickup/seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, tokenOf } from './support';
import { importUnits, pickupOf } from '../support/terminalSeed';

const seed = demoSeed().then((db) => {
  const units = demoUnitNumbers(db);
  const working = db.vesselVisit[0]!;
  const demo = new Set(Object.values(units));
  // A unit of 'bodega' (the first storekeeper) in the working visit that no test gives a pickup:
  // the demo units are shared with the import specs, which may run first in the same worker.
  const withoutOperation = importUnits(db).find(
    (u) =>
      u.visitId === working.id && u.storekeeperId === db.storekeeper[0]!.id && !pickupOf(db, u) && !demo.has(u.unitNbr),
  )!.unitNbr;
  return { db, units, working, withoutOperation };
});

/** Picks the working visit in the typeahead and searches. */
async function searchVisit(page: Page, vesselName: string) {
  const vessel = page.getByRole('combobox', { name: /Nave/ });
  await vessel.fill(vesselName.slice(0, 6));
  await page
    .getByRole('option', { name: new RegExp(vesselName) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('units-table')).toBeVisible();
}

/** A definition list's terms and their values. */
const factsOf = (scope: Locator) =>
  scope
    .locator('dl')
    .evaluate((dl) =>
      Object.fromEntries(
        [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
      ),
    );

const rowOf = (page: Page, nbr: string) => page.locator(`[data-testid="unit-row"][data-unit="${nbr}"]`);

async function setClock(page: Page, now: string) {
  const r = await page.request.post('/__mock/clock', { data: { now } });
  expect(r.status()).toBe(200);
}

test.describe('customs agent', () => {
  test.use({ user: 'aga' });

  test('VV-001 VV-003 VV-004 VV-005 VV-009 VV-011 VV-015 VAL-028: search by vessel (a suggestion must be picked), list without filters, row checkboxes and actions, export of every unit and visit detail', async ({
    page,
  }) => {
    const { working } = await seed;
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Visitas de naves' }).click();
    await expect(page.getByRole('combobox', { name: /Nave/ })).toBeVisible();
    await expectNoAxeViolations(page, 'búsqueda de visitas');

    const vessel = page.getByRole('combobox', { name: /Nave/ });
    await vessel.fill('MS');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await vessel.fill('MSC');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    // Free text is not a choice: without a picked suggestion the vessel is missing.
    await vessel.press('Escape');
    await expect(page.getByText('Requerido')).toHaveCount(0);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Requerido')).toBeVisible();
    await searchVisit(page, working.vesselName);
    await expect(page).toHaveURL(new RegExp(`visit=${working.id}`));
    await expect(page.getByTestId('unit-filter')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Despachados' })).toHaveCount(0);
    await expect(page.getByTestId('unit-count')).toContainText('manifestado');
    const rows = page.getByTestId('unit-row');
    expect(await rows.count()).toBeLessThanOrEqual(8);
    // VV-011: each row has its checkbox and its own actions (an AGA prints a unit's gate pass).
    const first = rows.first();
    await expect(first.getByRole('checkbox')).toBeVisible();
    const nbr = (await first.getAttribute('data-unit'))!;
    await expect(first.getByRole('button', { name: `Imprimir Gate Pass de ${nbr}` })).toBeVisible();
    await expectNoAxeViolations(page, 'contenedores de la visita');
    // The list framework's export: every unit of the visit, not just the page shown.
    const download = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Contenedor',
      'Tipo',
      'Cita',
      'N° cita',
      'Patente',
      'Estado',
      'Condición de retiro',
    ]);
    expect(sheet.rowCount - 1).toBe(Number(/\d+/.exec((await page.getByTestId('unit-count').textContent()) ?? '')![0]));

    await page.getByTestId('visit-detail-open').click();
    const detail = page.getByTestId('visit-detail');
    await expect(detail).toContainText(working.vesselName);
    // VV-015: the six fields, each with its value (the times DD/MM/YYYY HH:mm, America/Santiago).
    expect(await factsOf(detail)).toEqual({
      Nave: working.vesselName,
      Viaje: working.inVoyNbr,
      Manifiesto: working.manifestNumber,
      'Línea operadora': working.operatorId,
      ETA: formatDateTime(working.eta),
      ATA: formatDateTime(working.ata),
    });
    await expectNoAxeViolations(page, 'detalle de la visita');
  });
});

test.describe('storekeeper', () => {
  test.use({ user: 'bodega' });

  test('VV-006 VV-007 VV-008 VV-013 VV-018 VV-019 VV-020 VV-030 VV-031 VV-032 VAL-033: filters, calendar from the list, then the gate pass of the booked unit', async ({
    page,
  }) => {
    const { units, working } = await seed;
    await page.goto(`/vesselVisits?visit=${working.id}`);
    await expect(page.getByTestId('units-table')).toBeVisible();
    await page.getByTestId('unit-filter').fill('zzzu');
    await expect(page.getByTestId('unit-filter')).toHaveValue('ZZZU');
    await expect(page.getByTestId('units-empty')).toHaveText('No hay contenedores para el almacenista');
    await page.getByTestId('unit-filter').fill('');
    await page.getByRole('radio', { name: 'Secuenciados' }).check();
    for (const cell of await page.locator('[data-column="apptNbr"]').allTextContents()) expect(cell).not.toBe('');
    await page.getByRole('radio', { name: 'Despachados' }).check();
    await expect(rowOf(page, units.a71ToBook)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Todos' }).check();

    // Printing needs a selection, and every selected unit needs an appointment.
    const print = page.getByTestId('print-selected');
    await expect(print).toBeDisabled();
    await page.getByTestId('unit-filter').fill(units.a71ToBook);
    await rowOf(page, units.a71ToBook).getByRole('checkbox').check();
    await expect(print).toBeDisabled();
    await expectNoAxeViolations(page, 'lista del almacenista');

    await rowOf(page, units.a71ToBook)
      .getByRole('button', { name: `Solicitar turno para ${units.a71ToBook}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/vesselVisits/appointment/${units.a71ToBook}`));
    const request = page.getByTestId('request-slot');
    await expect(request).toBeDisabled();
    // VV-030: 'Solicitar turno', 'Cancelar' and 'Volver'.
    await expect(request).toHaveText('Solicitar turno');
    await expect(page.getByTestId('calendar-cancel')).toHaveText('Cancelar');
    await expect(page.getByTestId('appointment-back')).toHaveText('Volver');
    await expectNoAxeViolations(page, 'calendario de la visita');
    await page.locator('[data-day]:not([disabled])').first().click();
    await page.getByTestId('slots').getByRole('radio').first().check();
    await request.click();
    await expect(messageBar(page)).toContainText('reservada');
    await expect(page).toHaveURL(new RegExp(`/vesselVisits\\?visit=${working.id}`));

    await page.getByTestId('unit-filter').fill(units.a71ToBook);
    const row = rowOf(page, units.a71ToBook);
    await expect(row.locator('[data-column="apptTime"]')).not.toHaveText('');
    await row.getByRole('checkbox').check();
    await expect(print).toBeEnabled();
    const popup = page.waitForEvent('popup');
    await print.click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
  });

  test('VV-033 VV-034 VV-035 VV-036 VV-037: an A-71 unit changes condition once its appointment has passed (demo clock)', async ({
    page,
  }) => {
    const { units, working } = await seed;
    try {
      // 4 Nov, 11:00 in Santiago: its direct pickup's appointment (4 Nov, 10:00–12:00) has not ended.
      await setClock(page, '2025-11-04T11:00:00-03:00');
      await page.goto(`/vesselVisits?visit=${working.id}&unit=${units.a71Passed}`);
      const row = rowOf(page, units.a71Passed);
      await expect(row.getByRole('button', { name: /Reasignar transportista/ })).toBeVisible();
      await expect(row.getByRole('button', { name: /Cambiar condición/ })).toHaveCount(0);

      await setClock(page, '2025-11-05T10:00:00-03:00');
      await page.reload();
      await expect(row.locator('[data-column="condicionDeRetiro"]')).toHaveText('Directo');
      await row.getByRole('button', { name: `Cambiar condición de retiro de ${units.a71Passed}` }).click();
      await expect(page.getByTestId('confirm-dialog')).toContainText(units.a71Passed);
      await expectNoAxeViolations(page, 'confirmación del cambio de condición');
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
      await expect(messageBar(page)).toContainText('La condición de retiro se cambió a Indirecto.');
      await expect(row.locator('[data-column="condicionDeRetiro"]')).toHaveText('Indirecto');
      await expect(row.getByRole('button', { name: /Cambiar condición/ })).toHaveCount(0);
    } finally {
      await setClock(page, '2025-11-05T10:00:00-03:00');
    }
  });

  test('VV-023 VV-024 VV-025 VV-026 VV-027 VV-028 VV-029: reassignment of several units to a company or by their own means; the result lists both outcomes, "Ninguno" when empty', async ({
    page,
  }) => {
    const { units, working, withoutOperation } = await seed;
    await page.goto(`/vesselVisits?visit=${working.id}&unit=${units.a71ToBook}`);
    await rowOf(page, units.a71ToBook).getByRole('checkbox').check();
    await page.getByTestId('reassign-selected').click();
    await expect(page).toHaveURL(
      new RegExp(`/vesselVisits/reassignTransport/${units.a71ToBook}\\?containers=${units.a71ToBook}`),
    );
    await expect(page.getByTestId('reassign-containers')).toContainText(units.a71ToBook);
    await page.getByRole('button', { name: 'Reasignar' }).click();
    await expect(page.getByText('Requerido')).toBeVisible();
    await expectNoAxeViolations(page, 'reasignación de transportista');

    // Two units at once: a company picked among at most 3 suggestions showing name and RUT.
    await page.goto(
      `/vesselVisits/reassignTransport/${units.a71ToBook}?containers=${units.a71ToBook},${units.a71Passed}&visit=${working.id}`,
    );
    const company = page.getByRole('combobox', { name: /Transportista/ });
    await company.fill('Tra');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(3);
    await expect(options.first()).toHaveText(/\(\d{1,2}\.\d{3}\.\d{3}-[\dK]\)$/);
    await options.first().click();
    await page.getByRole('button', { name: 'Reasignar' }).click();
    await expect(messageBar(page)).toContainText('Transportista asignado correctamente');
    await expect(page).toHaveURL(/\/vesselVisits\/reassignTransportResult/);
    await expect(page.getByTestId('reassign-finalized')).toContainText(units.a71ToBook);
    await expect(page.getByTestId('reassign-finalized')).toContainText(units.a71Passed);
    await expect(page.getByTestId('reassign-errors')).toHaveText('Ninguno');

    // VV-026 (P42): 'Por sus propios medios' for two units, driver RUTs as tags (required); each unit's own outcome.
    await page.goto(
      `/vesselVisits/reassignTransport/${units.a71Passed}?containers=${units.a71Passed},${withoutOperation}&visit=${working.id}`,
    );
    await page.getByLabel('Por sus propios medios').check();
    await page.getByRole('button', { name: 'Reasignar' }).click();
    await expect(page.getByText('Requerido')).toBeVisible();
    const ruts = page.getByRole('textbox', { name: /RUT de los conductores/ });
    await ruts.fill('11.111.111-1');
    await ruts.press('Enter');
    await expect(page.getByTestId('driver-tags')).toContainText('11.111.111-1');
    await expectNoAxeViolations(page, 'reasignación por sus propios medios');
    await page.getByRole('button', { name: 'Reasignar' }).click();
    await expect(page).toHaveURL(/\/vesselVisits\/reassignTransportResult/);
    await expect(page.getByTestId('reassign-finalized')).toHaveText(units.a71Passed);
    await expect(page.getByTestId('reassign-errors')).toContainText(withoutOperation);
    await expect(page.getByTestId('reassign-errors')).toContainText('No existe operación en el portal');
    await expectNoAxeViolations(page, 'resultado de la reasignación');

    await page.goto(`/vesselVisits/reassignTransportResult?visit=${working.id}&finalized=%5B%5D&error=%5B%5D`);
    await expect(page.getByTestId('reassign-finalized')).toHaveText('Ninguno');
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(new RegExp(`/vesselVisits\\?visit=${working.id}`));
  });

  test('VV-014 VV-016 ERR-015: the management view shows the units read-only until Editar; an empty one, the generic empty text', async ({
    page,
  }) => {
    const { units, working, db } = await seed;
    await page.goto(`/vesselVisits?visit=${working.id}`);
    const answer = page.waitForResponse((r) =>
      r.url().includes(`/api/unitfacilityvisit/byVesselAndAlmacenista/${working.id}/`),
    );
    await page.getByRole('link', { name: 'Gestionar visita' }).click();
    await expect(page).toHaveURL(new RegExp(`/vesselVisits/management/${working.id}$`));
    await expect(page.getByTestId('visit-units')).toBeVisible();
    await expect(page.locator('h1').filter({ hasText: `Gestión de la visita ${working.id}` })).toHaveCount(1);
    const row = rowOf(page, units.a71ToBook);
    // Each of the seven columns with the server's value (the state and the condition as their labels).
    const unit = ((await (await answer).json()) as Record<string, unknown>[]).find(
      (u) => u.unitNbr === units.a71ToBook,
    )!;
    const cells = {
      unitNbr: unit.unitNbr,
      typeLength: unit.typeLength,
      apptTime: unit.apptTime ?? '',
      apptNbr: unit.apptNbr ?? '',
      patente: unit.patente ?? '',
      transitState: stateOnScreen(importStateLabel(unit.transitState)),
      condicionDeRetiro: pickupConditionLabel(unit.condicionDeRetiro),
    };
    for (const [column, value] of Object.entries(cells))
      await expect(row.locator(`[data-column="${column}"]`), column).toHaveText(String(value));
    await expect(row.locator('[data-column="transitState"]')).toHaveText('En patio');
    await expect(row.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page, 'gestión de la visita');
    await page.getByTestId('edit-state').click();
    await expect(row.getByRole('checkbox')).toBeVisible();
    await expect(row.getByRole('button', { name: `Reasignar transportista de ${units.a71ToBook}` })).toBeVisible();

    // Q14 (P46): a visit without units of this storekeeper reads 'No hay contenedores.' in the management view.
    const bodegaId = db.storekeeper[0]!.id;
    const empty = db.vesselVisit.find(
      (v) => !importUnits(db).some((u) => u.visitId === v.id && u.storekeeperId === bodegaId),
    )!;
    await page.goto(`/vesselVisits/management/${empty.id}`);
    await expect(page.getByTestId('units-empty')).toHaveText('No hay contenedores.');
  });
});

test.describe('shipping company and shipping agency', () => {
  test.use({ user: 'naviera' });

  /** A direct call with the page's session: the server's status. */
  const status = async (page: Page, method: 'get' | 'post', path: string) =>
    (
      await page.request[method](path, {
        headers: { 'x-auth-token': await tokenOf(page) },
        data: method === 'post' ? {} : undefined,
      })
    ).status();

  test('VV-002 VV-009 VV-010 VV-012 IMP-005 IMP-006 ROLE-008 ROLE-009 ROLE-012 ROLE-016 ROLE-017: SHIPPINGCO and AGN see only what they may; the server refuses the rest', async ({
    page,
    signInAs,
  }) => {
    const { units, working } = await seed;
    const nav = page.getByRole('navigation');
    // SHIPPINGCO: vessel visits (list and management) and import; no tracking, gate-pass lookup or administration.
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Visitas de naves' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Importación' })).toBeVisible();
    for (const name of ['Tracking', 'Gate Pass', 'Agentes'])
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
    await page.goto(`/vesselVisits?visit=${working.id}`);
    await expect(page.getByTestId('units-table')).toBeVisible();
    for (const hidden of ['unit-filter', 'unit-count', 'print-selected', 'reassign-selected'])
      await expect(page.getByTestId(hidden)).toHaveCount(0);
    // VV-010: the line's units of the visit (well over 8) page by 8, a link a page and at most 8 links.
    const unitRows = page.getByTestId('unit-row');
    await expect(unitRows).toHaveCount(8);
    const links = page.getByTestId('unit-pages').getByTestId('page-link');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    expect(await links.count()).toBeLessThanOrEqual(8);
    await page.getByRole('button', { name: 'Ir a la página 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(await unitRows.count()).toBeLessThanOrEqual(8);
    // Nothing to do with a selection: no checkboxes, no actions column.
    await expect(page.getByTestId('units-table').getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('link', { name: 'Gestionar visita' }).click();
    await expect(page.getByTestId('visit-units')).toBeVisible();
    await expectNoAxeViolations(page, 'gestión de la visita (naviera)');
    // Import: a unit without a pickup is shown, not requested; one with a pickup shows no desk actions.
    await page.goto(`/import/management/${units.agaInbound}/0`);
    await expect(page.getByTestId('view-only')).toBeVisible();
    await page.goto(`/import/management/${units.agaBooked}/0`);
    await expect(page).toHaveURL(/\/detailRetiro$/);
    for (const hidden of ['costs', 'gatePass', 'guiaDespacho', 'trucking', 'edit'])
      await expect(page.getByTestId(`bar-${hidden}`)).toHaveCount(0);
    await page.goto('/tracking');
    await expect(page).toHaveURL(/\/accessdenied$/);
    expect(await status(page, 'get', `/api/import/${units.agaBooked}`)).toBe(200);
    expect(await status(page, 'get', `/api/tracking/search/${units.agaBooked}`)).toBe(403);
    expect(await status(page, 'post', `/api/import/${units.agaInbound}/saveRetiro`)).toBe(403);
    expect(await status(page, 'get', `/api/report/gatepass/${units.agaBooked}`)).toBe(403);

    // AGN: import and tracking; no vessel visits, no gate-pass lookup.
    await signInAs('agn');
    await page.goto('/inicio');
    await expect(nav.getByRole('link', { name: 'Importación' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tracking' })).toBeVisible();
    for (const name of ['Visitas de naves', 'Gate Pass']) await expect(nav.getByRole('link', { name })).toHaveCount(0);
    await page.goto(`/vesselVisits?visit=${working.id}`);
    await expect(page).toHaveURL(/\/accessdenied$/);
    expect(
      await status(page, 'get', `/api/unitfacilityvisit/byVesselAndAlmacenista/${working.id}/ALL/false/false`),
    ).toBe(403);
    expect(await status(page, 'get', `/api/appointment/${units.agaBooked}`)).toBe(200);
    expect(await status(page, 'get', `/api/report/canPrintGatePass/${units.agaBooked}`)).toBe(403);
  });
});
