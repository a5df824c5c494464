/**
 * The report types served last (/report; D3 §2.5, §5, §7.6, §8.4): customer service looks up a
 * Coprar batch (a load list is shown, another class and an unknown number are refused) and finds an
 * old DRC whose BL and manifest the container's unit fills, downloads it (the PDF read back) and
 * meets one the archive lost; then runs the mass gate pass over a period (the PDF read back). A
 * shipping company runs its empties report over the empties it has just pre-advised. Data from the
 * seed (read through the API, or rebuilt from the same seed functions) and set up through the API.
 */
import type { APIRequestContext } from '@playwright/test';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import { buildSeed } from '../../mock-server/seed/index';
import { seedOldDrcFiles } from '../../mock-server/areas/report/oldDrcFiles';
import { santiagoToday } from '../../src/domain/calendarDay';
import { withCheckDigit } from '../../src/domain/iso6346';
import type { EdiBatch } from '../../src/domain/reports/coprar';
import { pdfText } from '../support/pdfText';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { PASSWORD, tokenOf } from './support';

const TODAY = santiagoToday(new Date(TERMINAL_EPOCH));
/** The seed rebuilt once per worker from the same functions (the archive and the appointments the tests look for). */
let seeded: ReturnType<typeof buildSeed> | undefined;
const seed = () => (seeded ??= buildSeed(1));

async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/login', {
    form: { username, password: PASSWORD, rememberMe: 'false', timeout: '1800' },
  });
  return ((await login.json()) as { token: string }).token;
}

