/**
 * The DRC (D2 §2 DRC; DRC-001…008, ROLE-015): the shipping company picks one of its lines' visits,
 * sees the containers with a DRC on the list framework, downloads the mass DRC (a PDF, read back),
 * switches line (nothing to process); a unit's DRC data opened from a row with the keyboard; the
 * single download (the legacy /drcdownload) for customer service; the roles; axe on every screen;
 * a phone and a tablet.
 */
import type { Page } from '@playwright/test';
import { demoSeed } from '../support/demoSeed';
import { hasDrc } from '../../src/domain/drc/receipt';
import { formatIdentification } from '../../src/domain/rut';
import { formatNumber } from '../../src/domain/formats';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';
import { pdfText } from '../support/pdfText';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { tokenOf } from './support';

const VISIT = 'MSCAN36S';
/** The seed's MSC boxes of the visit with a DRC, by container. */
const receipts = demoSeed().then((db) =>
  db.unitVisit
    .filter(
      (u): u is ContainerVisit =>
        u.kind === 'container' && u.visitId === VISIT && u.line === 'MSC' && hasDrc(u.category, u.transitState),
    )
    .sort((a, b) => a.unitNbr.localeCompare(b.unitNbr)),
);

/** Nothing scrolls sideways: the page is no wider than the viewport. */
async function expectFits(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, 'ancho de la página').toBeLessThanOrEqual(inner);
}

test.describe('shipping company', () => {
  test.use({ user: 'naviera' });

  test('DRC-001 DRC-002 DRC-003 DRC-004 DRC-005 RPT-047 RPT-048: picks its visit, sees the containers, downloads the mass DRC (a PDF) and switches line', async ({
    page,
    request,
  }) => {
    const units = await receipts;
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'DRC', exact: true }).click();
    await expect(page).toHaveURL(/\/drc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'DRC masivo por visita' })).toBeVisible();
    await expectNoAxeViolations(page, 'DRC: elección de visita');

    // DRC-002: nothing chosen, then text that is no visit of its lines.
    const visit = page.getByRole('combobox', { name: 'Visita' });
    await page.getByTestId('drc-open-visit').click();
    await expect(page.getByText('Requerido', { exact: true })).toBeVisible();
    await visit.fill('HLVAL42N');
    await page.getByTestId('drc-open-visit').click();
    await expect(page.getByText('Seleccione una visita válida', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'DRC: visita inválida');

    // Keyboard only: type, Enter picks the suggestion, Enter again opens the visit.
    await visit.fill('ANTONELLA');
    await expect(page.getByRole('option', { name: /MSC ANTONELLA 36S \(MSCAN36S\)/ })).toBeVisible();
    await visit.press('Enter');
    await visit.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/drc/management/${VISIT}$`));

    // DRC-003: the containers (8 a page) with their shift, date, state and movement.
    const rows = page.getByTestId('drc-row');
    await expect(rows).toHaveCount(8);
    await expect(rows.first()).toHaveAttribute('data-unit', units[0]!.unitNbr);
    for (const header of ['Contenedor', 'Turno', 'Fecha', 'Estado', 'Operación'])
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    await page.locator('input[name="q"]').fill('MSCU1110776');
    const exported = page.locator('[data-testid="drc-row"][data-unit="MSCU1110776"]');
    await expect(exported.locator('[data-column="turno"]')).toHaveText('1° turno (06:30 a 14:45)');
    await expect(exported.locator('[data-column="fecha"]')).toHaveText('04/11/2025 14:00');
    await expect(exported.locator('[data-column="estado"]')).toHaveText('En patio');
    await expect(exported.locator('[data-column="operation"]')).toHaveText('Recepción en puerta');
    await expectNoAxeViolations(page, 'DRC: contenedores de la visita');

    // DRC-004: the mass DRC opens in a new tab; the answer is a PDF with one receipt per unit.
    const answer = page.waitForResponse((r) =>
      r.url().includes(`/api/report/massivedrcbyvesselvisitandlineoperator/${VISIT}/MSC`),
    );
    const popup = page.waitForEvent('popup');
    await page.getByTestId('drc-massive-download').click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    // The document the console fetched, read back by the same call with the page's session.
    const again = await request.get(response.url(), { headers: { 'x-auth-token': await tokenOf(page) } });
    expect(again.headers()['content-type']).toBe('application/pdf');
    const bytes = await again.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfText(bytes).split('\n');
    expect(lines.filter((l) => l === 'Contenedor')).toHaveLength(units.length);
    for (const u of units) expect(lines, u.unitNbr).toContain(`${u.unitNbr} (${u.isoType} · ${u.typeLength})`);
    await (await popup).close();

    // DRC-005: its other line has nothing on this visit: no rows, and the download says so.
    await page.getByRole('combobox', { name: 'Línea' }).selectOption('MAERSK');
    await expect(page).toHaveURL(/\?line=MAERSK$/);
    await expect(page.getByTestId('drc-empty')).toHaveText('No hay contenedores disponibles');
    await page.getByTestId('drc-massive-download').click();
    await expect(
      page.getByText('No se encontraton contenedores para procesar.', { exact: false }).first(),
    ).toBeVisible();
  });

  test('DRC-007 DRC-008: a row opens the unit\'s DRC data with Enter; its DRC downloads; a unit not of the visit is "Archivo no encontrado."', async ({
    page,
  }) => {
    await page.goto(`/drc/management/${VISIT}`);
    await page.locator('input[name="q"]').fill('MSCU8578413');
    const row = page.locator('[data-testid="drc-row"][data-unit="MSCU8578413"]');
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/drc/management/MSCU8578413/${VISIT}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'DRC del contenedor MSCU8578413' })).toBeVisible();
    const held = (await receipts).find((u) => u.unitNbr === 'MSCU8578413')!;
    await expect(page.getByTestId('drc-unitNbr')).toHaveText(`MSCU8578413 (${held.isoType} · ${held.typeLength})`);
    await expect(page.getByTestId('drc-consignee')).toHaveText(held.consigneeName);
    await expect(page.getByTestId('drc-consigneeId')).toHaveText(formatIdentification(held.consigneeId));
    await expect(page.getByTestId('drc-weightKg')).toHaveText(formatNumber(held.weightKg));
    await expect(page.getByTestId('drc-tareWeightKg')).toHaveText(formatNumber(held.tareWeightKg));
    await expect(page.getByTestId('drc-category')).toHaveText('Importación');
    await expect(page.getByTestId('drc-condCarga')).toHaveText('General');
    await expect(page.getByTestId('drc-bultos')).toHaveText('1');
    await expect(page.getByTestId('drc-notes')).toHaveText('RETENCION ADUANA');
    await expect(page.getByTestId('drc-estado')).toHaveText('En patio');
    await expectNoAxeViolations(page, 'DRC: datos del contenedor');
    const popup = page.waitForEvent('popup');
    await page.getByTestId('drc-download').click();
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    await (await popup).close();

    await page.goto('/drc/management/MSCU8578413/MAELI22W');
    await expect(page.getByTestId('drc-data-error')).toHaveText('Archivo no encontrado.');
    await expectNoAxeViolations(page, 'DRC: archivo no encontrado');
  });

  for (const size of [
    { name: 'teléfono', width: 390, height: 844, isMobile: true },
    { name: 'tableta', width: 768, height: 1024, isMobile: false },
  ]) {
    test.describe(`${size.name} ${size.width}×${size.height}`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile, hasTouch: true });

      test(`the visit's containers fit and the mass download is reachable (${size.name})`, async ({ page }) => {
        await page.goto(`/drc/management/${VISIT}`);
        await expect(page.getByTestId('drc-row').first()).toBeVisible();
        await expectFits(page);
        const download = page.getByTestId('drc-massive-download');
        await download.scrollIntoViewIfNeeded();
        const box = (await download.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        expect(box.height, 'botón grande').toBeGreaterThanOrEqual(44);
        await download.click({ trial: true });
        await expectNoAxeViolations(page, `DRC (${size.name})`);
      });
    });
  }
});

