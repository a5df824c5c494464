import type { Page } from '@playwright/test';
import { rutCheckDigit } from '../../src/domain/rut';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectApiError, messageBar } from './support';

/** A RUT no seeded record has (bodies 64.xxx.xxx), different per test run and worker. */
const freshRut = () => {
  const body = String(64_000_000 + Math.floor(Math.random() * 900_000));
  return `${body}-${rutCheckDigit(body)}`;
};

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

/** Types into a list picker and picks the first suggestion that contains `option`. */
async function pick(page: Page, name: string, typed: string, option: string) {
  await field(page, name).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('customer service', () => {
  test.use({ user: 'servicio' });

  test('ADM-CLI-001 ADM-CLI-002 ADM-CLI-003 ADM-CLI-011 ADM-CLI-017 ADM-CLI-030 ADM-CLI-039 ADM-CLI-042 ADM-CLI-043 ADM-CLI-044 ADM-CLI-045 ADM-CLI-047: create a Chilean client, then tracking, portal user and resend', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(page.locator('.RaDataTable-tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page, 'lista de clientes');

    await page.getByRole('link', { name: 'Crear' }).click();
    // A new client starts in Chile (ADM-CLI-011).
    await expect(page.getByLabel('País')).toHaveText('Chile (CL)');
    // CS sees credit days and sigla read-only, and not the finance-only fields (Q08).
    await expect(field(page, 'customer.diasDeCredito')).toBeDisabled();
    await expect(field(page, 'customer.codigoImputacion')).toHaveCount(0);
    const rut = freshRut();
    const wrong = `${rut.slice(0, -1)}${rut.endsWith('1') ? '2' : '1'}`;
    await field(page, 'shipperConsignee.id').fill(wrong);
    await field(page, 'shipperConsignee.name').fill('Frutícola Prueba E2E SpA');
    await field(page, 'shipperConsignee.contactInfo.contactEmail').fill('contacto@fruticola-e2e.cl');
    await field(page, 'shipperConsignee.contactInfo.contactAddress').fill('Av. Centenario 200');
    await field(page, 'shipperConsignee.contactInfo.contactCity').fill('San Antonio');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Rut inválido')).toBeVisible();
    // No commune picked for a Chilean client (ADM-CLI-030).
    await expect(
      field(page, 'customer.stateName').locator('xpath=ancestor::div[contains(@class,"MuiFormControl")]'),
    ).toContainText('Requerido');
    await expectNoAxeViolations(page, 'alta de cliente con errores');

    await field(page, 'shipperConsignee.id').fill(rut);
    // A giro typed and not picked is refused (ADM-CLI-039).
    await field(page, 'customer.giro').fill('frutas frescas');
    await pick(page, 'customer.stateName', 'San Ant', 'San Antonio');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Seleccione uno correcto')).toBeVisible();
    await pick(page, 'customer.giro', 'frutas', '462020 - Venta al por mayor de frutas y verduras');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Cliente agregado correctamente!');
    await expect(page.getByTestId('record-title')).toContainText('Frutícola Prueba E2E SpA');
    await page.reload();
    await expect(page.getByTestId('record-title')).toContainText('Frutícola Prueba E2E SpA');
    await expect(page.getByText('Seguimiento activo')).toBeVisible();
    await expect(page.getByText('Usuario del portal habilitado')).toBeVisible();
    await expectNoAxeViolations(page, 'ficha de cliente');
    // Blocking is finance's (D1 §6).
    await expect(page.getByTestId('action-block')).toHaveCount(0);

    await page.getByTestId('action-activateTracking').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Seguimiento activado correctamente');
    await page.getByTestId('action-enableUser').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    // Q07: enabling creates the portal user, so the activation line follows, each on its own line.
    await expect(messageBar(page)).toContainText('Se ha enviado la activación de la cuenta correctamente');
    expect(await messageBar(page).innerText()).toContain(
      'Usuario del portal habilitado correctamente!\nSe ha enviado la activación de la cuenta correctamente',
    );
    await page.getByTestId('action-resendActivation').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Se ha reenviado la activación de la cuenta correctamente');
    // The other variant: the portal user disabled.
    await expect(page.getByTestId('action-enableUser')).toHaveText('Deshabilitar usuario');
    await page.getByTestId('action-enableUser').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page).last()).toContainText('Usuario del portal deshabilitado correctamente!');
    await expect(page.getByTestId('action-enableUser')).toHaveText('Habilitar usuario');
  });

  test('ADM-CLI-018 ADM-CLI-029 ADM-CLI-039: a foreign client takes a free id and free-text giro, without commune', async ({
    page,
  }) => {
    await page.goto('/clients/create');
    await field(page, 'shipperConsignee.id').fill('76.086.428-5');
    await page.getByLabel('País').click();
    await page.getByRole('option', { name: 'Argentina (AR)' }).click();
    // Switching country cleared the RUT and took the commune away.
    await expect(field(page, 'shipperConsignee.id')).toHaveValue('');
    await expect(field(page, 'customer.stateName')).toHaveCount(0);
    const id = `AR-${Date.now()}`;
    await field(page, 'shipperConsignee.id').fill(id);
    await field(page, 'shipperConsignee.name').fill('Bodegas Mendoza S.A.');
    await field(page, 'shipperConsignee.contactInfo.contactAddress').fill('San Martín 1200');
    await field(page, 'shipperConsignee.contactInfo.contactCity').fill('Mendoza');
    await field(page, 'customer.giro').fill('Elaboración de vinos finos');
    await expectNoAxeViolations(page, 'alta de cliente extranjero');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Cliente agregado correctamente!');
    await expect(page.getByText('Elaboración de vinos finos')).toBeVisible();
  });

  test("ADM-CLI-005 ADM-CLI-007 ADM-CLI-048: a new shipper's unknown RUT says 'Cliente no registrado…'", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Embarcadores y consignatarios' }).click();
    await expect(page.locator('.RaDataTable-tbody tr').first()).toBeVisible();
    await page.getByRole('link', { name: 'Crear' }).click();
    const rut = freshRut();
    await field(page, 'id').fill(rut);
    await expect(page.getByText('Cliente no registrado. Por favor, complete los datos necesarios.')).toBeVisible();
    await expectNoAxeViolations(page, 'alta de embarcador');
    await field(page, 'name').fill('Embarcador E2E Ltda.');
    await field(page, 'contactInfo.contactAddress').fill('Calle Prat 10');
    await field(page, 'contactInfo.contactCity').fill('Valparaíso');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Embarcador/consignatario agregado correctamente');
  });
});

