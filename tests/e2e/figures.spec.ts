/**
 * The terminal's figures (issue 33 §3, beyond-spec): customer service opens the figures page (the
 * terminal's, 7 days ago → today), reads each tile with its definition, changes the period, reads
 * the days as a table, downloads the XLSX by day (read back: the answer's days) and opens the list
 * behind a tile; at 390×844 nothing is wider than the screen; a trucking company sees only its own.
 */
import ExcelJS from 'exceljs';
import { figuresMessages as m } from '../../src/i18n/figuresMessages';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openFromMenu, tokenOf } from './support';

test.use({ user: 'servicio' });

const TILES = ['noShow', 'turn', 'slots', 'thirdShift', 'dwell', 'charges', 'overdue'] as const;

test("customer service reads the terminal figures, changes the period, downloads them by day and opens a tile's list; a trucking company sees only its own", async ({
  page,
  signInAs,
}) => {
  await page.goto('/');
  await openFromMenu(page, m.menu);
  await expect(page.getByTestId('figures-title')).toHaveText(`Cifras de ${m.terminalName}`);
  // The reports' default period on the demo clock (05/11/2025): 7 days ago → today.
  await expect(page.getByLabel('Desde')).toHaveValue('29/10/2025');
  await expect(page.getByLabel('Hasta')).toHaveValue('05/11/2025');
  const headers = { 'x-auth-token': await tokenOf(page) };
  const all = await (await page.request.get('/api/figures', { headers })).json();
  for (const k of TILES) {
    await expect(page.getByTestId(`figure-${k}`).getByRole('heading', { level: 2 })).toHaveText(m.tiles[k].label);
    await expect(page.getByTestId(`figure-${k}-definition`)).not.toBeEmpty();
  }
  // The numbers are the server's, in es-CL words; the targets are judged in words.
  await expect(page.getByTestId('figure-noShow')).toContainText(
    `${all.appointments.noShows} de ${all.appointments.judged} citas juzgadas`,
  );
  await expect(page.getByTestId('figure-noShow-value')).toHaveText(
    `${String(all.appointments.noShowRate).replace('.', ',')}${Number.isInteger(all.appointments.noShowRate) ? ',0' : ''} %`,
  );
  await expect(page.getByTestId('figure-noShow-target')).toHaveText(
    /^Meta: ≤ 5 % · (Cumple la meta|Fuera de la meta)$/,
  );
  await expect(page.getByTestId('figure-turn-value')).toHaveText(
    `${all.turn.median} min mediana · ${all.turn.p90} min p90`,
  );
  await expect(page.getByTestId('figure-thirdShift')).toContainText(
    `${all.thirdShift.thirdShift} de ${all.thirdShift.visits} visitas`,
  );
  await expect(page.getByTestId('figure-slots')).toContainText('Cupos ofrecidos:');
  await expect(page.getByTestId('figures-appointments-summary')).toHaveText(
    /^En 8 días: [\d.]+ citas reservadas, [\d.]+ usadas y [\d.]+ no presentadas\.$/,
  );
  await expectNoAxeViolations(page, 'cifras del terminal');

  // Another period; its days as a table (the charts' alternative).
  await page.getByLabel('Desde').fill('30/10/2025');
  await page.getByLabel('Hasta').fill('04/11/2025');
  await page.getByTestId('figures-show').click();
  await expect(page.getByTestId('figures-visits-summary')).toHaveText(/^En 6 días: /);
  const period = await (await page.request.get('/api/figures?from=2025-10-30&to=2025-11-04', { headers })).json();
  await page.getByTestId('figures-table-toggle').click();
  const rows = page.getByTestId('figures-table').locator('tbody tr');
  await expect(rows).toHaveCount(6);
  await expect(rows.first().getByRole('rowheader')).toHaveText('30/10/2025');
  await expectNoAxeViolations(page, 'cifras por día como tabla');

  // The XLSX of the figures by day, read back: the period's days as the server answers them.
  const download = page.waitForEvent('download');
  await page.getByTestId('figures-xlsx').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cifras-2025-10-30-2025-11-04.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await file.path())!);
  const sheet = book.getWorksheet(m.xlsx.sheet)!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...m.xlsx.headers]);
  expect(sheet.rowCount).toBe(7);
  const days = period.daily as { day: string; booked: number; visits: number; noShows: number }[];
  for (let i = 0; i < days.length; i++) {
    const r = sheet.getRow(i + 2);
    expect([r.getCell(1).value, r.getCell(2).value, r.getCell(6).value, r.getCell(7).value]).toEqual([
      `${days[i]!.day.slice(8, 10)}/${days[i]!.day.slice(5, 7)}/${days[i]!.day.slice(0, 4)}`,
      days[i]!.booked,
      days[i]!.noShows,
      days[i]!.visits,
    ]);
  }

  // A tile opens the list behind its number.
  await page.getByRole('link', { name: `Ver lista: ${m.tiles.noShow.label}` }).click();
  await expect(page).toHaveURL(/\/appointments$/);

  // At 390×844 nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/figures');
  await expect(page.getByTestId('figure-overdue')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A trucking company: its own figures only, no terminal offer, no lists it may not open.
  await signInAs('transportista');
  await page.goto('/figures');
  const own = await (
    await page.request.get('/api/figures', { headers: { 'x-auth-token': await tokenOf(page) } })
  ).json();
  expect(own.scope).toBe('company');
  expect(own.turn.samples).toBeLessThan(all.turn.samples);
  await expect(page.getByTestId('figures-title')).toHaveText(`Cifras de ${own.scopeName}`);
  await expect(page.getByTestId('figure-noShow')).toContainText(
    `${own.appointments.noShows} de ${own.appointments.judged} citas juzgadas`,
  );
  await expect(page.getByTestId('figure-slots')).not.toContainText('Cupos ofrecidos:');
  await expect(page.getByTestId('figure-overdue-list')).toHaveCount(0);
  await expect(page.getByTestId('figure-noShow-list')).toBeVisible();
  await expectNoAxeViolations(page, 'cifras de la empresa de transporte');
});