test.describe('other roles', () => {
  test.use({ user: 'servicio' });

  test('DRC-006 DRC-008: the legacy /drcdownload opens the single download; a unit\'s DRC as a PDF; not of that visit: "Archivo no encontrado."', async ({
    page,
  }) => {
    const unit = (await receipts).find((u) => u.category === 'IMPORT')!;
    await page.goto('/drcdownload');
    await expect(page).toHaveURL(/\/drc\/download$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Descarga de DRC' })).toBeVisible();
    await page.getByTestId('drc-download').click();
    await expect(page.getByText('Número de contenedor inválido')).toBeVisible();
    await expect(page.getByText('Requerido', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'DRC: descarga con errores');

    await page.getByTestId('drc-container').fill(unit.unitNbr);
    const visit = page.getByRole('combobox', { name: 'Visita' });
    await visit.fill(VISIT);
    await visit.press('Enter');
    const popup = page.waitForEvent('popup');
    await page.getByTestId('drc-download').click();
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    await (await popup).close();

    await visit.fill('MAELI22W');
    await visit.press('Enter');
    await page.getByTestId('drc-download').click();
    await expect(page.getByText('Archivo no encontrado.', { exact: false }).first()).toBeVisible();

    // Its data, from the same form.
    await visit.fill(VISIT);
    await visit.press('Enter');
    await page.getByTestId('drc-view-data').click();
    await expect(page).toHaveURL(new RegExp(`/drc/management/${unit.unitNbr}/${VISIT}$`));
    await expect(page.getByTestId('drc-consigneeId')).toHaveText(formatIdentification(unit.consigneeId));
  });

  test("ROLE-015: /drc is the shipping company's; customer service lands on the single download and a visit's list is refused", async ({
    page,
    signInAs,
  }) => {
    await page.goto('/drc');
    await expect(page).toHaveURL(/\/drc\/download$/);
    await page.goto(`/drc/management/${VISIT}`);
    await expect(page).toHaveURL(/\/accessdenied/);
    await signInAs('gate');
    await page.goto('/drc');
    await expect(page).toHaveURL(/\/accessdenied/);
  });
});