test.describe('customer service, shippers', () => {
  test.use({ user: 'servicio' });

  test('ADM-CLI-005 ADM-CLI-006 ADM-CLI-008 ADM-CLI-021: search a shipper, open it, an invalid name is refused, a valid edit survives a reload', async ({
    page,
  }) => {
    await page.goto('/shipperConsignees');
    await page.locator('input[name="q"]').fill('Pesquera');
    const rows = page.locator('.RaDataTable-tbody tr');
    await expect(rows.last()).toContainText('Pesquera');
    await rows.first().click();
    await expect(page.getByTestId('record-title')).toContainText('Embarcador/consignatario:');
    await expectNoAxeViolations(page, 'ficha de embarcador');
    const url = page.url();
    await page.getByRole('link', { name: 'Modificar' }).click();
    await field(page, 'name').fill('P');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Debe ser más largo')).toBeVisible();
    await field(page, 'notes').fill('Retira los martes');
    await field(page, 'name').fill('Pesquera Editada E2E S.A.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Embarcador/consignatario modificado correctamente');
    await page.goto(url);
    await expect(page.getByTestId('record-title')).toContainText('Pesquera Editada E2E S.A.');
    await expect(page.locator('[data-field="notes"]')).toContainText('Retira los martes');
  });
});

test.describe('finance', () => {
  test.use({ user: 'finanzas' });

  test('ADM-CLI-001 ADM-CLI-004 ADM-CLI-035 ADM-CLI-041 ADM-CLI-046: finance searches the clients, edits credit days (invalid value refused, nothing saved), then blocks and unblocks', async ({
    page,
  }) => {
    await page.goto('/clients');
    await page.locator('input[name="q"]').fill('Comercial');
    const rows = page.locator('.RaDataTable-tbody tr');
    // The search has run once the last row matches too.
    await expect(rows.last()).toContainText('Comercial');
    await rows.first().click();
    await expect(page.getByText('Cobranza directa')).toBeVisible();
    const url = page.url();
    await page.getByRole('link', { name: 'Modificar' }).click();
    await field(page, 'customer.diasDeCredito').fill('30 días');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Debe ser un número')).toBeVisible();
    await expectNoAxeViolations(page, 'edición de cliente (finanzas) con error');
    await field(page, 'customer.diasDeCredito').fill('75');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Cliente modificado correctamente');
    await page.goto(url);
    await expect(page.locator('[data-field="customer.diasDeCredito"]')).toContainText('75');

    const block = page.getByTestId('action-block');
    const first = (await block.textContent()) ?? '';
    await block.click();
    await expectNoAxeViolations(page, 'confirmación de bloqueo de cliente');
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText(
      first === 'Bloquear' ? 'Cliente bloqueado correctamente!' : 'Cliente desbloqueado correctamente!',
    );
    await expect(block).not.toHaveText(first);
    await block.click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page).last()).toContainText(
      first === 'Bloquear' ? 'Cliente desbloqueado correctamente!' : 'Cliente bloqueado correctamente!',
    );
    await expect(block).toHaveText(first);
    // Tracking and the portal user are customer service's.
    await expect(page.getByTestId('action-activateTracking').or(page.getByTestId('action-enableUser'))).toHaveCount(0);
  });
});

test.describe('gate', () => {
  test.use({ user: 'gate' });

  test('ADM-CLI-001 ADM-CUS-001: a role without the clients tab sees no entry and its direct calls get 403', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation')).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Clientes', exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Clientes de facturación' })).toHaveCount(0);
    // The refusals this test provokes with the page's own calls.
    expectApiError(page, /^\/api\/client$/, 403);
    expectApiError(page, /^\/api\/customer\/list$/, 403);
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('token') ?? '';
      const [clients, customers] = await Promise.all(
        ['/api/client', '/api/customer/list'].map((p) => fetch(p, { headers: { 'x-auth-token': token } })),
      );
      return [clients!.status, customers!.status];
    });
    expect(status).toEqual([403, 403]);
  });
});
