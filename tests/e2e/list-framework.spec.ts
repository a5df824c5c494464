/**
 * What every generated list offers (framework, issue 7), on the agents list: the export of every
 * filtered row read back from the downloaded XLSX, the column chooser kept per user, a saved query
 * restoring search + filters + sort, and the list state kept when coming back from a record.
 */
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import type { StorageState } from './sessions';
import { messageBar } from './support';

test.use({ user: 'servicio' });

const rows = (page: Page) => page.locator('.RaDataTable-tbody tr');
/** The chooser's columns (not the fixed preview column). */
const headers = (page: Page) => page.locator('.RaDataTable-headerCell:not(.column-__rowActions)');
const rangeInfo = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

async function openAgents(page: Page) {
  await page.goto('/agents');
  await expect(rows(page).first()).toBeVisible();
}

async function search(page: Page, text: string) {
  const before = await rangeInfo(page).textContent();
  await page.locator('input[name="q"]').fill(text);
  await expect(rangeInfo(page)).not.toHaveText(before ?? '');
}

async function sortByNameDesc(page: Page) {
  // From the header's own state, not the URL (which may still show the order before the click).
  const label = page.locator('thead th', { hasText: 'Nombre' }).locator('.MuiTableSortLabel-root');
  const ascending = /Mui-active.*directionAsc|directionAsc.*Mui-active/;
  if (!ascending.test((await label.getAttribute('class')) ?? '')) {
    await label.click();
    await expect(label).toHaveClass(ascending);
  }
  await label.click();
  await expect(label).toHaveClass(/MuiTableSortLabel-directionDesc/);
  // The sort is said to assistive technology too, on the sorted header alone.
  await expect(page.locator('thead th', { hasText: 'Nombre' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('thead th[aria-sort]')).toHaveCount(1);
  await expect(page).toHaveURL(/order=DESC/);
  // The URL changes before the rows do: wait until they read in descending name order.
  await expect
    .poll(async () => {
      const names = await rows(page).locator('td:nth-child(2)').allTextContents();
      return names.length > 1 && names.every((n, i) => i === 0 || names[i - 1]!.localeCompare(n, 'es') >= 0);
    })
    .toBe(true);
}

/** Shows or hides a column through the "Columnas" chooser. */
async function toggleColumn(page: Page, label: string, { axe = false } = {}) {
  await page.getByRole('button', { name: 'Columnas' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columnas' });
  await expect(chooser.getByLabel(label, { exact: true })).toBeVisible();
  if (axe) await expectNoAxeViolations(page, 'selector de columnas');
  await chooser.getByLabel(label, { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);
}

/** The "1-10 de 40" total. */
async function totalOf(page: Page): Promise<number> {
  const text = (await rangeInfo(page).textContent()) ?? '';
  return Number(text.split(' de ').pop()!.replace(/\./g, ''));
}

/** Switches the page to another user's session, keeping the rest of localStorage (the kept preferences). */
async function switchUser(page: Page, state: StorageState) {
  await page.evaluate((items) => {
    for (const { name, value } of items) if (name !== 'RaStore.version') localStorage.setItem(name, value);
  }, state.origins[0].localStorage);
}

test('export downloads an XLSX of every filtered, sorted row in the visible columns', async ({ page }) => {
  await openAgents(page);
  await search(page, 'aduanas');
  await sortByNameDesc(page);
  await toggleColumn(page, 'Código de aduana');
  await expect(headers(page)).toHaveText(['RUT', 'Nombre', 'Tipo de agente', 'Activo']);
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(10);
  const firstPage = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td:not(.column-__rowActions)')].map((td) => td.textContent ?? '')),
  );

  await page.getByTestId('list-export').click();
  await expectNoAxeViolations(page, 'menú de exportación');
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Agentes \d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(messageBar(page)).toContainText(`Exportación lista: ${total} filas`);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'RUT', 'Nombre', 'Tipo de agente', 'Activo']);
  expect(sheet.rowCount).toBe(total + 1);
  const exported = firstPage.map((_, i) =>
    (sheet.getRow(i + 2).values as unknown[]).slice(1).map((v) => String(v ?? '')),
  );
  expect(exported).toEqual(firstPage);
});

test('the column chooser survives a reload for that user and not for another', async ({ page, sessionOf }) => {
  await openAgents(page);
  await toggleColumn(page, 'Tipo de agente', { axe: true });
  await expect(headers(page)).toHaveText(['RUT', 'Nombre', 'Código de aduana', 'Activo']);

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(headers(page)).toHaveText(['RUT', 'Nombre', 'Código de aduana', 'Activo']);

  await switchUser(page, await sessionOf('supervisor'));
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(headers(page)).toHaveText(['RUT', 'Nombre', 'Tipo de agente', 'Código de aduana', 'Activo']);

  await switchUser(page, await sessionOf('servicio'));
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(headers(page)).toHaveText(['RUT', 'Nombre', 'Código de aduana', 'Activo']);
});

test('a saved query restores search, filters and sort, after a reload', async ({ page }) => {
  await openAgents(page);
  await search(page, 'aduanas');
  await page.getByRole('button', { name: 'Agregar filtro' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Activo' }).click();
  const unfiltered = await rangeInfo(page).textContent();
  await page.getByRole('combobox', { name: 'Activo' }).click();
  await page.getByRole('option', { name: 'Sí' }).click();
  await expect(page).toHaveURL(/activated/);
  await expect(rangeInfo(page)).not.toHaveText(unfiltered ?? '');
  await sortByNameDesc(page);
  const total = await totalOf(page);
  const first = await rows(page).first().textContent();

  await page.getByRole('button', { name: 'Agregar filtro' }).click();
  await page.getByRole('menuitem', { name: 'Guardar la consulta actual…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'guardar consulta');
  await page.getByRole('dialog').getByLabel('Nombre de la consulta').fill('Aduanas activas');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/agents?filter=%7B%7D&sort=id&order=ASC&page=1');
  await expect(page.locator('input[name="q"]')).toHaveValue('');
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Agregar filtro' }).click();
  await expectNoAxeViolations(page, 'menú de filtros con consulta guardada');
  await page.getByRole('menuitem', { name: 'Aduanas activas' }).click();

  await expect(page.locator('input[name="q"]')).toHaveValue('aduanas');
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=DESC/);
  await expect(rangeInfo(page)).toHaveText(new RegExp(` de ${total}$`));
  await expect(rows(page).first()).toHaveText(first ?? '');
});

test('coming back from a record keeps search, filters, sort and page', async ({ page }) => {
  await openAgents(page);
  await search(page, 'aduanas');
  await sortByNameDesc(page);
  const pageOne = await rows(page).allTextContents();
  await page.getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The URL changes before the rows do: page 2 is read once none of page 1's rows shows.
  await expect.poll(async () => (await rows(page).allTextContents()).some((r) => pageOne.includes(r))).toBe(false);
  const pageTwo = await rows(page).allTextContents();
  await expectNoAxeViolations(page, 'lista filtrada, página 2');

  await rows(page).first().click();
  await expect(page).toHaveURL(/\/agents\/[^/]+\/show/);
  await page.getByRole('navigation').getByRole('link', { name: 'Agentes' }).click();

  await expect(page.locator('input[name="q"]')).toHaveValue('aduanas');
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=DESC/);
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveText(pageTwo);
});

test('ADM-SHELL-008: the keyboard alone reaches a row and opens its record; the detail panel previews a row, closes and stays closed for the user', async ({
  page,
}) => {
  await openAgents(page);
  // From the top of the page, Tab until a row has the focus: every row is in the tab order.
  let stops = 0;
  for (; stops < 60; stops++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('RaDataTable-row') ?? false)) break;
  }
  expect(stops, 'tabulaciones hasta la primera fila').toBeLessThan(60);
  // The focused row shows it (a visible outline).
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agents\/[^/]+\/show\?tab=truckings$/);
  await page.goBack();

  const panel = page.getByTestId('detail-panel');
  await expect(page.getByTestId('detail-empty')).toHaveText('Seleccione un agente para ver el detalle');
  // Beside the open panel at 1280×800 the page of 10 rows and its pagination fit, no name on more than two lines.
  await expect(rows(page)).toHaveCount(10);
  // From the top of the page (the way back may have left it scrolled).
  const pagingBottom = await page
    .locator('.MuiTablePagination-displayedRows')
    .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  expect(pagingBottom).toBeLessThanOrEqual(800);
  const nameHeights = await rows(page)
    .locator('td:nth-child(2)')
    .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().height));
  const lineHeight = await rows(page)
    .first()
    .locator('td:nth-child(2)')
    .evaluate((c) => parseFloat(getComputedStyle(c).lineHeight));
  for (const h of nameHeights) expect(h).toBeLessThanOrEqual(2 * lineHeight + 16 + 2);
  const first = rows(page).first();
  const name = (await first.locator('td').nth(1).innerText()).trim();
  await first.getByRole('button', { name: `Vista previa de ${name}` }).click();
  await expect(panel).toContainText(name);
  await expect(page).toHaveURL(/\/agents(\?.*)?$/);
  await page.getByRole('button', { name: 'Cerrar el panel de detalle' }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(first).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expectNoAxeViolations(page, 'lista sin panel de detalle');
  await page.getByRole('button', { name: 'Mostrar el panel de detalle' }).click();
  await expect(panel).toBeVisible();
});
