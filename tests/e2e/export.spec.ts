/**
 * The export area (/export) per flow and role: a customs agent pre-advises an announced unit
 * against its booking, coordinates the delivery and prints the gate pass; the terminal's demo
 * controls move a pre-advised unit through the gate and the detail's actions change with its
 * state; cancelling while INBOUND returns to the form. Units from the seed (docs/terminal-model.md).
 */
import { demoSeed } from '../support/demoSeed';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import { exportUnits, preadviceOf } from '../support/terminalSeed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar } from './support';

let seed:
  | Promise<{
      announced: string;
      booking: string;
      inbound: string[];
      carried: string;
      reeferVisit: { id: string; vesselName: string };
      reeferBooking: string;
      bookingReefers: string[];
      agentVisits: { own: string; other: string };
      routed: string;
      lineUnit: string;
      dryBooking: string;
    }>
  | undefined;
const seeded = () =>
  (seed ??= Promise.resolve(demoSeed()).then((db) => {
    const open = (id: string | undefined) => {
      const b = db.booking.find((x) => x.id === id);
      return !!b && b.stackingEnd > TERMINAL_EPOCH && b.stackingStart < b.lateDate;
    };
    const bookingOf = (nbr: string) => db.booking.find((b) => b.reservedContainers.includes(nbr));
    // An announced dry unit, weighed as the user chooses, on an open booking with a free place of its type.
    const announced = exportUnits(db).find((u) => {
      const b = bookingOf(u.unitNbr);
      const item = b?.items.find((i) => i.equipmentType === u.isoType);
      return (
        u.transitState === 'ADVISED' &&
        !u.reefer &&
        !u.oog &&
        u.hazards.length === 0 &&
        !u.routingGroup &&
        open(b?.id) &&
        !!item &&
        item.used < item.quantity
      );
    })!;
    const inbound = exportUnits(db).filter(
      (u) =>
        u.transitState === 'INBOUND' &&
        preadviceOf(db, u)?.operationType === 'COORD_ENTREGA' &&
        open(preadviceOf(db, u)?.bookingId),
    );
    // A pre-advice the first trucking company (the demo 'transportista') carries, that no other test here changes.
    const carried = exportUnits(db).find(
      (u) => u.transitState === 'YARD' && preadviceOf(db, u)?.truckingId === db.truckingcompany[0]!.id,
    )!;
    // A reefer on a booking of an active visit, for the temperature letters.
    const reefer = exportUnits(db).find(
      (u) => u.reefer && bookingOf(u.unitNbr) && db.vesselVisit.find((v) => v.id === u.visitId)?.phase === 'INBOUND',
    )!;
    const visit = db.vesselVisit.find((v) => v.id === reefer.visitId)!;
    return {
      announced: announced.unitNbr,
      booking: bookingOf(announced.unitNbr)!.id,
      inbound: inbound.map((u) => u.unitNbr),
      carried: carried.unitNbr,
      reeferVisit: { id: visit.id, vesselName: visit.vesselName },
      reeferBooking: bookingOf(reefer.unitNbr)!.id,
      agentVisits: agentVisitsOf(db),
      bookingReefers: exportUnits(db)
        .filter((u) => u.reefer && bookingOf(u.unitNbr)?.id === bookingOf(reefer.unitNbr)!.id)
        .map((u) => u.unitNbr)
        .sort(),
      // An announced unit on an open booking of the demo shipping company's lines (MSC, MAERSK), for its form.
      lineUnit: exportUnits(db).find(
        (u) =>
          u.transitState === 'ADVISED' &&
          open(bookingOf(u.unitNbr)?.id) &&
          ['MSC', 'MAERSK'].includes(bookingOf(u.unitNbr)!.line),
      )!.unitNbr,
      // An announced unit weighed by its routing group (VPA), for customer service's form.
      routed: exportUnits(db).find(
        (u) => u.transitState === 'ADVISED' && u.routingGroup === 'VPA' && !u.reefer && open(bookingOf(u.unitNbr)?.id),
      )!.unitNbr,
      dryBooking: db.booking.find((b) => b.eqStatus === 'FCL' && b.items.every((i) => !i.reefer))!.id,
    };
  }));

