/**
 * The car import (/cars), as a vehicle agent: BL search with the server's refusal on the field, the
 * inscription form refusing an empty grid with its messages, the bulk fill of every VIN, the
 * inscription's detail and its cancellation back to the form.
 */
import { formatDateTime, formatNumber } from '../../src/domain/formats';
import { formatRut } from '../../src/domain/rut';
import { visitStatusLabel } from '../../src/i18n/codeLabels';
import { demoSeed } from '../support/demoSeed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ user: 'autos' });

test("CAR-032 CAR-035 CAR-037 CAR-041 CAR-042 CAR-045 CAR-046 CAR-054 CAR-055 CAR-058 CAR-059 CAR-060: a vehicle agent inscribes a BL's VINs by bulk fill with mixed conditions, reassigns its trucking and cancels back to the form", async ({
  page,
  request,
}) => {
  const free = (
    (await (await request.get('/__mock/cars/bls?inscribed=false&mother=false&visit=ONEHT2611')).json()) as {
      blNbr: string;
      vehicles: number;
    }[]
  )
    .filter((b) => b.vehicles >= 3)
    .sort((a, b) => a.vehicles - b.vehicles)[0]!;
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Importación de vehículos' }).click();
  await page.getByTestId('car-bl').fill('noexiste9');
  await page.getByTestId('car-bl-search').click();
  await expect(page.getByText('BL no encontrado')).toBeVisible();

  await page.getByTestId('car-bl').fill(free.blNbr.toLowerCase());
  await page.getByTestId('car-bl-search').click();
  await expect(page).toHaveURL(new RegExp(`/cars/import/${free.blNbr}$`));
  await expect(page.getByTestId('bl-vehicles')).toHaveText(String(free.vehicles));
  // CAR-041: the BL's and the visit's facts, each with the terminal's value.
  const db = await demoSeed();
  const rec = db.carBl.find((b) => b.blNbr === free.blNbr)!;
  const vv = db.carVisit.find((v) => v.id === rec.carVisitId)!;
  await expect(page.getByRole('region', { name: 'Datos del BL' }).locator('dd')).toHaveText([
    rec.blNbr,
    rec.portOfLoading,
    formatNumber(rec.weightKg),
    String(rec.cantidadVehiculos),
    String(rec.cantidadBultos),
  ]);
  await expect(page.getByRole('region', { name: 'Datos de la visita' }).locator('dd')).toHaveText([
    vv.naveId,
    vv.naveNombre,
    vv.mftoNumber,
    formatDateTime(vv.cierreDirectos),
    formatDateTime(vv.despachoDirectos),
    formatDateTime(vv.entregaIndirectos),
    visitStatusLabel(vv.estado),
  ]);
  await page.getByTestId('car-inscribe').click();
  await expect(page.getByTestId('grid-error')).toHaveText('Debe corregir el Número de documentación marcado.');
  await expect(page.getByTestId('grid-count')).toHaveText(
    `${free.vehicles} vehículos · ${free.vehicles} con observaciones`,
  );
  await expectNoAxeViolations(page, 'inscripción de vehículos');

  const fillPanel = page.getByRole('region', { name: 'Completar varios vehículos' });
  await fillPanel.getByRole('combobox', { name: 'Tipo documento' }).click();
  await page.getByRole('option', { name: 'DIN' }).click();
  await fillPanel.getByLabel('N° documento').fill('12345678');
  await fillPanel.getByRole('combobox', { name: 'Condición de retiro' }).click();
  await page.getByRole('option', { name: 'Indirecto', exact: true }).click();
  await page.getByTestId('fill-all').click();
  await expect(page.getByTestId('grid-count')).toHaveText(`${free.vehicles} vehículos · 0 con observaciones`);
  // CAR-042: each VIN's row carries its document type, number, pickup condition and client RUT (the BL's consignee by default).
  const firstVin = (await page.locator('[data-testid^="car-row-"]').first().getAttribute('data-testid'))!.slice(8);
  await expect(page.getByRole('combobox', { name: `Tipo documento ${firstVin}` })).toHaveText('DIN');
  await expect(page.getByRole('textbox', { name: `N° documento ${firstVin}` })).toHaveValue('12345678');
  await expect(page.getByRole('combobox', { name: `Condición de retiro ${firstVin}` })).toHaveText('Indirecto');
  await expect(page.getByRole('textbox', { name: `RUT cliente ${firstVin}` })).toHaveValue(formatRut(rec.consigneeId));
  // Mixed conditions: the visit allows direct pickups, one VIN leaves DIRECTO.
  await page
    .locator('[data-testid^="car-row-"]')
    .first()
    .getByRole('combobox', { name: /^Condición de retiro / })
    .click();
  await page.getByRole('option', { name: 'Directo', exact: true }).click();
  await page.getByLabel('Empresas de transporte').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('car-inscribe').click();

  await expect(page).toHaveURL(/\/cars\/detail\?op=\d+$/);
  await expect(page.getByTestId('car-qty')).toHaveText(String(free.vehicles));
  await expect(page.getByTestId('car-vehicles').locator('tbody tr')).toHaveCount(free.vehicles);
  await expect(page.getByTestId('charges-total')).toContainText('USD');
  await expect(page.getByTestId('car-vehicles')).toContainText('Directo');
  await expectNoAxeViolations(page, 'detalle de inscripción');

  const detail = page.url();
  await page.getByTestId('car-reassign').click();
  await page.getByLabel('Empresas de transporte').click();
  await page.getByRole('option').nth(1).click();
  await page.getByTestId('car-reassign-save').click();
  await expect(page.getByText('Transportista asignado correctamente')).toBeVisible();
  await expect(page).toHaveURL(detail);
  // CAR-060: by their own means, the drivers' RUTs as tags (required).
  await page.getByTestId('car-reassign').click();
  await page.getByLabel('Por sus propios medios').check();
  await page.getByTestId('car-reassign-save').click();
  await expect(page.getByText('Requerido')).toBeVisible();
  const ruts = page.getByRole('textbox', { name: /RUT de los conductores/ });
  await ruts.fill('11.111.111-1');
  await ruts.press('Enter');
  await expect(page.getByTestId('driver-tags')).toContainText('11.111.111-1');
  await page.getByTestId('car-reassign-save').click();
  await expect(page).toHaveURL(detail);
  await expect(page.getByTestId('car-carrier')).toHaveText('Por sus propios medios: 11.111.111-1');

  await page.getByTestId('car-cancel').click();
  await expect(page.getByTestId('confirm-dialog').getByRole('button')).toHaveText(['Volver', 'Cancelar inscripción']);
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar inscripción' }).click();
  await expect(page.getByText('Inscripción cancelada correctamente')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cars/import/${free.blNbr}$`));
});