test.describe('as customer service (servicio)', () => {
  test.use({ user: 'servicio' });
  // Rebuilding the seed takes seconds on a loaded machine; the flows themselves stay short.
  test.describe.configure({ timeout: 60_000 });

  test("RPT-016 RPT-032 RPT-033 RPT-034 RPT-035 RPT-036 RPT-037 RPT-049: the Coprar lookup of a load list, and an old DRC found by its container's BL and manifest, downloaded, or lost", async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'servicio');
    const batches = (await (
      await request.get('/api/edibatch', { headers: { 'x-auth-token': token } })
    ).json()) as EdiBatch[];
    const load = batches.find((b) => b.messageClass === 'LOADLIST' && b.status === 'COMPLETE')!;
    const discharge = batches.find((b) => b.messageClass === 'DISCHLIST')!;
    const files = seedOldDrcFiles(await seed());
    const file = files.find((f) => f.fileExist)!;
    const lost = files.find((f) => !f.fileExist)!;

    await page.goto('/report/management/0/10');
    await page.getByTestId('report-type').locator('..').click();
    await expect(page.getByRole('option', { name: 'Coprarex' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'DRC', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    const batch = page.getByTestId('report-batchNbr');
    // RPT-032: a batch that is not a load list; RPT-033: a number on no batch.
    await batch.fill(String(discharge.nbr));
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-coprar-refused')).toHaveText('Ingrese un número de Batch de Coprar');
    await batch.fill('123');
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-coprar-failed')).toHaveText('No se encontró el batch');
    // RPT-034: the load list's date, visit, number, state, session and class.
    await batch.fill(String(load.nbr));
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-coprar-nbr')).toHaveText(String(load.nbr));
    await expect(page.getByTestId('report-coprar-vesselVisit')).toHaveText(`${load.vesselVisit} · ${load.vesselName}`);
    await expect(page.getByTestId('report-coprar-messageClass')).toHaveText('Lista de carga (LOADLIST)');
    await expect(page.getByTestId('report-coprar-status')).toHaveText('Completo');
    await expect(page.getByTestId('report-coprar-session')).toHaveText(load.session);
    await expect(page.getByTestId('report-coprar-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expectNoAxeViolations(page, 'reporte Coprar');

    // RPT-049: the container's unit fills the old DRC's BL and manifest.
    await page.getByTestId('report-type').locator('..').click();
    await page.getByRole('option', { name: 'DRC', exact: true }).click();
    await expect(page).toHaveURL(/\/report\/management\/0\/11$/);
    await page.getByTestId('report-unitNbr').fill(file.unitNbr.toLowerCase());
    await expect(page.getByTestId('report-blOrBook')).toHaveValue(file.blNumbers[0]!);
    await expect(page.getByTestId('report-manifestNumber')).toHaveValue(file.manifestNbr);
    await page.getByTestId('report-search').click();
    // RPT-035: its number, its file and whether the archive holds it.
    await expect(page.getByTestId('report-old-drc-drcNum')).toHaveText(String(file.id));
    await expect(page.getByTestId('report-old-drc-pdf')).toHaveText(file.name);
    await expect(page.getByTestId('report-old-drc-fileExist')).toHaveText('Sí');
    await expectNoAxeViolations(page, 'DRC antiguo');
    // RPT-036: the file opens in a new tab; the PDF read back names the box.
    const answer = page.waitForResponse((r) => r.url().includes(`/api/operation/getdrcpdfbyname/${file.name}`));
    const popup = page.waitForEvent('popup');
    await page.getByTestId('report-old-drc-download').click();
    expect((await answer).headers()['content-type']).toBe('application/pdf');
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    const again = await request.post(`/api/operation/getdrcpdfbyname/${file.name}`, {
      headers: { 'x-auth-token': await tokenOf(page) },
    });
    const text = pdfText(await again.body());
    expect(text).toContain(file.unitNbr);
    expect(text).toContain(String(file.id));
    // RPT-037: a receipt whose file the archive lost.
    await page.getByTestId('report-blOrBook').fill('');
    await page.getByTestId('report-manifestNumber').fill('');
    await page.getByTestId('report-unitNbr').fill(lost.unitNbr);
    await expect(page.getByTestId('report-manifestNumber')).toHaveValue(lost.manifestNbr);
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-old-drc-missing')).toHaveText('Archivo no encontrado.');
  });

  test('RPT-045 RPT-046: the mass gate pass of the units whose appointment falls in the period, its PDF read back', async ({
    page,
    request,
  }) => {
    const db = await seed();
    const token = await tokenFor(request, 'servicio');
    const last = new Date(Date.parse(`${TODAY.split('/').reverse().join('-')}T12:00:00Z`) + 10 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const units: string[] = [];
    for (const a of db.appointment
      .filter((x) => x.status === 'BOOKED' && x.day <= last)
      .sort((x, y) => x.day.localeCompare(y.day))) {
      const op = db.operation.find((o) => o.id === a.operationId);
      if (op?.kind !== 'importPickup' || op.status !== 'ACTIVE') continue;
      const unit = db.unitVisit.find((u) => u.id === a.unitVisitId)!;
      const check = (await (
        await request.get(`/api/report/canPrintGatePass/${unit.unitNbr}`, { headers: { 'x-auth-token': token } })
      ).json()) as { valor?: boolean };
      if (check.valor === true && !units.includes(unit.unitNbr)) units.push(unit.unitNbr);
      if (units.length === 2) break;
    }
    expect(units).toHaveLength(2);

    await page.goto('/report/management/0/12');
    await page.getByTestId('report-gatePass').locator('..').click();
    await page.getByRole('option', { name: 'Masivo por período' }).click();
    await page.getByTestId('report-desde2').fill(TODAY);
    await page.getByTestId('report-hasta').fill(last.split('-').reverse().join('/'));
    await page.getByTestId('report-unitNbrs').fill(`${units[0]}\n${units[1]!.toLowerCase()}, ZZZU0000000`);
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-gate-pass-ok')).toContainText('Gate Pass masivo listo');
    await expectNoAxeViolations(page, 'gate pass masivo');
    const answer = page.waitForResponse((r) => r.url().includes('/api/operation/pdfgatepassmasivo/'));
    const popup = page.waitForEvent('popup');
    await page.getByTestId('report-gate-pass-download').click();
    const response = await answer;
    expect(response.headers()['content-type']).toBe('application/pdf');
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    const again = await request.post(response.url(), { headers: { 'x-auth-token': await tokenOf(page) } });
    const text = pdfText(await again.body());
    for (const unit of units) expect(text, unit).toContain(unit);
  });
});

test.describe('as a shipping company (naviera)', () => {
  test.use({ user: 'naviera' });

  test("RPT-014 RPT-019: a shipping company's empties report lists the empties it has pre-advised", async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'naviera');
    const headers = { 'x-auth-token': token };
    const bookings = (await (await request.get('/api/booking/getallbyline/MAERSK', { headers })).json()) as {
      nbr: string;
    }[];
    const booking = bookings.at(-1)!.nbr;
    const boxes = [withCheckDigit('RPTU090471'), withCheckDigit('RPTU090472')];
    const sent = await request.post('/api/export/preadvicemty2', {
      headers,
      data: {
        bookingId: booking,
        unitlist: boxes.map((contenedor) => ({ contenedor, isocode: '22G1', tara_kg: 2200 })),
        deleteList: [],
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await page.goto('/report');
    await expect(page).toHaveURL(/\/report\/management\/0\/6$/);
    await page.getByTestId('report-search').click();
    for (const unit of boxes) {
      const row = page.locator(`[data-testid="report-row"][data-unit="${unit}"]`);
      await expect(row).toContainText('Preaviso de vacío');
      await expect(row).toContainText(booking);
    }
    await expectNoAxeViolations(page, 'reporte de vacíos');
  });
});
