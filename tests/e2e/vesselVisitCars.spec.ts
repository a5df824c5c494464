/**
 * Car vessel visits (/vesselvisitCar): customer service creates a visit with the form's rules; an
 * operator edits its estado but not its dates (CAR-017); the brand table's radios.
 */
import { demoSeed } from '../support/demoSeed';
import type { VehicleVisit } from '../../mock-server/modules/carTerminal/types';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, tokenOf } from './support';

test.use({ user: 'servicio' });

test('CAR-001 CAR-004 CAR-006 CAR-007 CAR-014 CAR-017 CAR-022 CAR-023 CAR-040: customer service creates a car visit; an operator may change its estado but not its dates; the brand table by discharged or dispatched', async ({
  page,
  signInAs,
}) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Visitas de vehículos' }).click();
  await expect(page.getByTestId('active-car-visits').locator('tbody tr')).toHaveCount(3);
  // CAR-022: each active visit (INBOUND or WORKING) with its manifest, voyage and vessel name.
  for (const v of (await demoSeed()).carVisit.filter((c) => c.estado !== 'CLOSED')) {
    const row = page.getByTestId('active-car-visits').locator('tbody tr').filter({ hasText: v.mftoNumber });
    await expect(row).toContainText(v.viaje);
    await expect(row).toContainText(v.naveNombre);
  }
  await expectNoAxeViolations(page, 'visitas de vehículos');
  await page.getByTestId('car-visit-new').click();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Por arribar');
  await page.getByTestId('car-visit-save').click();
  await expect(page.getByTestId('car-visit-form').getByText('Requerido').first()).toBeVisible();
  await expectNoAxeViolations(page, 'nueva visita de vehículos');
  await page.getByLabel('Visita').fill('E2ECAR01');
  await page.getByLabel('Nave').fill('GLOVIS SPRING');
  await page.getByLabel('Viaje').fill('2613N');
  await page.getByRole('combobox', { name: 'Línea operadora' }).click();
  await page.getByRole('option', { name: 'Ocean Network Express' }).click();
  await page.getByLabel('Manifiesto').fill('2025777001');
  await page.getByLabel('Cierre de directos').fill('2025-11-10T12:00');
  await page.getByLabel('Despacho de directos').fill('2025-11-11T12:00');
  await page.getByLabel('Entrega de indirectos').fill('2025-11-13T18:30');
  await page.getByTestId('car-visit-save').click();
  await expect(messageBar(page)).toContainText('La visita fue almacenada correctamente.');
  await expect(page).toHaveURL(/\/vesselvisitCar\/management\/E2ECAR01$/);
  await expect(page.getByTestId('car-visit-cierre')).toHaveText('10/11/2025 12:00');
  // A visit with no vehicles yet: the brand table says to ask the customs agent.
  await expect(page.getByText('No hay vehículos asociados. Consulte con su agente de aduanas.')).toBeVisible();

  await signInAs('operador');
  await page.goto('/vesselvisitCar/detail/E2ECAR01');
  await expect(page.getByTestId('car-visit-locked')).toBeVisible();
  await expect(page.getByLabel('Cierre de directos')).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Línea operadora' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En operación' }).click();
  await page.getByTestId('car-visit-save').click();
  await expect(page.getByTestId('car-visit-estado')).toHaveText('En operación');
  await expect(page.getByTestId('car-visit-cierre')).toHaveText('10/11/2025 12:00');

  await page.goto('/vesselvisitCar/management/ONEHT2611');
  const table = page.getByTestId('car-visit-brands');
  await expect(table.getByRole('columnheader', { name: 'Descargados' })).toBeVisible();
  // The brand table's page size, which the spec leaves open: 10 brands a page.
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await page.getByTestId('brand-mode').getByRole('radio', { name: 'despachados' }).check();
  await expect(table.getByRole('columnheader', { name: 'Despachados' })).toBeVisible();
  await expectNoAxeViolations(page, 'gestión de visita de vehículos');
});

test('CHART-001 CHART-002 CHART-003 CHART-004 CHART-005 CAR-031: the visit statistics: four charts 300 high with their numbers in words; a brand filter; the demo controls change them after a refresh', async ({
  page,
  request,
}) => {
  const db = await demoSeed();
  // The visit's last vehicle on board: the first BL is the demo client's, whose vehicles the /car test moves.
  const onBoard = db.unitVisit.findLast(
    (u): u is VehicleVisit => u.kind === 'vehicle' && u.visitId === 'ONEHT2611' && u.registros.length === 1,
  )!;
  await page.goto('/vesselvisitCar/management/ONEHT2611');
  await page.getByTestId('car-visit-stats').click();
  await expect(page).toHaveURL(/\/vesselvisitCar\/ONEHT2611\/stats$/);
  for (const id of ['location', 'inspection', 'inscription', 'damage']) {
    const chart = page.getByTestId(`stats-chart-${id}`).locator('[aria-hidden="true"]').first();
    await expect(chart.locator('svg').first()).toBeVisible();
    expect((await chart.boundingBox())!.height).toBe(300);
  }
  await expectNoAxeViolations(page, 'estadísticas de la visita');
  // CHART-005: the visit's totals, as the server counts them.
  const totals = (await (
    await request.get('/api/autos/item/statsclient/ONEHT2611', { headers: { 'x-auth-token': await tokenOf(page) } })
  ).json()) as { totalVisita: number; totalEnPatio: number };
  await expect(page.getByTestId('stats-totals')).toHaveText(
    `${totals.totalVisita} vehículos en la visita, ${totals.totalEnPatio} en patio.`,
  );
  const summary = page.getByTestId('stats-summary-location');
  const count = async () =>
    Number(new RegExp(`${onBoard.brandName} en barco (\\d+)`).exec((await summary.textContent()) ?? '')![1]);
  const before = await count();
  await page.getByTestId('stats-brands').getByRole('combobox').fill(onBoard.brandName.slice(0, 3));
  await page.getByRole('option', { name: onBoard.brandName, exact: true }).click();
  await expect(summary).toHaveText(
    new RegExp(`^Ubicación por marca: ${onBoard.brandName} en barco \\d+, en patio \\d+, despachados \\d+\\.$`),
  );
  expect((await request.post(`/__mock/cars/${onBoard.unitNbr}/discharge`)).status()).toBe(200);
  await page.getByTestId('stats-refresh').click();
  await expect.poll(count).toBe(before - 1);
  await page.getByTestId('stats-as-table').click();
  await expect(page.getByTestId('stats-table').locator('tbody tr')).toHaveCount(1);
});
