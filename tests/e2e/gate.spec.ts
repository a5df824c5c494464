/**
 * The gate (/gate; D2 §2 Gate; GATE-001…012, ROLE-010, CONST-045, VAL-023): the gate user
 * registers a box's arrival by keyboard as a scanner would, sees a check holding it back, has it
 * cleared by the demo control and confirms; customer service then finds the box at the gate in its
 * export detail. A late arrival's detail and the SAG query; security sees the gate and an arrival
 * but neither registers nor confirms; the screens on a phone. Units from the seed, data set up
 * through the API and the demo controls.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { demoSeed } from '../support/demoSeed';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';
import { gateMessages } from '../../src/i18n/gateMessages';
import { formatDateTime } from '../../src/domain/formats';
import { exportUnits, preadviceOf } from '../support/terminalSeed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { PASSWORD, tokenOf } from './support';

const EPOCH = Date.parse(TERMINAL_EPOCH);
const DEMO_EXPORT_UNITS = ['MSCU3986834', 'MAEU3952542'];

/**
 * Export boxes on their way that no other browser test moves: pre-advised without a delivery
 * coordination (the export tests gate in coordinated ones), not the documented demo units, taken
 * from the end of the seed.
 */
const seeded = demoSeed().then((db) => {
  const bookingOf = (u: ContainerVisit) => db.booking.find((b) => b.id === preadviceOf(db, u)?.bookingId)!;
  const free = exportUnits(db).filter(
    (u) =>
      u.transitState === 'INBOUND' &&
      preadviceOf(db, u)?.operationType === 'EXPORTACION' &&
      !DEMO_EXPORT_UNITS.includes(u.unitNbr),
  );
  const open = free
    .filter((u) => {
      const b = bookingOf(u);
      return u.reefer === null && Date.parse(b.stackingStart) < EPOCH && EPOCH < Date.parse(b.stackingEnd);
    })
    .reverse();
  const late = free.find(
    (u) => Date.parse(bookingOf(u).stackingEnd) < EPOCH && EPOCH < Date.parse(bookingOf(u).lateDate),
  )!;
  return {
    open: open.map((u) => u.unitNbr),
    late: { unitNbr: late.unitNbr, line: late.line, booking: bookingOf(late) },
  };
});

const setCheck = (request: APIRequestContext, unitNbr: string, check: string, value: unknown) =>
  request.post(`/__mock/gate/${unitNbr}/${check}`, { data: { value } });

