/**
 * The import area (/import) per flow and role: an AGA's direct pickup on an INBOUND unit and its
 * cancellation; an indirect pickup on a YARD unit through the calendar, the quota dropping and the
 * gate-pass PDF carrying the appointment; customer service choosing the agent; the condition
 * change; what an agency (AGN) may see and do. The demo units are the seed's (docs/terminal-model.md).
 */
import { inflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoSeed } from '../support/demoSeed';
import { DEMO_UNITS, demoUnitNumbers } from '../../mock-server/kinds/importPickup/seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectApiError, messageBar, tokenOf } from './support';
import { importUnits, pickupOf } from '../support/terminalSeed';
import { nameWithRut } from '../../src/domain/rut';

const DEMO_COUNT = DEMO_UNITS.length;
let demo:
  | Promise<{
      units: ReturnType<typeof demoUnitNumbers>;
      agaTruckings: string[];
      workingVisit: string;
      freeYard: string;
      a71FreeYard: string;
      agnFreeYard: { nbr: string; agentId: string };
    }>
  | undefined;
const seeded = () =>
  (demo ??= Promise.resolve(demoSeed()).then((db) => ({
    units: demoUnitNumbers(db),
    agaTruckings: db.agentTrucking.filter((l) => l.agentId === db.agent[0]!.id).map((l) => l.truckingId),
    workingVisit: db.vesselVisit[0]!.id,
    // A YARD unit of the working visit with no operation and no inspection, beyond the demo units.
    freeYard: importUnits(db).find(
      (u, i) =>
        i >= DEMO_COUNT &&
        u.visitId === db.vesselVisit[0]!.id &&
        u.transitState === 'YARD' &&
        !pickupOf(db, u) &&
        u.hazards.length === 0 &&
        u.inspeccionSAG === 'SIN INSPECCION',
    )!.unitNbr,
    // A YARD unit of bodega's (the first storekeeper, A-71) with no operation, no inspection and no hazard.
    a71FreeYard: importUnits(db).find(
      (u, i) =>
        i >= DEMO_COUNT &&
        u.storekeeperId === db.storekeeper[0]!.id &&
        u.transitState === 'YARD' &&
        !pickupOf(db, u) &&
        u.hazards.length === 0 &&
        u.inspeccionSAG === 'SIN INSPECCION',
    )!.unitNbr,
    // A YARD unit of an 'agn' line (MSC) manifested to an agent, with no operation, that no other test requests.
    agnFreeYard: importUnits(db)
      .filter(
        (u, i) =>
          i >= DEMO_COUNT &&
          u.line === 'MSC' &&
          u.transitState === 'YARD' &&
          u.agentId &&
          !pickupOf(db, u) &&
          !u.storekeeperId &&
          u.hazards.length === 0 &&
          u.inspeccionSAG === 'SIN INSPECCION',
      )
      .map((u) => ({ nbr: u.unitNbr, agentId: u.agentId! }))[1]!,
  })));

