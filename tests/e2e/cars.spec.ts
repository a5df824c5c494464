/**
 * The vehicle terminal's VIN search and history (/car), as a client: its brand movements, a VIN's
 * movements changing as the demo controls discharge and dispatch it, an invalid and an unknown VIN.
 */
import { demoSeed } from '../support/demoSeed';
import type { VehicleVisit } from '../../mock-server/modules/carTerminal/types';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

let seed: Promise<{ own: string; brand: string; categoria: string }> | undefined;
const seeded = () =>
  (seed ??= Promise.resolve(demoSeed()).then((db) => {
    const client = db.client.find((c) => c.userEnabled === true && c.clientChile !== false)!;
    const consignee = String((client.shipperConsignee as { id: unknown }).id);
    // One of the demo client's vehicles still on board.
    const own = db.unitVisit.find(
      (u): u is VehicleVisit => u.kind === 'vehicle' && u.consigneeId === consignee && u.registros.length === 1,
    )!;
    return { own: own.unitNbr, brand: own.brandName, categoria: own.categoria };
  }));

test.use({ user: 'cliente' });

test('CAR-002 CAR-061 CAR-062 CAR-063 CAR-064 CAR-066 ROLE-019 VAL-027: a client follows its vehicles by brand and by VIN; the movements change as the terminal moves them', async ({
  page,
  request,
}) => {
  const { own, brand, categoria } = await seeded();
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Seguimiento de vehículos' }).click();
  await expect(page.getByTestId('brand-totals')).toContainText('vehículos');
  await expect(page.getByTestId('brand-movements').locator('tbody tr').first()).toBeVisible();
  await page.getByTestId('car-vin').fill('JTD123');
  await page.getByTestId('car-search').click();
  await expect(page.getByText('Número de vin inválido')).toBeVisible();
  await expectNoAxeViolations(page, 'seguimiento de vehículos');

  await page.getByTestId('car-vin').fill(own.toLowerCase());
  await page.getByTestId('car-search').click();
  await expect(page).toHaveURL(new RegExp(`/car/history/${own}$`));
  // CAR-063: the vehicle's facts with their values (the VIN, make and type; the others are empty until inscribed).
  await expect(page.getByTestId('vin-marca')).toContainText(brand);
  await expect(page.locator('main')).toContainText(own);
  await expect(page.locator('main')).toContainText(categoria);
  await expect(page.getByTestId('vin-moves')).toContainText('En barco');
  await expect(page.getByTestId('vin-moves').getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toHaveCount(1);
  for (const event of ['discharge', 'dispatch'])
    expect((await request.post(`/__mock/cars/${own}/${event}`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('vin-moves')).toContainText('No requerida');
  await expect(page.getByTestId('vin-moves').getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toHaveCount(3);
  await expectNoAxeViolations(page, 'historial del VIN');

  await page.goto('/car/history/JTDBT9230S0000000');
  await expect(page.getByTestId('vin-no-records')).toHaveText(
    'No existen registros para este VIN. Realice una nueva búsqueda.',
  );
});
