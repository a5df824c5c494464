/**
 * The yard's console screens (issue 32 §2, §4): the operator sequences a block through
 * 'Secuenciar Bloque' (the form's refusals with the spec's texts first, at phone width), sees it
 * PROCESANDO then FINALIZADA with its counts on the demo clock, and informs it; a second
 * sequencing (set up through the API) is cancelled and gives its turns back; an agent finds its
 * sequenced units with their turns and downloads the spreadsheet, read back. Axe on each screen.
 * The block with the most direct pickups waiting is taken from GET /api/yardblock, so the flows
 * do not depend on what other tests of the worker sequenced before.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, PASSWORD } from './support';
import { demoDirectWaiting } from '../../mock-server/kinds/importPickup/seed';
import { demoSeed } from '../support/demoSeed';

test.use({ user: 'operador' });

const START = '2025-11-05T10:00:00-03:00';
const PAST_PROCESSING = '2025-11-05T10:03:00-03:00';

interface Block {
  id: string;
  name: string;
  directsWaiting: number;
}

async function operatorApi(request: APIRequestContext) {
  const token = (
    (await (await request.post('/login', { data: { username: 'operador', password: PASSWORD } })).json()) as {
      token: string;
    }
  ).token;
  const headers = { 'x-auth-token': token };
  return {
    blocks: async () => (await (await request.get('/api/yardblock', { headers })).json()) as Block[],
    detail: async (id: number) =>
      (await (await request.get(`/api/sequencing/${id}`, { headers })).json()) as { qtyTotal: number },
    save: async (block: string, dateInitation: string) => {
      const res = await request.post('/api/sequencing', {
        headers,
        data: {
          block,
          sectionFrom: '1',
          sectionTo: '80',
          rowFrom: 'A',
          rowTo: 'Z',
          intervalDirects: '10',
          dateInitation,
          method: '0',
          sentido: '0',
          sentidoStack: '0',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    },
  };
}

const busiest = (blocks: Block[]) => [...blocks].sort((a, b) => b.directsWaiting - a.directsWaiting)[0]!;
const setClock = (page: Page, now: string) => page.request.post('/__mock/clock', { data: { now } });
const helper = (page: Page, field: string) => page.locator(`#sequencing-${field}-helper-text`);
const field = (page: Page, name: string) => page.getByTestId(`sequencing-${name}`);

async function choose(page: Page, name: string, option: string) {
  await field(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('YBS-002 YBS-003 YBS-004 YBS-005 YBS-006 YBS-007 YBS-008 YBS-009 YBS-010 YBS-011 YBS-012 YBS-013 YBS-014 YBS-015 YBS-016 YBS-017 YBS-018 YBS-024 CONST-035 CONST-068: the operator sequences a block through the form (refusals first, at phone width) and sees it PROCESANDO, then FINALIZADA with its duration and counts; informed, the agent finds the turn in its sequence query', async ({
  page,
  signInAs,
}) => {
  await setClock(page, START);
  const api = await operatorApi(page.request);
  // The block holding the demo agent's direct pickup that waits for its turn (seeded last).
  const db = await demoSeed();
  const waiting = demoDirectWaiting(db);
  const waitingPlace = db.yardPosition.find((p) => p.unitNbr === waiting)!;
  const waitingVisit = db.unitVisit.find((u) => u.unitNbr === waiting)!.visitId;
  const block = (await api.blocks()).find((b) => b.id === waitingPlace.block)!;
  expect(block.directsWaiting).toBeGreaterThan(0);

  // The form at phone width: nothing wider than the screen; every refusal with its text, the first invalid field focused.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/secuenciacion');
  await expect(page.locator('#react-admin-title')).toHaveText('Secuenciaciones');
  // YBS-003: the list's empty text (shown when no sequencing matches).
  const searchBox = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/Buscar/))
    .first();
  await searchBox.fill('ninguna-xyz');
  await expect(page.getByTestId('sequencings-empty')).toHaveText('No existen secuenciaciones.');
  await searchBox.fill('');
  await page.getByTestId('sequencing-new').click();
  const form = page.getByTestId('sequencing-form');
  await expect(form.getByRole('heading', { name: 'Secuenciar Bloque' })).toBeVisible();
  await page.getByTestId('sequencing-save').click();
  for (const f of ['block', 'sectionFrom', 'sectionTo', 'rowFrom', 'rowTo', 'intervalDirects', 'dateInitation'])
    await expect(helper(page, f)).toHaveText('Requerido');
  await expect(field(page, 'block')).toBeFocused();
  await expect(page.getByTestId('form-refused')).toHaveText('7 campos requieren atención');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/secuenciacion (formulario rechazado, 390 px)');

  // YBS-007: the blocks are the yard's.
  await field(page, 'block').click();
  await expect(page.getByRole('option')).toHaveText([
    'Bloque A1',
    'Bloque A2',
    'Bloque B1',
    'Bloque B2',
    'Bloque R1',
    'Bloque V1',
  ]);
  await page.getByRole('option', { name: block.name }).click();
  await field(page, 'sectionFrom').fill('1a');
  await field(page, 'sectionTo').fill('x');
  await field(page, 'rowFrom').fill('ab');
  await field(page, 'rowTo').fill('z');
  await field(page, 'intervalDirects').fill('diez');
  await field(page, 'dateInitation').fill('31/02/2025 12:00');
  await page.getByTestId('sequencing-save').click();
  await expect(field(page, 'sectionFrom')).toBeFocused();
  await expect(helper(page, 'sectionFrom')).toHaveText('Debe ser un número');
  await expect(helper(page, 'sectionTo')).toHaveText('Debe ser un número');
  // Rows are upper-cased as typed, one letter at most.
  await expect(field(page, 'rowFrom')).toHaveValue('AB');
  await expect(field(page, 'rowTo')).toHaveValue('Z');
  await expect(helper(page, 'rowFrom')).toHaveText('Longitud máxima superada');
  await expect(helper(page, 'intervalDirects')).toHaveText('Debe ser un número');
  await expect(helper(page, 'dateInitation')).toHaveText('Fecha inválida');
  await field(page, 'dateInitation').fill('05/11/2025 09:59');
  await expect(helper(page, 'dateInitation')).toHaveText(
    'La fecha de inicio no puede ser anterior a la fecha y hora actual',
  );

  // A valid plan: the rehandles of the three methods side by side; a method's card picks it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await field(page, 'sectionFrom').fill('1');
  await field(page, 'sectionTo').fill('80');
  await field(page, 'rowFrom').fill('a');
  await field(page, 'intervalDirects').fill('15');
  await field(page, 'dateInitation').fill('05/11/2025 12:00');
  for (const m of ['0', '1', '2'])
    await expect(page.getByTestId(`rehandles-${m}`)).toHaveAttribute('data-rehandles', /^\d+$/);
  await page.getByTestId('rehandles-2').click();
  await expect(field(page, 'method')).toHaveText('Por citas');
  // YBS-019…021, CONST-068: the directions' and method's names send their codes.
  await choose(page, 'sentidoStack', '80 a 01');
  await choose(page, 'sentido', 'Z a A');
  await choose(page, 'method', 'Altura');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/sequencing');
  await page.getByTestId('sequencing-save').click();
  expect((await sent).postDataJSON()).toEqual({
    block: block.id,
    sectionFrom: '1',
    sectionTo: '80',
    rowFrom: 'A',
    rowTo: 'Z',
    intervalDirects: '15',
    dateInitation: '05/11/2025 12:00',
    method: '1',
    sentido: '1',
    sentidoStack: '1',
  });
  await expect(messageBar(page)).toContainText('Secuencia agregada correctamente');
  await expect(form).toHaveCount(0);

  // PROCESANDO: no duration, no counts; its detail offers cancel, not inform.
  const row = page.getByTestId('sequencing-row').first();
  await expect(row).toHaveAttribute('data-state', 'PROCESANDO');
  const id = await row.getAttribute('data-id');
  await expect(row.locator('[data-column="state"]')).toHaveText('PROCESANDO');
  await expect(row.locator('[data-column="duration"]')).toHaveText('');
  await expect(row.locator('[data-column="method"]')).toHaveText('Altura');
  await expect(row.locator('[data-column="stacks"]')).toHaveText('01–80');
  await row.click();
  await expect(page).toHaveURL(`/secuenciacion/management/${id}`);
  await expect(page.getByTestId('sequencing-processing')).toBeVisible();
  await expect(page.getByTestId('sequencing-cancel')).toBeVisible();
  await expect(page.getByTestId('sequencing-inform')).toHaveCount(0);

  // The demo clock passes the processing: FINALIZADA with its duration and counts.
  await setClock(page, PAST_PROCESSING);
  await page.goto('/secuenciacion');
  const done = page.locator(`[data-testid="sequencing-row"][data-id="${id}"]`);
  await expect(done).toHaveAttribute('data-state', 'FINALIZADA');
  await expect(done.locator('[data-column="duration"]')).toHaveText('2 min 00 s');
  await expect(done.locator('[data-column="qtyOk"]')).toHaveText(String(block.directsWaiting));

  // Informed, the demo agent finds the turn its box was given in its sequence query, and the notice.
  await done.click();
  const turn = page.locator(`[data-testid="sequencing-turn"][data-unit="${waiting}"]`);
  const [apptNbr, apptTime] = [
    (await turn.locator('td').nth(2).textContent())!,
    (await turn.locator('td').nth(3).textContent())!,
  ];
  expect(apptTime).toMatch(/^05\/11\/2025 (1[2-9]|2\d):[0-5][05]$/);
  await page.getByTestId('sequencing-inform').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Informar' }).click();
  await expect(messageBar(page)).toContainText('Secuencia informada correctamente!');
  await signInAs('aga');
  await page.goto('/sequence');
  await page.locator(`[data-testid="sequence-visit"][data-visit="${waitingVisit}"]`).click();
  const unit = page.locator(`[data-testid="sequence-unit"][data-unit="${waiting}"]`);
  await expect(unit.locator('[data-column="apptNbr"]')).toHaveText(apptNbr);
  await expect(unit.locator('[data-column="apptTime"]')).toHaveText(apptTime);
  await expect(unit.locator('[data-column="block"]')).toHaveText(block.id);
});

test("YBS-022 YBS-023 YBS-025 YBS-026 YBS-027 YBS-028 SEQ-001: a finished sequencing's detail, informed then cancelled (each confirmed) gives its turns back; the spec's paths land on the screens; the sequence query is not the operator's", async ({
  page,
}) => {
  await setClock(page, START);
  const api = await operatorApi(page.request);
  const block = busiest(await api.blocks());
  expect(block.directsWaiting).toBeGreaterThan(0);
  const id = await api.save(block.id, '05/11/2025 14:00');
  await setClock(page, PAST_PROCESSING);
  expect((await api.blocks()).find((b) => b.id === block.id)!.directsWaiting).toBe(0);

  // The spec's /management/{id} lands on the detail.
  await page.goto(`/management/${id}`);
  await expect(page).toHaveURL(`/secuenciacion/management/${id}`);
  const facts = page.getByTestId('sequencing-facts');
  await expect(facts.locator('[data-field="state"]')).toContainText('FINALIZADA');
  await expect(facts.locator('[data-field="qtyOk"]')).toContainText(String(block.directsWaiting));
  await expect(facts.locator('[data-field="dateInitation"]')).toContainText('05/11/2025 14:00');
  await expect(facts.locator('[data-field="duration"]')).toContainText('2 min 00 s');
  await expect(facts.locator('[data-field="sections"]')).toContainText('01–80');
  await expect(facts.locator('[data-field="rows"]')).toContainText('A–Z');
  // YBS-023: every field the row lists, with its value (saved at 10:00 on the demo clock, processed in 2 minutes).
  await expect(facts.locator('[data-field="id"]')).toContainText(String(id));
  await expect(facts.locator('[data-field="block"]')).toContainText(block.id);
  await expect(facts.locator('[data-field="date"]')).toContainText('05/11/2025 10:00');
  await expect(facts.locator('[data-field="dateEnd"]')).toContainText('05/11/2025 10:02');
  const { qtyTotal } = await api.detail(id);
  expect(qtyTotal).toBeGreaterThanOrEqual(block.directsWaiting);
  await expect(facts.locator('[data-field="qtyTotal"]')).toContainText(qtyTotal.toLocaleString('es-CL'));
  const turns = page.getByTestId('sequencing-turn');
  await expect(turns).toHaveCount(block.directsWaiting);
  await expect(turns.first().locator('td').nth(3)).toHaveText('05/11/2025 14:00');
  // The turns step by the interval.
  if (block.directsWaiting > 1) await expect(turns.nth(1).locator('td').nth(3)).toHaveText('05/11/2025 14:10');
  await expectNoAxeViolations(page);

  // Inform, confirmed: the server's text, the detail reloaded INFORMADA, both actions still offered.
  await page.getByTestId('sequencing-inform').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Informar' }).click();
  await expect(messageBar(page)).toContainText('Secuencia informada correctamente!');
  await expect(facts.locator('[data-field="state"]')).toContainText('INFORMADA');
  await expect(page.getByTestId('sequencing-inform')).toBeVisible();

  // Cancel, confirmed: CANCELADA, every turn taken back, nothing more offered; the boxes wait for a turn again.
  await page.getByTestId('sequencing-cancel').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(`¿Cancelar la secuenciación N° ${id}?`);
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar secuenciación' }).click();
  await expect(messageBar(page)).toContainText('Secuencia cancelada correctamente!');
  await expect(facts.locator('[data-field="state"]')).toContainText('CANCELADA');
  await expect(turns.first().locator('td').last()).toHaveText('Anulado');
  await expect(page.locator('[data-testid="sequencing-turn"][data-status="BOOKED"]')).toHaveCount(0);
  await expect(page.getByTestId('sequencing-cancel')).toHaveCount(0);
  await expect(page.getByTestId('sequencing-inform')).toHaveCount(0);
  expect((await api.blocks()).find((b) => b.id === block.id)!.directsWaiting).toBe(block.directsWaiting);

  // The block view of this sequencing; the spec's /turnos.
  await page.getByTestId('sequencing-yard-link').click();
  await expect(page).toHaveURL(`/secuenciacion/patio/${block.id}?sequencing=${id}`);
  await page.goto('/turnos');
  await expect(page).toHaveURL('/secuenciacion/turnos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurar turnos');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Secuencia', exact: true })).toHaveCount(0);
  await page.goto('/sequence');
  await expect(page).toHaveURL('/accessdenied');
});