/** The text of a PDF made by pdfkit: its Flate streams inflated, the strings of its TJ operators joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      out.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      );
    }
  }
  return out.join('\n');
}

async function api(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'x-auth-token': await tokenOf(page) } });
  expect(response.ok(), path).toBe(true);
  return response;
}

async function searchContainer(page: Page, nbr: string) {
  await page.goto('/import');
  await expect(page.getByTestId('import-container')).toBeVisible();
  await page.getByTestId('import-container').fill(nbr.toLowerCase());
  await page.getByRole('button', { name: 'Buscar' }).click();
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('as a customs agent (aga)', () => {
  test.use({ user: 'aga' });

  test('IMP-001 IMP-002 IMP-007 IMP-009 IMP-015 IMP-022 IMP-025 IMP-028 IMP-029 IMP-030 IMP-031 IMP-032 IMP-044 IMP-045 IMP-081 INV-023: direct pickup of an INBOUND unit → detail; cancel → back to the form', async ({
    page,
    request,
  }) => {
    const { units } = await seeded();
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Importación' }).click();
    await expect(page.getByTestId('import-container')).toBeVisible();
    await page.getByTestId('import-container').fill('MSCU12');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Número de contenedor inválido')).toBeVisible();
    // Beyond the spec: a wrong ISO 6346 check digit is a warning, not a refusal.
    await page
      .getByTestId('import-container')
      .fill(units.agaInbound.slice(0, 10) + String((Number(units.agaInbound[10]) + 1) % 10));
    await expect(page.getByTestId('check-digit-warning')).toBeVisible();
    await expectNoAxeViolations(page, 'búsqueda de contenedor');
    await page.getByTestId('import-container').fill('ZZZU0000000');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(messageBar(page)).toContainText('No existe información para este contenedor. - 404');

    await searchContainer(page, units.agaInbound);
    await expect(page).toHaveURL(new RegExp(`/import/management/${units.agaInbound}/0/retiro$`));
    await expect(page.getByTestId('import-state')).toHaveText('En viaje hacia el puerto');
    const form = page.getByTestId('pickup-form');
    await expect(form.getByRole('radio', { name: 'Directo', exact: true })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Indirecto' })).toHaveCount(0);
    await expect(form.getByRole('checkbox', { name: /USD 15\.00 \(tarifa PCE-B126\)/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /PCE-E213/ })).toBeEnabled();
    await expectNoAxeViolations(page, 'solicitud de retiro');

    // IMP-015: an invalid form is not sent.
    let sentInvalid = 0;
    const countSaves = (r: { url: () => string }) => {
      if (r.url().endsWith('/saveRetiro')) sentInvalid++;
    };
    page.on('request', countSaves);
    await page.getByTestId('pickup-submit').click();
    await expect(form.getByText('Requerido').first()).toBeVisible();
    page.off('request', countSaves);
    expect(sentInvalid).toBe(0);
    await pick(page, 'Tipo de documento', /^DIN$/);
    await page.getByLabel('Números de documento').fill('1234567890');
    await page.getByLabel('Giro').fill('Importación de maquinaria');
    await page.getByLabel('CDA', { exact: true }).fill('4455');
    await form.getByRole('checkbox', { name: /PCE-E213/ }).check();
    await form.getByRole('checkbox', { name: /entre 23:00 y 06:30, sin costo adicional/ }).check();
    // IMP-009: the request carries what the form captured, the unit's consignee and commodity.
    const unit = (await (await api(page, request, `/api/import/${units.agaInbound}`)).json()) as {
      contents: { consigneeId: string; consigneeName: string; commodityCode: string };
      inspeccionSAG: string;
    };
    const sent = page.waitForRequest((r) => r.url().endsWith('/saveRetiro') && r.method() === 'POST');
    await page.getByTestId('pickup-submit').click();
    expect((await sent).postDataJSON()).toEqual({
      outType: 'DIRECTO',
      documentType: 'DIN',
      documentNbrs: ['1234567890'],
      uniqueInvoice: true,
      checkGuia: true,
      turno3er: true,
      consigneeId: unit.contents.consigneeId,
      consigneeName: unit.contents.consigneeName,
      consigneeGiro: 'Importación de maquinaria',
      sagCondition: unit.inspeccionSAG,
      appointIndirecto: false,
      cda: '4455',
      codeCommodity: unit.contents.commodityCode,
    });
    await expect(page).toHaveURL(/\/import\/management\/[A-Z0-9]+\/\d+\/detailRetiro$/);
    await expect(page.getByTestId('operation-data')).toContainText('Directo');
    for (const [field, value] of [
      ['Tasa de seguridad', 'Sí'],
      ['Guía de despacho', 'Sí'],
      ['Tercer turno', 'Sí'],
    ])
      await expect(page.getByTestId('operation-data').locator(`dd[data-field="${field}"]`)).toHaveText(value!);
    await expect(page.getByTestId('terminal-assigns')).toHaveText(
      'Retiro directo sin cita: el terminal asignará el turno más adelante.',
    );
    for (const label of [
      'Línea',
      'BL',
      'Puerto de carga',
      'Consignatario',
      'Mercancía',
      'Inspección SAG',
      'Almacenista',
      'Transportista',
    ]) {
      await expect(page.getByTestId('unit-data').getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('operation-data').locator('dd[data-field="N° de borrador"]')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('drc')).toHaveCount(0);
    await expectNoAxeViolations(page, 'detalle de retiro');

    await page.getByTestId('cancel-pickup').click();
    // The dialog's buttons say what they do: go back, or cancel the pickup.
    await expect(page.getByTestId('confirm-dialog').getByRole('button')).toHaveText(['Volver', 'Cancelar retiro']);
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar retiro' }).click();
    await expect(messageBar(page)).toContainText('La operación de retiro fue cancelada.');
    await expect(page).toHaveURL(new RegExp(`/import/management/${units.agaInbound}/0/retiro$`));
    await expect(page.getByTestId('pickup-form')).toBeVisible();
  });

  test('IMP-024 IMP-026 IMP-033 IMP-034 IMP-035 IMP-036 IMP-040 IMP-073 IMP-076 IMP-080: indirect pickup of a YARD unit → calendar → booking drops the quota → gate pass PDF carries the appointment → re-coordination', async ({
    page,
    request,
  }) => {
    const { units, workingVisit } = await seeded();
    await searchContainer(page, units.agaYard);
    await expect(page.getByTestId('import-state')).toHaveText('En patio');
    const form = page.getByTestId('pickup-form');
    await expect(form.getByRole('radio', { name: 'Directo', exact: true })).toHaveCount(0);
    await expect(form.getByRole('checkbox', { name: /PCE-B126/ })).not.toBeChecked();
    await pick(page, 'Tipo de documento', /^DIN$/);
    await page.getByLabel('Números de documento').fill('5550001');
    await page.getByLabel('Giro').fill('Comercio');
    await page.getByTestId('pickup-submit').click();
    // Q18: an indirect pickup needs the trucking company.
    await expect(page.getByRole('combobox', { name: 'Empresa de transporte' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('combobox', { name: 'Empresa de transporte' }).click();
    const company = page.getByRole('option', { name: /\(/ }).first();
    const truckingName = ((await company.textContent()) ?? '').replace(/ \(.*\)$/, '');
    await company.click();
    await page.getByTestId('pickup-submit').click();

    await expect(page).toHaveURL(/\/appointment$/);
    const calendar = page.getByTestId('appointment-calendar');
    await expect(page.getByTestId('request-slot')).toBeDisabled();
    await expect(calendar.locator('th').first()).toHaveText('lu');
    await expectNoAxeViolations(page, 'calendario de citas');
    const day = calendar.locator('button[data-day]:not([disabled])').first();
    const chosenDay = await day.getAttribute('data-day');
    await day.click();
    await expect(page.getByTestId('request-slot')).toBeDisabled();
    const slot = page.getByTestId('slots').getByRole('radio').first();
    const start = (await slot.getAttribute('value'))!;
    const before = await quota(page, request, workingVisit, chosenDay!, start);
    await slot.check();
    const booking = page.waitForRequest((r) => r.url().endsWith('/api/appointment') && r.method() === 'POST');
    await page.getByTestId('request-slot').click();
    await expect(messageBar(page)).toContainText(/Cita \d+ reservada/);
    await expect(page).toHaveURL(/\/detailRetiro$/);
    expect(await quota(page, request, workingVisit, chosenDay!, start)).toBe(before - 1);
    // IMP-036: the request names the day and slot, the container and the pickup's trucking company.
    const op = (await (await api(page, request, `/api/import/byoperation/${units.agaYard}`)).json()) as {
      truckingId: string;
    };
    expect((await booking).postDataJSON()).toMatchObject({
      appointmentDate: `${chosenDay}T${start}`,
      container: { eqid: units.agaYard },
      truck: { truckingCoId: op.truckingId },
    });
    const appointmentNbr = (await page
      .getByTestId('operation-data')
      .locator('dd[data-field="N° de cita"]')
      .textContent())!.trim();
    expect(appointmentNbr).toMatch(/^\d+$/);
    await expect(page.getByTestId('recoordinate')).toBeVisible();

    await page.getByTestId('bar-gatePass').click();
    // IMP-073: the gate pass shows the appointment's number, day, slot (start–end) and trucking company.
    const days = (await (
      await api(page, request, `/api/appointmentrules/quotasForImport/0/${workingVisit}`)
    ).json()) as { day: string; quotas: { start: string; end: string }[] }[];
    const end = days.find((d) => d.day === chosenDay)!.quotas.find((q) => q.start === start)!.end;
    await expect(page.getByTestId('gate-pass-data').locator('dd')).toHaveText([
      appointmentNbr,
      `${chosenDay!.slice(8, 10)}/${chosenDay!.slice(5, 7)}/${chosenDay!.slice(0, 4)}`,
      `${start}–${end}`,
      truckingName,
    ]);
    await expectNoAxeViolations(page, 'gate pass');
    const popup = page.waitForEvent('popup');
    await page.getByTestId('print-gate-pass').click();
    await (await popup).close();
    const pdf = await (await api(page, request, `/api/report/gatepass/${units.agaYard}`)).body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(appointmentNbr);
    expect(text).toContain(units.agaYard);

    // IMP-040: re-coordinate to another day.
    await page.getByTestId('bar-detailRetiro').click();
    await page.getByTestId('recoordinate').click();
    await expect(page.getByRole('heading', { name: 'Recoordinar cita' })).toBeVisible();
    const other = page
      .getByTestId('appointment-calendar')
      .locator(`button[data-day]:not([disabled]):not([data-day="${chosenDay}"])`)
      .first();
    const otherDay = (await other.getAttribute('data-day'))!;
    await other.click();
    await page.getByTestId('slots').getByRole('radio').first().check();
    await page.getByTestId('request-slot').click();
    await expect(page).toHaveURL(/\/detailRetiro$/);
    await expect(page.getByTestId('operation-data').locator('dd[data-field="Fecha de cita"]')).toContainText(
      `${otherDay.slice(8, 10)}/${otherDay.slice(5, 7)}/${otherDay.slice(0, 4)}`,
    );

    await page.getByTestId('bar-costs').click();
    await expect(page.getByTestId('no-charges')).toHaveText('La opereración actual no tiene cargos asociados');
    await expectNoAxeViolations(page, 'costos');
  });

  test('IMP-028 IMP-051 IMP-075 IMP-077 IMP-078 IMP-088 CONST-013 Q17: a DIRECTO unit in the yard whose appointment passed changes to INDIRECTO; its costs carry the security fee, 10 a page or 25 or 50', async ({
    page,
  }) => {
    const { units } = await seeded();
    await searchContainer(page, units.agaDirectPassed);
    await expect(page.getByTestId('import-condition')).toHaveText('Directo');
    await page.getByTestId('bar-costs').click();
    await expect(page.getByTestId('charges')).toContainText('PCE-B126');
    await expect(page.getByTestId('charges')).toContainText('USD 15,00');
    // IMP-088: the import grid pages by 10, and offers 25 and 50.
    const pageSize = page.getByRole('combobox', { name: 'Filas por página' });
    await expect(pageSize).toHaveText('10');
    await pageSize.click();
    await expect(page.getByRole('option')).toHaveText(['10', '25', '50']);
    await page.keyboard.press('Escape');
    // IMP-051: the detail document opens in a new tab.
    await page.getByTestId('bar-detailRetiro').click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Imprimir detalle' }).click();
    await (await popup).close();
    await page.getByTestId('change-condition').click();
    await expectNoAxeViolations(page, 'confirmación de cambio de condición');
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('La condición de retiro se cambió a Indirecto.');
    await expect(page.getByTestId('import-condition')).toHaveText('Indirecto');
  });

  test('IMP-003 IMP-038 IMP-050 IMP-055 IMP-057 IMP-058 IMP-059 IMP-068 IMP-069 IMP-070 IMP-071 IMP-073: request later; gate pass refused without an appointment; PDF-only guide uploaded as multipart; CDA, customs document and trucking edits of an indirect pickup', async ({
    page,
    request,
  }) => {
    const { units } = await seeded();
    await searchContainer(page, units.agaToBook);
    await expect(page).toHaveURL(/\/detailRetiro$/);
    await page.getByTestId('book').click();
    await expect(page.getByTestId('request-slot')).toBeDisabled();
    await page.getByTestId('request-later').click();
    await expect(page).toHaveURL(/\/detailRetiro$/);
    // IMP-050: a YARD unit's DRC opens in a new tab.
    const drc = page.waitForEvent('popup');
    await page.getByTestId('drc').click();
    await (await drc).close();

    const bar = page.getByTestId('management-bar');
    await bar.getByTestId('bar-gatePass').click();
    await expect(page.getByTestId('gate-pass-refusals')).toContainText('El contenedor no tiene una cita asignada.');
    await expect(page.getByTestId('print-gate-pass')).toBeDisabled();

    await bar.getByTestId('bar-guiaDespacho').click();
    await page
      .getByTestId('guide-file')
      .setInputFiles({ name: 'guia.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(page.getByTestId('guide-error')).toHaveText('La guía de despacho debe ser en formato PDF');
    await expectNoAxeViolations(page, 'carga de guía de despacho');
    await page
      .getByTestId('guide-file')
      .setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(page.getByTestId('guide-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cargar guía' }).click();
    await expect(messageBar(page)).toContainText('Guía de Despacho cargada correctamente');

    await bar.getByTestId('bar-editCDA').click();
    await page.getByTestId('cda').fill('');
    await page.getByTestId('cda-save').click();
    await expect(page.getByText('Requerido', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cda')).toBeFocused();
    await page.getByTestId('cda').fill('12ab');
    await page.getByTestId('cda-save').click();
    await expect(page.getByText('Debe ser un número')).toBeVisible();
    await expectNoAxeViolations(page, 'edición de CDA');
    await page.getByTestId('cda').fill('123456');
    await page.getByTestId('cda-save').click();
    await expect(messageBar(page)).toContainText('Código CDA actualizado correctamente');

    await bar.getByTestId('bar-edit').click();
    await page.getByLabel('Números de documento').fill('998877');
    await expectNoAxeViolations(page, 'edición del documento aduanero');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Documento aduanero actualizado correctamente.');

    // Set up through the API: the agent has more than 3 companies, so the cap of 3 suggestions shows (IMP-071).
    const account = (await (await api(page, request, '/api/account')).json()) as { rut: string };
    const own = (await (await api(page, request, `/api/truckingcompany/truckingcobyaga/${account.rut}`)).json()) as {
      id: string;
    }[];
    const all = (await (await api(page, request, '/api/truckingcompany/searchall')).json()) as {
      id: string;
      name: string;
    }[];
    for (const c of all.filter((t) => !own.some((o) => o.id === t.id)).slice(0, Math.max(0, 5 - own.length))) {
      const added = await page.request.post(`/api/agent/addtruckingco/${account.rut}`, {
        headers: { 'x-auth-token': await tokenOf(page) },
        data: { id: c.id, name: c.name, role: 'HAULIER' },
      });
      expect(added.status()).toBe(200);
    }
    await bar.getByTestId('bar-trucking').click();
    await page.getByRole('combobox', { name: 'Empresa de transporte' }).click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options).toHaveCount(3);
    await expect(options.first()).toHaveText(/\(\d{1,2}\.\d{3}\.\d{3}-[\dK]\)$/);
    await expectNoAxeViolations(page, 'reasignación de transportista');
    const chosen = ((await options.first().textContent()) ?? '').replace(/ \(.*\)$/, '');
    await options.first().click();
    await page.getByTestId('trucking-save').click();
    await expect(messageBar(page)).toContainText('Transportista asignado correctamente');
    await expect(page.getByTestId('current-trucking')).toHaveText(chosen);
    await page.getByLabel('Por sus propios medios').check();
    await page.getByTestId('trucking-save').click();
    await expect(page.getByText('Requerido')).toBeVisible();
    await page.getByLabel('RUT de los conductores').fill('11.111.111-2');
    await page.getByLabel('RUT de los conductores').press('Enter');
    await expect(page.getByText('Rut inválido')).toBeVisible();
    await page.getByLabel('RUT de los conductores').fill('11.111.111-1');
    await page.getByLabel('RUT de los conductores').press('Enter');
    await expect(page.getByTestId('driver-tags')).toContainText('11.111.111-1');
    await page.getByTestId('trucking-save').click();
    await expect(page.getByTestId('current-trucking')).toHaveText('—');
  });

  test('IMP-014 IMP-027 IMP-043 IMP-046 IMP-062: an indirect pickup with an inspection pending goes to the detail, not the calendar, and is cancelled back to the form (no TATC shown to AGA); the visit list entry opens the calendar', async ({
    page,
  }) => {
    const { units, freeYard } = await seeded();
    await searchContainer(page, freeYard);
    await pick(page, 'Tipo de documento', /^DIN$/);
    await page.getByLabel('Números de documento').fill('4443332');
    await page.getByLabel('Giro').fill('Comercio');
    await pick(page, 'Empresa de transporte', /\(/);
    // IMP-014: the three SAG conditions.
    await page.getByRole('combobox', { name: 'Condición SAG' }).click();
    await expect(page.getByRole('option')).toHaveText(['Inspección', 'Bloqueo por inspección', 'Sin inspección']);
    await page.keyboard.press('Escape');
    await pick(page, 'Condición SAG', /^Inspección$/);
    await page.getByTestId('pickup-submit').click();
    await expect(page).toHaveURL(/\/detailRetiro$/);
    await expect(page.getByTestId('book')).toHaveCount(0);
    await expect(page.getByTestId('operation-data')).toContainText('Importación');
    await expect(page.getByTestId('unit-data')).not.toContainText('TATC');
    await page.getByTestId('cancel-pickup').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar retiro' }).click();
    await expect(page).toHaveURL(new RegExp(`/import/management/${freeYard}/0/retiro$`));

    await page.goto(`/import/management/${units.agaBooked}/appointment`);
    await expect(page).toHaveURL(/\/\d+\/appointment$/);
    await expect(page.getByTestId('appointment-calendar')).toBeVisible();
  });

  test('IMP-023 IMP-029 IMP-032 INV-023: a hazardous INBOUND unit is inscribed for direct pickup, without the security fee by default; third shift offered', async ({
    page,
  }) => {
    const { units } = await seeded();
    await searchContainer(page, units.agaHazard);
    const form = page.getByTestId('pickup-form');
    await expect(form.getByRole('radio', { name: 'Directo (Inscribir)' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /PCE-B126/ })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: /entre 23:00 y 06:30, sin costo adicional/ })).not.toBeChecked();
  });

  test('IMP-037 IMP-039: a direct pickup is not coordinated from the calendar, which offers no cancel', async ({
    page,
  }) => {
    const { units } = await seeded();
    await searchContainer(page, units.agaOog);
    await expect(page).toHaveURL(/\/detailRetiro$/);
    await page.goto(page.url().replace(/detailRetiro$/, 'appointment'));
    await expect(page.getByTestId('not-coordinable')).toBeVisible();
    await expect(page.getByTestId('cancel-pickup')).toHaveCount(0);
    await expect(page.getByTestId('request-slot')).toHaveCount(0);
  });
});

async function quota(
  page: Page,
  request: APIRequestContext,
  visit: string,
  day: string,
  start: string,
): Promise<number> {
  const days = (await (await api(page, request, `/api/appointmentrules/quotasForImport/0/${visit}`)).json()) as {
    day: string;
    quotas: { start: string; available: number }[];
  }[];
  return days.find((d) => d.day === day)?.quotas.find((q) => q.start === start)?.available ?? 0;
}

test.describe('as customer service (servicio)', () => {
  test.use({ user: 'servicio' });

  test('IMP-008 IMP-011 IMP-016 IMP-020 IMP-062 Q23: customer service picks the agent and may use DIN EN TRAMITE without numbers; sees the TATC', async ({
    page,
  }) => {
    const { units } = await seeded();
    await searchContainer(page, units.a71Inbound);
    await expect(page.getByTestId('pickup-form')).toBeVisible();
    await pick(page, 'Tipo de documento', 'DIN EN TRAMITE');
    await page.getByLabel('Giro').fill('Comercio');
    await page.getByTestId('pickup-submit').click();
    await expect(page.getByRole('combobox', { name: 'Agente de aduanas' })).toHaveAttribute('aria-invalid', 'true');
    await pick(page, 'Agente de aduanas', 'Agencia de Aduanas Gómez y Cía. Ltda.');
    await expectNoAxeViolations(page, 'solicitud de retiro (servicio al cliente)');
    await page.getByTestId('pickup-submit').click();
    await expect(page).toHaveURL(/\/detailRetiro$/);
    await expect(page.getByTestId('operation-data')).toContainText('Agencia de Aduanas Gómez y Cía. Ltda.');
    await expect(page.getByTestId('operation-data')).toContainText('DIN EN TRAMITE');
    await expect(page.getByTestId('unit-data')).toContainText('TATC');
  });
});

test.describe('as a shipping agency (agn)', () => {
  test.use({ user: 'agn' });

  test('IMP-005 IMP-012 IMP-061 IMP-062 IMP-065 IMP-067: AGN sees the detail and TATC, not costs, gate pass, guide, trucking or edit; 588 for a bad TATC', async ({
    page,
    request,
  }) => {
    const { units, agnFreeYard } = await seeded();
    // The pickup form of a unit of its line: no DAPI (IMP-012), and the unit's agent's companies to choose from.
    await page.goto('/import');
    const companies = (await (
      await api(page, request, `/api/truckingcompany/truckingcobyaga/${agnFreeYard.agentId}`)
    ).json()) as unknown[];
    await searchContainer(page, agnFreeYard.nbr);
    await expect(page).toHaveURL(new RegExp(`/import/management/${agnFreeYard.nbr}/0/retiro$`));
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await expect(page.getByRole('option', { name: /^DIN$/ })).toBeVisible();
    await expect(page.getByRole('option', { name: 'DAPI' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Empresa de transporte' }).click();
    await expect(page.getByRole('option')).toHaveCount(companies.length);
    await page.keyboard.press('Escape');

    // A unit of a line that is not the agency's (agaInbound travels with MAERSK) is refused.
    expectApiError(page, new RegExp(`^/api/import/${units.agaInbound}$`), 403);
    await searchContainer(page, units.agaInbound);
    await expect(messageBar(page)).toContainText('- 403');
    await expect(page).toHaveURL(/\/import$/);
    await searchContainer(page, units.agaBooked);
    await expect(page).toHaveURL(/\/detailRetiro$/);
    const bar = page.getByTestId('management-bar');
    await expect(bar.getByTestId('bar-detailRetiro')).toBeVisible();
    for (const hidden of ['costs', 'gatePass', 'guiaDespacho', 'trucking', 'edit'])
      await expect(bar.getByTestId(`bar-${hidden}`)).toHaveCount(0);
    await expect(page.getByTestId('change-condition')).toHaveCount(0);
    await expect(page.getByTestId('unit-data')).toContainText('TATC');

    await bar.getByTestId('bar-editTATC').click();
    await expectNoAxeViolations(page, 'edición de TATC');
    await page.getByTestId('tatc').fill('ABC1');
    await page.getByTestId('tatc-save').click();
    await expect(messageBar(page)).toContainText('- 588');
    await page.getByTestId('tatc').fill('12-3');
    await page.getByTestId('tatc-save').click();
    await expect(page.getByText('Campo debe ser alfanumérico')).toBeVisible();
    await page.getByTestId('tatc').fill('778899');
    await page.getByTestId('tatc-save').click();
    await expect(messageBar(page)).toContainText('Numero de TATC modificado correctamente.');
  });
});

test.describe('as a storekeeper (bodega)', () => {
  test.use({ user: 'bodega' });

  test('IMP-018 IMP-026 IMP-036 IMP-043 VV-038: a storekeeper requests an indirect pickup of its A-71 unit from the visit list: the active companies are offered, the calendar books it, and it is a COORD_ENTREGA operation', async ({
    page,
    request,
  }) => {
    const { a71FreeYard } = await seeded();
    await page.goto('/import');
    // Through the API: the unit is bodega's and free to request, and the companies bodega may assign.
    const unit = (await (await api(page, request, `/api/import/${a71FreeYard}`)).json()) as {
      operationId: number | null;
      actions: string[];
      vesselVisitId: string;
    };
    expect(unit.operationId).toBeNull();
    expect(unit.actions).toContain('requestIndirect');
    const account = (await (await api(page, request, '/api/account')).json()) as { rut: string };
    const active = (await (await api(page, request, `/api/truckingcompany/truckingcobyaga/${account.rut}`)).json()) as {
      id: string;
      name: string;
    }[];
    expect(active.length).toBeGreaterThan(0);

    // VV-038: the request starts on the visit list's row, and is the import area's form.
    await page.goto(`/vesselVisits?visit=${unit.vesselVisitId}&unit=${a71FreeYard}`);
    await page
      .getByTestId('unit-row')
      .filter({ hasText: a71FreeYard })
      .getByRole('button', { name: `Solicitar retiro de ${a71FreeYard}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/import/management/${a71FreeYard}/0/retiro$`));
    const form = page.getByTestId('pickup-form');
    await expect(form.getByRole('radio', { name: 'Indirecto' })).toBeChecked();
    await pick(page, 'Tipo de documento', /^DIN$/);
    await page.getByLabel('Números de documento').fill('7771113');
    await page.getByLabel('Giro').fill('Almacenaje');
    await page.getByRole('combobox', { name: 'Empresa de transporte' }).click();
    await expect(page.getByRole('option')).toHaveCount(active.length);
    await page.getByRole('option', { name: nameWithRut(active[0]!.name, active[0]!.id) }).click();
    await expectNoAxeViolations(page, 'solicitud de retiro (extraportuario)');
    await page.getByTestId('pickup-submit').click();

    await expect(page).toHaveURL(/\/appointment$/);
    await page.getByTestId('appointment-calendar').locator('button[data-day]:not([disabled])').first().click();
    await page.getByTestId('slots').getByRole('radio').first().check();
    await page.getByTestId('request-slot').click();
    await expect(messageBar(page)).toContainText(/Cita \d+ reservada/);
    await expect(page).toHaveURL(/\/detailRetiro$/);
    const operation = page.getByTestId('operation-data');
    await expect(operation).toContainText('Coordinación de entrega');
    await expect(operation).toContainText('Indirecto');
    await expect(operation.locator('dd[data-field="N° de cita"]')).toHaveText(/^\d+$/);
    const saved = (await (await api(page, request, `/api/import/byoperation/${a71FreeYard}`)).json()) as {
      operationType: string;
      truckingId: string;
    };
    expect(saved).toMatchObject({ operationType: 'COORD_ENTREGA', truckingId: active[0]!.id });
  });
});
