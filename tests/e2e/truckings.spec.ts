import type { Page } from '@playwright/test';
import { formatDay, parseDay, santiagoToday } from '../../src/domain/calendarDay';
import { rutCheckDigit } from '../../src/domain/rut';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, openFromMenu, tokenOf } from './support';

type Rec = Record<string, any>;

/** Today in Santiago moved by `days` (DD/MM/YYYY). */
function inDays(days: number): string {
  const t = parseDay(santiagoToday())!;
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return formatDay({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** A RUT no seeded record has (persons are seeded from 5 to 25 million). */
const personRut = (n: number) => `${n}-${rutCheckDigit(String(n))}`;
const unique = () => 26_000_000 + Math.floor(Math.random() * 900_000);

async function api(page: Page, method: string, path: string, data?: unknown) {
  const token = await tokenOf(page);
  const r = await page.request.fetch(`/api${path}`, { method, headers: { 'x-auth-token': token }, data });
  return { status: r.status(), body: (await r.json().catch(() => null)) as any };
}

async function companies(page: Page): Promise<Rec[]> {
  await page.goto('/');
  return (await api(page, 'GET', '/truckingcompany/searchall')).body;
}

const rows = (page: Page) => page.locator('.RaDataTable-tbody tr');
const dialog = (page: Page) => page.getByTestId('confirm-dialog');

test.describe('customer service', () => {
  test.use({ user: 'servicio' });

  test('ADM-TRK-001 ADM-TRK-002 ADM-TRK-005 ADM-TRK-019 ADM-TRK-021 ADM-TRK-024 ADM-TRK-026 ADM-TRK-032 ADM-TRK-034 ADM-TRK-039 CONST-011: list, search, Conductores and Patentes 6 a page, a new driver with the rules, removed again', async ({
    page,
  }) => {
    const company = (await companies(page))[20]!;
    // Enough drivers for a second page.
    for (let i = 0; i < 5; i++) {
      await api(page, 'POST', `/driver/${company.id}`, {
        cardId: personRut(unique()),
        name: `Conductor Extra ${i}`,
        license: '912345678',
        cardExpiration: inDays(300),
      });
    }
    for (let i = 0; i < 6; i++) {
      await api(page, 'POST', `/truck/${company.id}`, {
        license: `ZW${String(unique()).slice(-4)}`,
        licenseExpiration: '01/12/2027',
      });
    }
    await openFromMenu(page, 'Transportistas');
    await expect(rows(page).first()).toBeVisible();
    await page.locator('input[name="q"]').fill(company.name);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByTestId('row-preview').click();
    await expectNoAxeViolations(page, 'lista de transportistas con detalle');
    await page.getByTestId('detail-panel').getByRole('link', { name: 'Ver ficha' }).click();
    await expect(page).toHaveURL(/tab=drivers/);
    await expect(page.getByTestId('record-title')).toContainText(company.name);
    await expect(page.getByTestId('drivers-table').locator('tbody tr')).toHaveCount(6);
    await expect(page.getByTestId('drivers-table-pages').getByTestId('page-link')).toHaveCount(2);
    await expectNoAxeViolations(page, 'ficha de transportista, conductores');

    const rut = personRut(unique());
    await page.getByTestId('new-driver').click();
    const form = page.getByTestId('driver-form');
    await expect(form.locator('input[name="license"]')).toHaveValue('56 ');
    // The tab's inputs stop at the D1 §9 limits, as the standalone screens' do.
    await expect(form.locator('input[name="name"]')).toHaveAttribute('maxlength', '80');
    await form.locator('input[name="cardId"]').fill(rut);
    await form.locator('input[name="name"]').fill('Marcela Fuentes Araya');
    await form.locator('input[name="license"]').fill('56 123456789');
    await form.locator('input[name="cardExpiration"]').fill(inDays(-1));
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Fecha no corresponde, por favor ingrese nuevamente')).toBeVisible();
    await expectNoAxeViolations(page, 'nuevo conductor con error');
    // The server's numbering plan refuses the phone: code 089 clears it.
    await form.locator('input[name="cardExpiration"]').fill(inDays(365));
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Número de teléfono no válido. - 089');
    await expect(form.locator('input[name="license"]')).toHaveValue('');
    await form.locator('input[name="license"]').fill('9 8765 4321');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Conductor agregado correctamente');
    await page.reload();
    // The tab's list searches its rows like every list.
    await page.locator('input[name="q"]').fill('Marcela Fuentes');
    await expect(page.getByTestId('drivers-table').locator('tbody tr')).toHaveCount(1);
    const added = page.getByTestId('drivers-table').getByRole('row', { name: /Marcela Fuentes Araya/ });
    await expect(added).toContainText('56 987654321');
    await expect(added).toContainText('OK');
    // ADM-TRK-026: removing the driver from the company asks first, and the row goes.
    await added.getByRole('button', { name: 'Eliminar conductor Marcela Fuentes Araya' }).click();
    await expect(dialog(page)).toContainText(
      '¿Desea eliminar al conductor Marcela Fuentes Araya de este transportista?',
    );
    await dialog(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page).last()).toContainText('Conductor eliminado correctamente');
    await expect(added).toHaveCount(0);
    await page.getByRole('tab', { name: 'Patentes' }).click();
    await expect(page.getByTestId('trucks-table').locator('tbody tr')).toHaveCount(6);
    await expect(page.getByTestId('trucks-table-pages').getByTestId('page-link')).toHaveCount(2);
  });

  test('ADM-TRK-005 ADM-TRK-025 ADM-TRK-036 ADM-SHELL-012 ADM-TRK-040 ADM-TRK-042 ADM-TRK-045 ADM-TRK-046: legacy tab path, a plate with the rules, disassociate; a driver edit may not move the expiry earlier', async ({
    page,
  }) => {
    // A company whose plates fit one page, so the new one shows on it.
    const company = (await companies(page)).filter((c) => c.trucks.length < 6 && c.drivers.length > 0)[3]!;
    await page.goto(`/administration/management/${company.id}/tab/Patentes`);
    await expect(page).toHaveURL(/tab=trucks/);
    await expect(page.getByTestId('trucks-table')).toBeVisible();
    await page.getByTestId('new-truck').click();
    const form = page.getByTestId('truck-form');
    const plate = `ZX${String(unique()).slice(-4)}`;
    await form.locator('input[name="license"]').fill(`${plate.slice(0, 2).toLowerCase()}-${plate.slice(2)}`);
    await expect(form.locator('input[name="license"]')).toHaveValue(`${plate.slice(0, 2)}-${plate.slice(2)}`);
    await expect(form.locator('input[name="license"]')).toHaveAttribute('maxlength', '7');
    await form.locator('input[name="licenseExpiration"]').fill('15/08/2027');
    await form.getByRole('button', { name: 'Guardar' }).click();
    // The company's list of plates words the rule for lists (D1 §5); the standalone form below, for forms.
    await expect(form.getByText('Sólo letras y números', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'nueva patente con error');
    await form.locator('input[name="license"]').fill(plate.toLowerCase());
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Patente agregada correctamente');
    const row = page.getByTestId('trucks-table').getByRole('row', { name: new RegExp(plate) });
    await expect(row).toContainText('15/08/2027');
    await row.getByRole('button', { name: `Desasociar patente ${plate}` }).click();
    await expect(dialog(page)).toContainText(`¿Desea desasociar la patente ${plate} de este transportista?`);
    await dialog(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Patente desasociada correctamente');
    await expect(row).toHaveCount(0);

    await page.getByRole('tab', { name: 'Conductores' }).click();
    const driver = company.drivers[0];
    await page.getByRole('button', { name: `Modificar conductor ${driver.name}` }).click();
    const driverForm = page.getByTestId('driver-form');
    await expect(driverForm.locator('input[name="cardId"]')).toBeDisabled();
    await driverForm.locator('input[name="cardExpiration"]').fill(inDays(3000));
    await driverForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Conductor modificado correctamente');
    await page.getByRole('button', { name: `Modificar conductor ${driver.name}` }).click();
    await driverForm.locator('input[name="cardExpiration"]').fill(inDays(2999));
    await driverForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(driverForm.getByText('Fecha no corresponde, por favor ingrese nuevamente')).toBeVisible();
    // Leaving a changed form asks first (ADM-SHELL-012).
    await driverForm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog(page)).toContainText('Cancelar operación');
    await dialog(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(driverForm).toHaveCount(0);
  });

  test('ADM-TRK-010 ADM-TRK-020 ADM-TRK-022 ADM-TRK-007 ADM-TRK-009 ADM-TRK-008 ADM-TRK-013 ADM-TRK-017: new company, block and unblock, resend, edit with an invalid value then a valid one', async ({
    page,
  }) => {
    await page.goto('/truckingCompanies');
    await page.getByRole('link', { name: 'Nuevo Transportista' }).click();
    await expect(page).toHaveURL(/\/truckingCompanies\/create$/);
    const id = `77.${String(unique()).slice(-3)}.${String(unique()).slice(-3)}`;
    const body = id.replace(/\./g, '');
    await page.locator('input[name="id"]').fill(`${id}-${rutCheckDigit(body)}`);
    await page.locator('input[name="name"]').fill('Transportes Cordillera del Sur SpA');
    await page.locator('input[name="user.email"]').fill('contacto@cordilleradelsur.cl');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Requerido').first()).toBeVisible();
    await expectNoAxeViolations(page, 'nuevo transportista con error');
    await page.locator('input[name="contactInfo.contactName"]').fill('Rodrigo Muñoz');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Transportista agregado correctamente');
    await expect(messageBar(page)).toContainText('Se ha enviado la activación de la cuenta correctamente');
    await expect(page.getByTestId('record-title')).toContainText('Transportes Cordillera del Sur SpA');
    await page.getByRole('tab', { name: 'Conductores' }).click();
    await expect(page.getByTestId('drivers-table-empty')).toHaveText('No hay conductores para este Transportista.');
    await page.getByRole('tab', { name: 'Patentes' }).click();
    await expect(page.getByTestId('trucks-table-empty')).toHaveText('No hay patentes para éste Transportista.');

    const block = page.getByTestId('action-block');
    await expect(block).toHaveText('Bloquear');
    await block.click();
    await expect(dialog(page)).toContainText('¿Desea bloquear al transportista Transportes Cordillera del Sur SpA?');
    await dialog(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Transportista bloqueado correctamente!');
    await expect(block).toHaveText('Desbloquear');
    await block.click();
    await dialog(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Transportista desbloqueado correctamente!');
    await page.getByTestId('action-resendActivation').click();
    await dialog(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Se ha reenviado la activación de la cuenta correctamente');

    await page.getByRole('link', { name: 'Modificar' }).click();
    // The personal e-mail is the supervisor's (ADM-TRK-017).
    await expect(page.locator('input[name="emailPersonal"]')).toHaveCount(0);
    await page.locator('input[name="contactInfo.contactName"]').fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Requerido').first()).toBeVisible();
    await page.locator('input[name="contactInfo.contactName"]').fill('Carolina Vega');
    await page.locator('input[name="contactInfo.contactPhone"]').fill('56322123456');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Transportista modificado correctamente');
    await page.reload();
    await expect(page.getByText('Carolina Vega')).toBeVisible();
  });

  test('ADM-DRV-001 ADM-DRV-002 ADM-DRV-003 ADM-DRV-004 ADM-DRV-005 ADM-TRU-001 ADM-TRU-002 ADM-TRU-003 ADM-TRU-004 ADM-TRU-005: standalone driver and truck screens apply the same rules', async ({
    page,
  }) => {
    const company = (await companies(page))[22]!;
    await page.goto('/drivers/create');
    await page.locator('input[name="cardId"]').fill('12.345.678-9');
    await page.locator('input[name="name"]').fill('Pablo Riquelme Tapia');
    await page.locator('input[name="license"]').fill('56 933334444');
    await page.locator('input[name="cardExpiration"]').fill(inDays(4000));
    await page.locator('input[name="truckingId"]').fill(company.id);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Rut inválido')).toBeVisible();
    await expect(page.getByText('Fecha no corresponde, por favor ingrese nuevamente')).toBeVisible();
    await expectNoAxeViolations(page, 'nuevo conductor (pantalla propia) con error');
    const cardId = personRut(unique());
    await page.locator('input[name="cardId"]').fill(cardId);
    await page.locator('input[name="cardExpiration"]').fill(inDays(200));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Conductor agregado correctamente');
    await expect(page.getByTestId('record-title')).toContainText('Pablo Riquelme Tapia');
    await page.getByRole('link', { name: 'Modificar' }).click();
    await page.locator('input[name="license"]').fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Número de teléfono no válido.')).toBeVisible();
    await page.locator('input[name="license"]').fill('56 944445555');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Conductor modificado correctamente');
    await expect(page.getByText('56 944445555')).toBeVisible();
    // ADM-DRV-001: the standalone list finds it.
    await page.goto('/drivers');
    await page.locator('input[name="q"]').fill(cardId);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Pablo Riquelme Tapia');

    await page.goto('/trucks/create');
    // The plate input takes at most 7 characters (D1 §9; the mock refuses more, tests/mock/fieldLimits.test.ts).
    await page.locator('input[name="license"]').fill('ABCD1234');
    await expect(page.locator('input[name="license"]')).toHaveValue('ABCD123');
    await page.locator('input[name="truckingId"]').fill(company.id);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Requerido').first()).toBeVisible();
    const plate = `ZY${String(unique()).slice(-4)}`;
    await page.locator('input[name="license"]').fill(plate.toLowerCase());
    await page.locator('input[name="licenseExpiration"]').fill('01/09/2027');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Patente agregada correctamente');
    await expect(page.getByTestId('record-title')).toContainText(plate);
    await page.getByRole('link', { name: 'Modificar' }).click();
    await page.locator('input[name="licenseExpiration"]').fill('02/09/2027');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Patente modificada correctamente');
    await expect(page.getByText('02/09/2027')).toBeVisible();
    await page.goto('/trucks');
    await page.locator('input[name="q"]').fill(plate);
    await expect(rows(page)).toHaveCount(1);
    await expectNoAxeViolations(page, 'lista de patentes');
  });
});

test.describe('supervisor', () => {
  test.use({ user: 'supervisor' });

  test('ADM-TRK-017 ADM-TRK-014: the supervisor edits the personal e-mail (max 60), and the change survives a reload', async ({
    page,
  }) => {
    const company = (await companies(page))[23]!;
    await page.goto(`/truckingCompanies/${company.id}`);
    const personal = page.locator('input[name="emailPersonal"]');
    // The input takes at most 60 characters (D1 §9; the mock refuses more, tests/mock/fieldLimits.test.ts).
    await personal.fill(`${'a'.repeat(56)}@x.cl`);
    await expect(personal).toHaveValue(`${'a'.repeat(56)}@x.c`);
    await expectNoAxeViolations(page, 'edición de transportista (supervisor)');
    await personal.fill('gerencia@transportesprueba.cl');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Transportista modificado correctamente');
    await page.reload();
    await expect(page.getByText('gerencia@transportesprueba.cl')).toBeVisible();
  });
});

test.describe('company users and other roles', () => {
  test('ADM-TRK-004 ADM-TRK-023: a trucking company sees only its own company; a storekeeper without one reads the spec’s text', async ({
    page,
    signInAs,
  }) => {
    await signInAs('transportista');
    await page.goto('/truckingCompanies');
    await expect(page).toHaveURL(/\/truckingCompanies\/[^/]+\/show\?tab=drivers/);
    await expect(page.getByTestId('record-title')).toContainText('Transportista:');
    await expect(page.getByRole('link', { name: 'Modificar' })).toHaveCount(0);
    await expect(page.getByTestId('action-block')).toHaveCount(0);
    await expect(page.getByTestId('new-driver')).toBeVisible();
    await expectNoAxeViolations(page, 'transportista propio');
    await signInAs('bodega');
    await page.goto('/truckingCompanies');
    await expect(page.getByTestId('own-company-missing')).toHaveText(
      'No se encontró una companía de transporte asociada',
    );
  });

  test('ADM-TRK-001: gate has no trucking entry and its direct call is refused with 403', async ({
    page,
    signInAs,
  }) => {
    await signInAs('gate');
    await page.goto('/');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Transportistas' })).toHaveCount(0);
    const r = await api(page, 'GET', '/truckingcompany/searchall');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: '403' });
  });
});
