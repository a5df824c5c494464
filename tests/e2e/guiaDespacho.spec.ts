/**
 * Dispatch guides (/guiaDespacho), as a vehicle agent: a truck arrives loaded with its vehicles,
 * the agent finds it by its plate, confirms the guide without a file after the dialog naming the
 * plate, prints it and removes it.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ user: 'autos' });

test('GD-001 GD-003 GD-004 GD-007 GD-009 GD-011: a vehicle agent confirms a truck\'s guide without a file, prints it and removes it', async ({ page, request }) => {
  const autosAgent = '78480229-9';
  const bl = ((await (await request.get('/__mock/cars/bls?inscribed=true&mother=false')).json()) as { agentId: string; yardVins: string[] }[])
    .find((b) => b.agentId === autosAgent && b.yardVins.length >= 2)!;
  const arrived = await request.post('/__mock/cars/gate', { data: { vins: bl.yardVins.slice(0, 2), license: 'EEAA10', conductor: { rut: '12345678-5', name: 'Pedro Soto Rojas' } } });
  expect(arrived.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Guías de despacho' }).click();
  await page.getByTestId('guide-trucks').getByRole('row', { name: /EEAA10/ }).click();
  await expect(page).toHaveURL(/\/guiaDespacho\/detail\?gate=\d+$/);
  await expect(page.getByTestId('guide-state')).toHaveText('No confirmada');
  await expect(page.getByTestId('guide-vins').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('guide-carguio')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expectNoAxeViolations(page, 'guía de despacho');

  await page.getByTestId('guide-without-file').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('patente EEAA10');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('guide-state')).toHaveText('Confirmada');
  await expect(page.getByTestId('guide-fecha')).toContainText('sin archivo');

  const tab = page.waitForEvent('popup');
  await page.getByTestId('guide-print').click();
  await (await tab).waitForLoadState();

  await page.getByTestId('guide-remove').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('guide-state')).toHaveText('No confirmada');
});