async function signedIn(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/login', {
    form: { username, password: PASSWORD, rememberMe: 'false', timeout: '1800' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test.describe('as the gate (gate)', () => {
  test.use({ user: 'gate' });

  test('GATE-001 GATE-002 GATE-003 GATE-004 GATE-005 GATE-006 GATE-007 GATE-011 CONST-045 VAL-023: an arrival by keyboard, a check holding it back, cleared by customs, confirmed; the export detail shows the box at the gate', async ({
    page,
    request,
    signInAs,
  }) => {
    const unitNbr = (await seeded).open[0]!;
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Gate' }).click();
    await expect(page).toHaveURL(/\/gate$/);
    // The gate user lands on /gate (P115): the menu click may find the page already there, its focus
    // on the link. Arriving at the page is what focuses the field.
    await page.reload();
    await expect(page.locator('#react-admin-title')).toHaveText(gateMessages.title);
    await expect(page.getByTestId('gate-empty')).toHaveText(
      'Ingrese un contenedor para dar aviso a Aduana de su arribo a puerta.',
    );
    // CONST-045: 'Puerta N', the first by default.
    const gateSelect = page.getByRole('combobox', { name: 'Puerta' });
    await expect(gateSelect).toHaveText('Puerta 1');
    await expectNoAxeViolations(page, 'arribo a puerta');

    // Keyboard only: the field has the focus, Enter sends.
    const field = page.getByTestId('gate-unit');
    await expect(field).toBeFocused();
    await page.keyboard.type('mscu12');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('gate-unit-help')).toHaveText('Ingrese un valor válido');
    await expect(page).toHaveURL(/\/gate$/);

    // Customs ordered a scanner pass before the truck arrived.
    expect((await setCheck(request, unitNbr, 'escaner', true)).status()).toBe(200);
    await page.keyboard.press('Tab');
    await expect(gateSelect).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option')).toHaveText(['Puerta 1', 'Puerta 2', 'Puerta 3', 'Puerta 4']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(gateSelect).toHaveText('Puerta 2');
    // A scanner's read: lower case, spaces around, then Enter.
    await field.focus();
    await field.fill('');
    await page.keyboard.type(`  ${unitNbr.toLowerCase()} `);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/gate/result/${unitNbr}/2$`));
    await expect(page.getByTestId('gate-result-unit')).toHaveText(unitNbr);
    await expect(page.getByTestId('gate-result-line')).toHaveText(/^[A-Z]+$/);
    await expect(page.getByTestId('gate-result-pod')).toHaveText(/^[A-Z]{5}$/);
    const value = (check: string) => page.getByTestId(`gate-check-${check}-value`);
    await expect(value('gate')).toHaveText('Puerta 2');
    await expect(value('pregate')).toHaveText('Sí');
    await expect(value('escaner')).toHaveText('Sí');
    await expect(value('rechazoZP')).toHaveText('No');
    await expect(value('arriboGate')).toHaveText('Sí');
    await expect(value('validateGate')).toHaveText('No');
    await expect(value('aforo')).toHaveText(/^(Sí|No)$/);
    await expect(page.getByTestId('gate-check-escaner')).toHaveAttribute('data-tone', 'blocks');
    await expect(page.getByTestId('gate-blocks')).toContainText(gateMessages.refusals.escaner);
    await expect(page.getByTestId('gate-confirm')).toBeDisabled();
    await expect(page.getByTestId('gate-late-link')).toBeVisible();
    await expectNoAxeViolations(page, 'resultado del arribo, bloqueado');

    // Customs clears it; asking again shows the entry may be confirmed, and Enter on the button confirms.
    expect((await setCheck(request, unitNbr, 'escaner', false)).status()).toBe(200);
    await page.getByTestId('gate-refresh').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('gate-ready')).toHaveText(gateMessages.result.ready);
    await expect(page.getByTestId('gate-confirm')).toBeEnabled();
    await page.getByTestId('gate-confirm').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('gate-confirmed')).toHaveText(gateMessages.result.confirmedNotice);
    await expect(value('validateGate')).toHaveText('Sí');
    await expect(page.getByTestId('gate-result-state')).toHaveText('En puerta');
    await expect(page.getByTestId('gate-result-plate')).toHaveText(/^[A-Z0-9]+$/);
    await expect(page.getByTestId('gate-result-confirmed-at')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(page.getByTestId('gate-confirm')).toHaveCount(0);
    await expectNoAxeViolations(page, 'resultado del arribo, confirmado');

    // Back on /gate, the box is among those at the gate.
    await page.goto('/gate');
    await expect(page.getByTestId('gate-board-row').filter({ hasText: unitNbr })).toContainText('Confirmado');

    // Customer service finds it at the gate in its export detail.
    await signInAs('servicio');
    const answer = await page.request.get(`/api/export/byoperation/${unitNbr}`, {
      headers: { 'x-auth-token': await tokenOf(page) },
    });
    const operationId = ((await answer.json()) as { operation: { id: number } }).operation.id;
    await page.goto(`/export/management/${unitNbr}/${operationId}/exportDetail`);
    await expect(page.getByTestId('export-detail-state')).toHaveText('En puerta');
  });

  test("GATE-008 GATE-009 GATE-010: a late arrival: its booking's cut-off passed, the late date not yet", async ({
    page,
  }) => {
    const { late } = await seeded;
    const b = late.booking;
    await page.goto(`/gate/result/${late.unitNbr}/1`);
    await expect(page.getByTestId('gate-result-unit')).toHaveText(late.unitNbr);
    await page.getByTestId('gate-late-link').click();
    await expect(page).toHaveURL(new RegExp(`/gate/lateDetail/${late.unitNbr}/${b.portOfDischarge1}/${late.line}$`));
    await expect(page.getByTestId('gate-late-valor')).toHaveText(
      `${gateMessages.late.admitted}. ${gateMessages.late.status.LATE}`,
    );
    await expect(page.getByTestId('gate-late-unitNbr')).toHaveText(late.unitNbr);
    await expect(page.getByTestId('gate-late-late')).toHaveText('Sí');
    await expect(page.getByTestId('gate-late-lateDate')).toHaveText(formatDateTime(b.lateDate));
    await expect(page.getByTestId('gate-late-obactualVisit')).toHaveText(b.visitId);
    await expect(page.getByTestId('gate-late-lineOp')).toHaveText(late.line);
    await expect(page.getByTestId('gate-late-bookingNbr')).toHaveText(b.id);
    await expect(page.getByTestId('gate-late-portOfDischarge1')).toHaveText(b.portOfDischarge1);
    await expect(page.getByTestId('gate-late-destino')).toHaveText(b.destination);
    await expectNoAxeViolations(page, 'arribo tardío');
  });

  test('GATE-012: the SAG query of a box: type, state and remarks', async ({ page, request }) => {
    const unitNbr = (await seeded).open[1]!;
    expect((await setCheck(request, unitNbr, 'sag', 'INSPECCION')).status()).toBe(200);
    await page.goto(`/gate/sagDetail/${unitNbr}`);
    await expect(page.getByTestId('gate-sag-unit')).toHaveText(unitNbr);
    await expect(page.getByTestId('gate-sag-tipoInspeccion')).toHaveText('Inspección');
    await expect(page.getByTestId('gate-sag-estado')).toHaveText('Pendiente');
    await expect(page.getByTestId('gate-sag-observaciones')).toHaveText(
      'La carga requiere inspección del SAG antes del embarque.',
    );
    await expectNoAxeViolations(page, 'inspección SAG');
  });
});

test.describe('as security (seguridad)', () => {
  test.use({ user: 'seguridad' });

  test('GATE-001 ROLE-010: security has the menu entry and sees an arrival and its checks, but neither registers nor confirms', async ({
    page,
    request,
  }) => {
    const unitNbr = (await seeded).open[2]!;
    // The gate registered the box at gate 3.
    const token = await signedIn(request, 'gate');
    const arrived = await request.post('/api/unitfacilityvisit/arribogate', {
      headers: { 'x-auth-token': token },
      data: { unitNbr, gate: 3 },
    });
    expect(arrived.status()).toBe(200);

    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Gate' }).click();
    await expect(page.locator('#react-admin-title')).toHaveText(gateMessages.title);
    await expect(page.getByTestId('gate-unit')).toHaveCount(0);
    await expect(page.getByTestId('gate-empty')).toHaveCount(0);
    const row = page.getByTestId('gate-board-row').filter({ hasText: unitNbr });
    await expect(row).toContainText('Por confirmar');
    await expectNoAxeViolations(page, 'gate de seguridad');
    await row.getByRole('button', { name: `Ver ${unitNbr}` }).click();
    await expect(page).toHaveURL(new RegExp(`/gate/result/${unitNbr}/3$`));
    await expect(page.getByTestId('gate-check-gate-value')).toHaveText('Puerta 3');
    await expect(page.getByTestId('gate-check-arriboGate-value')).toHaveText('Sí');
    await expect(page.getByTestId('gate-read-only')).toHaveText(gateMessages.result.readOnly);
    await expect(page.getByTestId('gate-confirm')).toHaveCount(0);
    await expectNoAxeViolations(page, 'resultado del arribo (seguridad)');
  });
});

/** Nothing scrolls sideways, and the action is on screen, at least 44 px high, and would take a tap. */
async function expectPhoneFit(page: Page, action: ReturnType<Page['getByTestId']>) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, 'ancho de la página').toBeLessThanOrEqual(inner);
  await action.scrollIntoViewIfNeeded();
  const box = (await action.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(box.height, 'alto del botón').toBeGreaterThanOrEqual(44);
  await action.tap({ trial: true });
}

test.describe('on a phone at the gate (390×844)', () => {
  test.use({ user: 'gate', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the arrival form and the result fit, their buttons are big enough to tap', async ({ page }) => {
    const unitNbr = (await seeded).open[3]!;
    await page.goto('/gate');
    await expect(page.getByTestId('gate-empty')).toBeVisible();
    await expectPhoneFit(page, page.getByTestId('gate-submit'));
    const field = (await page.getByTestId('gate-unit').boundingBox())!;
    expect(field.height, 'alto del campo').toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, 'arribo a puerta (teléfono)');
    await page.getByTestId('gate-unit').fill(unitNbr);
    await page.getByTestId('gate-submit').tap();
    await expect(page).toHaveURL(new RegExp(`/gate/result/${unitNbr}/1$`));
    await expect(page.getByTestId('gate-ready')).toBeVisible();
    await expectPhoneFit(page, page.getByTestId('gate-confirm'));
    await expectNoAxeViolations(page, 'resultado del arribo (teléfono)');
  });
});