/** A visit holding the demo agent's own units (its active operations', or with none, manifested to it) and one holding none. */
function agentVisitsOf(db: Awaited<ReturnType<typeof demoSeed>>): { own: string; other: string } {
  const agentId = db.user.find((u) => u.login === 'aga')!.agentId!;
  const own = (u: (typeof db.unitVisit)[number]) => {
    const active = db.operation.filter((o) => o.unitVisitId === u.id && o.status === 'ACTIVE');
    return active.length > 0
      ? active.some((o) => o.agentId === agentId)
      : u.kind === 'container' && u.agentId === agentId;
  };
  const holds = (v: { id: string }) => db.unitVisit.some((u) => u.visitId === v.id && own(u));
  // A sailed one of its own: the active visits (GET /vesselvisit/actives) would not offer it.
  const sailed = db.vesselVisit.find((v) => v.phase === 'DEPARTED' && holds(v))!;
  return { own: sailed.id, other: db.vesselVisit.find((v) => !holds(v))!.id };
}

async function pick(page: import('@playwright/test').Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('as a customs agent (aga)', () => {
  test.use({ user: 'aga' });

  test('EXP-001 EXP-002 EXP-003 EXP-004 EXP-005 EXP-006 EXP-010 EXP-013 EXP-017 EXP-059 EXP-064 EXP-066 EXP-075 EXP-078 EXP-079 VAL-026 INV-124: search by booking, pre-advise an announced unit, coordinate the delivery, print the voucher and the gate pass', async ({
    page,
  }) => {
    const { announced, booking } = await seeded();
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Exportación' }).click();
    await page.getByTestId('export-container').fill('MSCU12');
    await page.getByTestId('export-container-search').click();
    await expect(page.getByText('Número de contenedor inválido')).toBeVisible();
    await page.getByTestId('export-booking-search').click();
    await expect(page.getByText('Ingrese un número de Booking')).toBeVisible();
    await page.getByTestId('export-booking').fill('noexiste1');
    await page.getByTestId('export-booking-search').click();
    await expect(page.getByTestId('booking-error')).toContainText('Número de Booking vacio.');
    await page.getByTestId('export-booking').fill(booking);
    await page.getByTestId('export-booking-search').click();
    await expect(page.getByTestId('booking-capacity')).toContainText('libres de');
    await expectNoAxeViolations(page, 'búsqueda de exportación');
    await page.getByTestId('booking-units').getByText(announced).click();

    await expect(page).toHaveURL(new RegExp(`/export/management/${announced}/0/new$`));
    await expect(page.getByTestId('export-state')).toHaveText('Preavisado');
    await expect(page.getByTestId('export-bar-new')).toHaveText('Preaviso');
    await expectNoAxeViolations(page, 'preaviso de exportación');
    await expect(page.getByText('DUS: número de aceptación de 10 dígitos', { exact: false })).toBeVisible();
    await page.getByTestId('preadvice-submit').click();
    await expect(page.getByRole('combobox', { name: 'Transportista' })).toHaveAttribute('aria-invalid', 'true');
    await pick(page, 'Transportista', /./);
    await page.getByTestId('export-documentNbrs').fill('5012345678');
    await page.getByTestId('export-guias').fill('123456');
    await page.getByTestId('export-seal-0').fill('cl1234567');
    await page.getByLabel('RUT embarcador').fill('76086428-5');
    await page.getByLabel('Nombre embarcador').fill('Exportadora del Pacífico');
    await page.getByLabel('Región').fill('Valparaíso');
    await page.getByLabel('Giro').fill('Exportación de frutas');
    await page.getByTestId('export-grossWeight').fill('24500');
    await page.getByTestId('export-cmdtyShortName').fill('080610');
    await page.getByTestId('preadvice-submit').click();

    await expect(messageBar(page)).toContainText('Preaviso enviado');
    await expect(page).toHaveURL(/\/exportApp$/);
    await expect(page.getByTestId('request-slot')).toBeDisabled();
    await expectNoAxeViolations(page, 'coordinación de entrega');
    await page.getByTestId('appointment-calendar').locator('button[data-day]:not([disabled])').first().click();
    await page.getByTestId('slots').getByRole('radio').first().check();
    await page.getByTestId('request-slot').click();
    await expect(messageBar(page)).toContainText('Entrega coordinada');
    await expect(page).toHaveURL(/\/exportDetail$/);
    await expect(page.getByTestId('export-detail-state')).toHaveText('En viaje hacia el puerto');
    await expect(page.getByTestId('export-date-app')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}–\d{2}:\d{2}$/);
    await expect(page.getByTestId('export-seals')).toHaveText('CL1234567');
    await expect(page.getByTestId('export-coordinate')).toHaveText('Recoordinar entrega');
    // EXP-005: once pre-advised the bar reads the detail, the costs and the gate pass.
    for (const [entry, label] of [
      ['exportDetail', 'Detalle de preaviso'],
      ['costs', 'Cobros'],
      ['gatePass', 'Gate Pass'],
    ])
      await expect(page.getByTestId(`export-bar-${entry}`)).toHaveText(label);
    await expect(page.getByTestId('export-bar-new')).toHaveCount(0);
    // EXP-066: the stacking and late times read DD/MM/YYYY HH:mm.
    for (const label of ['Inicio stacking', 'Fin stacking', 'Late'])
      await expect(
        page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expectNoAxeViolations(page, 'detalle de preaviso');

    const voucher = page.waitForEvent('popup');
    await page.getByTestId('export-voucher').click();
    await (await voucher).close();

    await page.getByTestId('export-bar-gatePass').click();
    await expect(page.getByTestId('export-gate-pass-nbr')).toHaveText(/^\d+$/);
    await expectNoAxeViolations(page, 'gate pass de exportación');
    const popup = page.waitForEvent('popup');
    await page.getByTestId('export-print-gate-pass').click();
    await (await popup).close();
    await page.getByTestId('export-bar-costs').click();
    await expect(page.getByTestId('no-charges')).toBeVisible();
    await expectNoAxeViolations(page, 'cobros de exportación');
    // INV-124: the costs document opens in a new tab from GET /api/report/costosexpo/{id}.
    const costsDoc = page.waitForResponse((r) => r.url().includes('/api/report/costosexpo/'));
    const costsTab = page.waitForEvent('popup');
    await page.getByTestId('export-costs-pdf').click();
    expect((await costsDoc).status()).toBe(200);
    await (await costsTab).close();
  });
});

test.describe('as customer service (servicio)', () => {
  test.use({ user: 'servicio' });

  test("EXP-002 EXP-006 EXP-061 EXP-067 EXP-068 EXP-070 EXP-073 EXP-075 EXP-076 EXP-082 EXP-085: the detail's actions follow the state (the demo controls move the unit through the gate); cancelling while INBOUND returns to the form", async ({
    page,
    request,
  }) => {
    const { inbound } = await seeded();
    const [gated, cancelled] = [inbound[0]!, inbound[1]!];
    // Searched by container number: a pre-advised unit opens its detail.
    await page.goto('/export');
    await page.getByTestId('export-container').fill(gated);
    await page.getByTestId('export-container-search').click();
    await expect(page).toHaveURL(/\/exportDetail$/);
    for (const id of ['export-coordinate', 'export-edit', 'export-reassign', 'export-voucher', 'export-cancel'])
      await expect(page.getByTestId(id)).toBeEnabled();
    await expect(page.getByTestId('export-eir')).toHaveCount(0);
    await page.getByTestId('export-edit').click();
    await expect(page.getByTestId('export-edit-form')).toBeVisible();
    await expectNoAxeViolations(page, 'edición de preaviso');
    await page.goBack();
    await page.getByTestId('export-reassign').click();
    await expect(page.getByTestId('current-trucking')).toBeVisible();
    await expectNoAxeViolations(page, 'reasignación de transportista');
    await page.goBack();

    expect((await request.post(`/__mock/export/${gated}/gateIn`)).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('export-detail-state')).toHaveText('En puerta');
    for (const id of ['export-edit', 'export-reassign', 'export-cancel'])
      await expect(page.getByTestId(id)).toBeDisabled();
    // EXP-061: coordination stays open until the unit departs.
    await expect(page.getByTestId('export-coordinate')).toBeEnabled();
    await expect(page.getByTestId('export-eir')).toBeVisible();
    // On to the ship: stacked, to the ship's side, loaded; the voucher stays until it departs.
    for (const event of ['stack', 'toShip', 'load'])
      expect((await request.post(`/__mock/export/${gated}/${event}`)).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('export-detail-state')).toHaveText('Embarcado');
    await expect(page.getByTestId('export-voucher')).toBeEnabled();

    await page.goto(`/export/management/${cancelled}/0/exportDetail`);
    await page.getByTestId('export-cancel').click();
    await expect(page.getByTestId('confirm-dialog').getByRole('button')).toHaveText(['Volver', 'Cancelar preaviso']);
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar preaviso' }).click();
    await expect(messageBar(page)).toContainText('El preaviso fue cancelado.');
    await expect(page).toHaveURL(new RegExp(`/export/management/${cancelled}/0/new$`));
    await expect(page.getByTestId('preadvice-form')).toBeVisible();
  });
});

test.describe('the pre-advice form, as customer service (servicio)', () => {
  test.use({ user: 'servicio' });

  test('EXP-013 EXP-014 EXP-016 EXP-040 EXP-051: customer service chooses the agent by typeahead; an unknown shipper is completed by hand; VPA locks the weighing', async ({
    page,
  }) => {
    const { routed } = await seeded();
    await page.goto(`/export/management/${routed}/0/new`);
    // EXP-013 (ruling): the DUS hint is every role's while DUS is the document type, customer service's too.
    await expect(page.getByText('DUS: número de aceptación de 10 dígitos', { exact: false })).toBeVisible();
    const agent = page.getByRole('combobox', { name: 'Agente' });
    await agent.fill('Ag');
    await expect(page.getByRole('option')).toHaveCount(0);
    // From 3 characters on (the shared NamedTypeahead: at most 10, typed text alone picks nothing — tests/unit/terminal/namedTypeahead.test.tsx).
    await agent.fill('Age');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(10);
    await page.getByRole('option').first().click();
    await page.getByLabel('RUT embarcador').fill('11.111.111-1');
    await page.getByLabel('Nombre embarcador').click();
    await expect(page.getByTestId('unknown-shipper')).toHaveText(
      'Cliente no registrado. Por favor, complete los datos necesarios.',
    );
    await expect(page.getByTestId('weighing-locked')).toHaveText('El pesaje lo fija el grupo de ruteo VPA.');
    await expect(page.getByRole('radio', { name: 'Peso VGM declarado' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Romana del terminal' })).toBeDisabled();
    // EXP-012: no CABOTAJE for customer service.
    await page.getByRole('combobox', { name: /^Tipo de documento/ }).click();
    await expect(page.getByRole('option')).toHaveText(['DUS', 'MICDTA', 'DTI', 'OTRO']);
    await page.keyboard.press('Escape');
  });
});

test.describe('the pre-advice form, as the shipping company (naviera)', () => {
  test.use({ user: 'naviera' });

  test('EXP-011 EXP-012 EXP-030: the shipping company is offered CABOTAJE, which empties and disables the document numbers', async ({
    page,
  }) => {
    const { lineUnit } = await seeded();
    await page.goto(`/export/management/${lineUnit}/0/new`);
    await expect(page.getByTestId('export-documentType')).toHaveValue('DUS');
    await page.getByTestId('export-documentNbrs').fill('5012345678');
    await page.getByRole('combobox', { name: /^Tipo de documento/ }).click();
    await expect(page.getByRole('option')).toHaveText(['DUS', 'MICDTA', 'DTI', 'CABOTAJE', 'OTRO']);
    await page.getByRole('option', { name: 'CABOTAJE' }).click();
    await expect(page.getByTestId('export-documentNbrs')).toBeDisabled();
    await expect(page.getByTestId('export-documentNbrs')).toHaveValue('');
  });
});

test.describe('temperature letters, as customer service (servicio)', () => {
  test.use({ user: 'servicio' });

  test("TMP-001 TMP-004 TMP-005 TMP-006 TMP-007 TMP-008 TMP-009 TMP-011: a visit's reefers with their letters, one container's, all in one PDF; a booking's reefers 8 a page, a letter and the bulk PDF", async ({
    page,
  }) => {
    test.slow(); // Two screens, five PDFs.
    const { reeferVisit, reeferBooking, bookingReefers } = await seeded();
    await page.goto('/cartas');
    await page.getByTestId('letters-search').click();
    await expect(page.getByText('Requerido')).toBeVisible();
    await page.getByLabel('Visita').fill(reeferVisit.vesselName.slice(0, 5));
    await page.getByRole('option', { name: new RegExp(reeferVisit.id) }).click();
    await page.getByTestId('letters-search').click();
    await expect(page).toHaveURL(new RegExp(`/cartas/visit/${reeferVisit.id}/0$`));
    await expect(page.getByTestId('reefer-row').first()).toBeVisible();
    await expectNoAxeViolations(page, 'cartas de temperatura');
    // TMP-005: every letter of the visit in one PDF (GET /report/cartatempbyvessel/{visit}).
    const all = page.waitForEvent('popup');
    const allPdf = page.waitForResponse((r) => r.url().endsWith(`/api/report/cartatempbyvessel/${reeferVisit.id}`));
    await page.getByTestId('print-all-letters').click();
    expect((await allPdf).status()).toBe(200);
    await (await all).close();
    // TMP-004: one container of the visit (/cartas/visit/{id}/{cont}): its row only, and its letter.
    const unit = (await page.getByTestId('reefer-row').first().getAttribute('data-unit'))!;
    await page.getByRole('link', { name: 'Nueva búsqueda' }).click();
    await page.getByLabel('Visita').fill(reeferVisit.vesselName.slice(0, 5));
    await page.getByRole('option', { name: new RegExp(reeferVisit.id) }).click();
    await page.getByTestId('letters-container').fill(unit.toLowerCase());
    await page.getByTestId('letters-search').click();
    await expect(page).toHaveURL(new RegExp(`/cartas/visit/${reeferVisit.id}/${unit}$`));
    await expect(page.getByTestId('reefer-row')).toHaveCount(1);
    await expect(page.getByTestId('reefer-row')).toHaveAttribute('data-unit', unit);
    const one = page.waitForEvent('popup');
    const onePdf = page.waitForResponse((r) =>
      r.url().endsWith(`/api/report/cartatempbyvesselandcont/${reeferVisit.id}/${unit}`),
    );
    await page.getByTestId('print-all-letters').click();
    expect((await onePdf).status()).toBe(200);
    await (await one).close();

    // TMP-006 TMP-011: the booking's reefers, 8 a page in container order; TMP-007 a row's letter.
    await page.goto(`/booking/management/${reeferBooking}`);
    await expect(page.getByTestId('reefer-row')).toHaveCount(Math.min(8, bookingReefers.length));
    const listed = await page
      .getByTestId('reefer-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-unit')));
    expect(listed).toEqual(bookingReefers.slice(0, 8));
    const letter = page.waitForEvent('popup');
    const letterPdf = page.waitForResponse((r) => r.url().endsWith(`/api/report/cartatemp/${bookingReefers[0]}`));
    await page.getByTestId('print-letter').first().click();
    expect((await letterPdf).status()).toBe(200);
    await (await letter).close();
    // TMP-008: two selected print as one PDF (POST /report/masivecartatemp/).
    await expect(page.getByTestId('print-selected-letters')).toBeDisabled();
    await page.getByTestId('reefer-row').nth(0).getByRole('checkbox').check();
    await page.getByTestId('reefer-row').nth(1).getByRole('checkbox').check();
    const bulk = page.waitForEvent('popup');
    const bulkPdf = page.waitForResponse(
      (r) => r.url().endsWith('/api/report/masivecartatemp/') && r.request().method() === 'POST',
    );
    await page.getByTestId('print-selected-letters').click();
    expect((await bulkPdf).status()).toBe(200);
    expect((await bulkPdf).request().postDataJSON()).toEqual(bookingReefers.slice(0, 2));
    await (await bulk).close();
    await expectNoAxeViolations(page, 'reefers por booking');
    const { dryBooking } = await seeded();
    await page.goto(`/booking/management/${dryBooking}`);
    await expect(page.getByTestId('reefers-empty')).toHaveText('El booking no tiene contenedores refrigerados.');
  });

  test("TMP-002: an agent's search offers its own visits (the server scopes GET /vesselvisit/lineop): a sailed one of its own, not one without its units", async ({
    page,
    signInAs,
  }) => {
    const { agentVisits } = await seeded();
    await signInAs('aga');
    await page.goto('/cartas');
    await page.getByLabel('Visita').fill(agentVisits.other);
    await expect(page.getByText('Sin opciones')).toBeVisible();
    await page.getByLabel('Visita').fill(agentVisits.own);
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option')).toContainText(`(${agentVisits.own})`);
  });
});

test.describe('as a trucking company (transportista)', () => {
  test.use({ user: 'transportista' });

  test('TPA-001 TPA-002 TPA-003 TPA-004 TPA-006 TPA-007: query a pre-advice it carries; an invalid number; none found asks for a new search', async ({
    page,
  }) => {
    const { carried } = await seeded();
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Consulta de preaviso' }).click();
    await page.getByTestId('preadvise-container').fill('MSCU12');
    await page.getByTestId('preadvise-search').click();
    await expect(page.getByText('Número de contenedor inválido')).toBeVisible();
    await page.getByTestId('preadvise-container').fill(carried.toLowerCase());
    await page.getByTestId('preadvise-search').click();
    await expect(page).toHaveURL(new RegExp(`/trucking/preadvise/detail/${carried}$`));
    await expect(page.getByTestId('preadvise-unit')).toHaveText(carried);
    await expect(page.getByTestId('preadvise-date')).toHaveText('No programada');
    await expect(page.getByTestId('preadvise-print-gate-pass')).toHaveText('Imprimir Gate Pass');
    await expectNoAxeViolations(page, 'consulta de preaviso');
    await expect(page.getByTestId('preadvise-new-search')).toHaveText('Nueva consulta');
    await page.getByTestId('preadvise-new-search').click();
    await expect(page).toHaveURL(/\/trucking\/preadvise$/);
    await page.goto('/trucking/preadvise/detail/ZZZU0000000');
    await expect(page.getByTestId('preadvise-not-found')).toHaveText(
      'No existe información de preaviso para el contenedor ZZZU0000000. Realice una nueva consulta.',
    );
    await expect(page.getByTestId('preadvise-new-search')).toHaveText('Nueva consulta');
  });
});
