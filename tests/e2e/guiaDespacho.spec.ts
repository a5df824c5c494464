/**
 * Dispatch guides (/guiaDespacho), as a vehicle agent: a truck arrives loaded with its vehicles,
 * the agent finds it by its plate, confirms the guide without a file after the dialog naming the
 * plate, prints it and removes it.
 */
import { formatDateTime } from '../../src/domain/formats';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ user: 'autos' });

test("GD-001 GD-003 GD-004 GD-006 GD-007 GD-009 GD-011 GD-015: a vehicle agent confirms a truck's guide without a file, prints it and removes it; another's with a PDF", async ({
  page,
  request,
}) => {
  const autosAgent = '78480229-9';
  const bl = (
    (await (await request.get('/__mock/cars/bls?inscribed=true&mother=false')).json()) as {
      agentId: string;
      yardVins: string[];
    }[]
  ).find((b) => b.agentId === autosAgent && b.yardVins.length >= 3)!;
  const arrived = await request.post('/__mock/cars/gate', {
    data: {
      vins: bl.yardVins.slice(0, 2),
      license: 'EEAA10',
      conductor: { rut: '12345678-5', name: 'Pedro Soto Rojas' },
    },
  });
  expect(arrived.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Guías de despacho' }).click();
  const info = page.waitForResponse((r) => /\/api\/autos\/gate\/carguioinfo\/\d+$/.test(r.url()));
  await page
    .getByTestId('guide-trucks')
    .getByRole('row', { name: /EEAA10/ })
    .click();
  await expect(page).toHaveURL(/\/guiaDespacho\/detail\?gate=\d+$/);
  await expect(page.getByTestId('guide-state')).toHaveText('No confirmada');
  await expect(page.getByTestId('guide-vins').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('guide-carguio')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  // GD-003: the plate, driver, gate in and loading, each with its value (DD/MM/YYYY HH:mm, America/Santiago).
  const loaded = await (await info).json();
  const facts = () =>
    page
      .locator('dl')
      .evaluate((dl) =>
        Object.fromEntries(
          [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
        ),
      );
  expect(await facts()).toMatchObject({
    Patente: 'EEAA10',
    Conductor: 'Pedro Soto Rojas (12.345.678-5)',
    Ingreso: formatDateTime(loaded.gate.gateIn),
    Carguío: formatDateTime(loaded.carguio.fecha),
    'Guía confirmada': '—',
  });
  await expectNoAxeViolations(page, 'guía de despacho');

  await page.getByTestId('guide-without-file').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('patente EEAA10');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('guide-state')).toHaveText('Confirmada');
  await expect(page.getByTestId('guide-fecha')).toHaveText(
    /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · sin archivo \(la imprime el terminal\)$/,
  );

  const tab = page.waitForEvent('popup');
  await page.getByTestId('guide-print').click();
  await (await tab).waitForLoadState();

  await page.getByTestId('guide-remove').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('guide-state')).toHaveText('No confirmada');

  // Another truck: its guide confirmed with the agent's PDF (a picture is refused first).
  expect(
    (await request.post('/__mock/cars/gate', { data: { vins: bl.yardVins.slice(2, 3), license: 'EEAA11' } })).status(),
  ).toBe(201);
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await page
    .getByTestId('guide-trucks')
    .getByRole('row', { name: /EEAA11/ })
    .click();
  await page
    .getByTestId('guide-file')
    .setInputFiles({ name: 'guia.png', mimeType: 'image/png', buffer: Buffer.from('PNG') });
  await expect(page.getByTestId('guide-file-error')).toHaveText('La guía de despacho debe ser en formato PDF');
  await page.getByTestId('guide-file').setInputFiles({
    name: 'guia.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByTestId('guide-state')).toHaveText('Confirmada');
  await expect(page.getByTestId('guide-fecha')).toContainText('con archivo PDF');
});

test('GD-002: an agent with no vehicles on a truck is told there is no active plate', async ({ page, signInAs }) => {
  await signInAs('aga');
  await page.goto('/guiaDespacho');
  await expect(page.getByTestId('no-trucks')).toHaveText('No hay ninguna patente activa');
});
