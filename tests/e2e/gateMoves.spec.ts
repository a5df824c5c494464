/**
 * Truck appointments at the gate (issue 31 §3, beyond-spec), as the trucking company 'transportista':
 * (a) it checks in an appointment by plate; one it did not check in is released when the demo
 * clock passes the cut-off, and the freed place of the full slot is taken by another booking;
 * (b) it joins a delivery and an import pickup of one truck and slot into one visit, downloads the
 * visit's gate pass (both moves under one code, the PDF read back); the gate reads that code on its
 * visit screen and lets the truck in, and both boxes move; customer service then finds the dropped box's DRC on its export
 * detail. Units no other flow uses (a visit and boxes apart from appointments.spec's and
 * export.spec's); data set up through the API as customer service.
 */
import type { APIRequestContext } from '@playwright/test';
import { buildSeed } from '../../mock-server/seed/index';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';
import { exportUnits, importUnits, pickupOf, preadviceOf } from '../support/terminalSeed';
import { pdfText } from '../support/pdfText';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openFromMenu, PASSWORD, tokenOf } from './support';

const EPOCH = '2025-11-05T10:00:00-03:00';

const seed = buildSeed(1).then((db) => {
  const own = String(db.user.find((u) => u.login === 'transportista')!.ownerId);
  const free = importUnits(db).filter(
    (u) =>
      u.transitState === 'YARD' &&
      !pickupOf(db, u) &&
      u.inspeccionSAG === 'SIN INSPECCION' &&
      !u.storekeeperId &&
      !['MSC', 'HAMSUD'].includes(u.line) &&
      u.impediments.length === 0,
  );
  const byVisit = new Map<string, string[]>();
  for (const u of free) byVisit.set(u.visitId!, [...(byVisit.get(u.visitId!) ?? []), u.unitNbr]);
  // appointments.spec takes the last three of the visit with most; here the second and third visits, from their ends.
  const [, second, third] = [...byVisit.values()].sort((a, b) => b.length - a.length) as [string[], string[], string[]];
  const demoAgents = new Set(
    db.user.filter((u) => ['aga', 'aga2', 'autos', 'funcionario', 'vencido'].includes(u.login)).map((u) => u.agentId),
  );
  const agent = db.agent.filter((a) => a.user.activated && !demoAgents.has(a.id)).at(-1)!;
  // An export box on its way, coordinated delivery, whose booking takes deliveries on 06/11 10:00 — from the end (export.spec takes the first ones).
  const slot = Date.parse('2025-11-06T13:00:00Z');
  const drop = exportUnits(db)
    .filter((u: ContainerVisit) => {
      const op = preadviceOf(db, u);
      const b = db.booking.find((x) => x.id === op?.bookingId);
      return (
        u.transitState === 'INBOUND' &&
        u.reefer === null &&
        op?.operationType === 'COORD_ENTREGA' &&
        !!b &&
        Date.parse(b.stackingStart) < slot &&
        slot < Date.parse(b.stackingEnd)
      );
    })
    .at(-1)!;
  return {
    own,
    agent: agent.id,
    slotUnits: second.slice(-6),
    pickup: third.at(-1)!,
    drop: { unitNbr: drop.unitNbr, opId: preadviceOf(db, drop)!.id, visitId: drop.visitId! },
  };
});

test.use({ user: 'transportista' });

async function serviceApi(request: APIRequestContext) {
  const token = (
    (await (await request.post('/login', { data: { username: 'servicio', password: PASSWORD } })).json()) as {
      token: string;
    }
  ).token;
  const headers = { 'x-auth-token': token };
  return {
    token,
    pickup: async (nbr: string, truckingId: string, agentId: string) => {
      const res = await request.post(`/api/import/${nbr}/saveRetiro`, {
        headers,
        data: {
          documentType: 'DIN',
          documentNbrs: '1',
          outType: 'INDIRECTO',
          consigneeGiro: '1',
          truckingId,
          agent_id: agentId,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    },
    book: (nbr: string, appointmentDate: string, truckingCoId: string) =>
      request.post('/api/appointment', {
        headers,
        data: { appointmentDate, container: { eqid: nbr }, truck: { truckingCoId } },
      }),
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
  };
}

const setClock = (request: APIRequestContext, now: string) => request.post('/__mock/clock', { data: { now } });

test('a trucking company checks in by plate; an unchecked appointment is released at the cut-off and the freed place of the full slot is taken by another booking', async ({
  page,
}) => {
  const { own, agent, slotUnits } = await seed;
  const cs = await serviceApi(page.request);
  await setClock(page.request, EPOCH);
  // The 06/11 14:00–16:00 slot of the visit filled: the last booking is refused (no place left).
  const booked: string[] = [];
  let waiting: string | undefined;
  for (const nbr of slotUnits) {
    await cs.pickup(nbr, own, agent);
    const res = await cs.book(nbr, '06-11-2025 14:00', own);
    if (res.status() === 201) booked.push(nbr);
    else {
      expect(res.status()).toBe(409);
      waiting = nbr;
      break;
    }
  }
  expect(booked.length, 'two places taken before the slot is full').toBeGreaterThanOrEqual(2);
  expect(waiting, 'a unit refused by the full slot').toBeDefined();
  const [checked, ...unchecked] = booked as [string, ...string[]];

  await page.goto('/');
  await openFromMenu(page, 'Mis citas', 'Citas');
  const search = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/Buscar/))
    .first();
  const rowOf = (nbr: string) =>
    page.getByTestId('appointments-list').locator('tr, [role="row"], li').filter({ hasText: nbr }).first();
  await search.fill(checked);
  await expect(rowOf(checked)).toContainText('Presentar hasta 06/11/2025 13:00');
  await rowOf(checked)
    .getByRole('button', { name: /^Presentar la cita/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Presentar cita/ });
  await dialog.getByRole('combobox', { name: /Patente del camión/ }).click();
  const plate = (await page.getByRole('option').first().textContent())!.trim();
  await page.getByRole('option', { name: plate }).click();
  await dialog.getByTestId('checkin-confirm').click();
  await expect(page.getByTestId('checkin-done')).toContainText(`presentada con la patente ${plate}`);

  // The terminal's clock passes the cut-off (13:00): the unchecked ones are released, the checked-in one stays.
  await setClock(page.request, '2025-11-06T13:00:30-03:00');
  await page.reload();
  for (const nbr of unchecked) {
    await search.fill(nbr);
    await expect(rowOf(nbr)).toContainText('Liberada');
  }
  await search.fill(checked);
  await expect(rowOf(checked)).toContainText('Presentada');
  // The freed place is taken: the booking the full slot refused now gets it, checkable until the slot starts.
  expect((await cs.book(waiting!, '06-11-2025 14:00', own)).status()).toBe(201);
  await page.reload();
  await search.fill(waiting!);
  await expect(rowOf(waiting!)).toContainText('Reservada');
  await expect(rowOf(waiting!)).toContainText('Presentar hasta 06/11/2025 14:00');
  await setClock(page.request, EPOCH);
});

test("a multi-move truck visit: joined, its gate pass lists both moves under one code, the gate lets it in by that code and both boxes move; the dropped box's export detail offers its DRC", async ({
  page,
  signInAs,
}) => {
  // One flow of three roles (the company, the gate, customer service) and two documents.
  test.slow();
  const { own, agent, pickup, drop } = await seed;
  const cs = await serviceApi(page.request);
  await setClock(page.request, EPOCH);
  await cs.pickup(pickup, own, agent);
  expect((await cs.book(pickup, '06-11-2025 10:00', own)).status()).toBe(201);
  expect((await cs.post(`/api/export/${drop.unitNbr}/reassignTrucking`, { truckingId: own })).status()).toBe(200);
  expect(
    (
      await cs.post(`/api/export/saveCoordinacion/${drop.unitNbr}`, { appointmentDate: '2025-11-06', start: '10:00' })
    ).status(),
  ).toBe(201);
  // Both checked in with the same truck (the screen's check-in is the flow above).
  const headers = {
    'x-auth-token': await (async () => {
      await page.goto('/');
      return tokenOf(page);
    })(),
  };
  const list = (await (await page.request.get('/api/appointmentrules/appointments', { headers })).json()) as {
    plates: string[];
    rows: { id: number; unitNbr: string; state: string }[];
  };
  const plate = list.plates[0]!;
  const idOf = (nbr: string) => list.rows.find((r) => r.unitNbr === nbr && r.state === 'RESERVADA')!.id;
  for (const nbr of [drop.unitNbr, pickup])
    expect(
      (
        await page.request.post(`/api/appointmentrules/appointments/${idOf(nbr)}/checkin`, { headers, data: { plate } })
      ).status(),
    ).toBe(200);

  await openFromMenu(page, 'Mis citas', 'Citas');
  await page.getByTestId('join-open').click();
  const dialog = page.getByRole('dialog', { name: 'Unir citas en una visita' });
  // Nothing chosen: the first field says so and has the focus.
  await dialog.getByTestId('join-confirm').click();
  await expect(dialog.getByText('Seleccione la cita de entrega.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /Entrega/ })).toBeFocused();
  await dialog.getByRole('combobox', { name: /Entrega/ }).click();
  await page.getByRole('option', { name: new RegExp(drop.unitNbr) }).click();
  await dialog.getByRole('combobox', { name: /Retiro de importación/ }).click();
  // Only the pickups of the delivery's slot and truck are offered (another flow of this worker's mock
  // may have checked in one more of them with the same truck).
  const offered = page.getByRole('option');
  await expect(offered.filter({ hasText: pickup })).toHaveCount(1);
  for (const text of await offered.allTextContents()) expect(text).toContain(`06/11/2025 10:00–12:00 · ${plate}`);
  await page
    .getByRole('option', { name: new RegExp(`${pickup} · cita \\d+ · 06/11/2025 10:00–12:00 · ${plate}`) })
    .click();
  await expectNoAxeViolations(page, 'unir citas en una visita');
  await dialog.getByTestId('join-confirm').click();
  const done = page.getByTestId('join-done');
  await expect(done).toContainText(`entrega ${drop.unitNbr} y retiro ${pickup} con un solo pase de puerta`);
  const code = /Visita (V\d+) creada/.exec((await done.textContent())!)![1]!;
  const card = page.getByTestId(`truck-visit-${code}`);
  await expect(card).toContainText('06/11/2025 10:00–12:00');
  await expect(card).toContainText(plate);
  await expect(card.getByTestId('truck-visit-state')).toHaveText('Por llegar');
  await expect(card.getByTestId('truck-visit-move-drop')).toContainText(`Entrega ${drop.unitNbr}`);
  await expect(card.getByTestId('truck-visit-move-drop')).toContainText('En viaje hacia el puerto');
  await expect(card.getByTestId('truck-visit-move-pickup')).toContainText(`Retiro ${pickup}`);
  await expect(card.getByTestId('truck-visit-move-pickup')).toContainText('En patio');
  await expectNoAxeViolations(page, 'mis citas: visitas de camión');

  // Its gate pass: one PDF, one page, the one code and both moves.
  const answer = page.waitForResponse((r) => r.url().includes(`/api/report/truckvisitpass/${code}`));
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: `Pase de puerta de la visita ${code}` }).click();
  const response = await answer;
  expect(response.headers()['content-type']).toBe('application/pdf');
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await (await popup).close();
  const bytes = await (await page.request.get(response.url(), { headers })).body();
  expect((bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
  const text = pdfText(bytes);
  for (const s of [
    code,
    plate,
    '06/11/2025',
    '10:00–12:00',
    'Movimiento 1: Entrega',
    drop.unitNbr,
    'Movimiento 2: Retiro',
    pickup,
  ])
    expect(text).toContain(s);

  // The phone at the gate: the visit reads without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: `Pase de puerta de la visita ${code}` })).toBeVisible();
  await expect(card.getByTestId('truck-visit-move-pickup')).toBeVisible();
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The truck arrives in its slot: the gate reads the pass's code (a scanner's input) and lets it in; both boxes move.
  await setClock(page.request, '2025-11-06T10:05:00-03:00');
  await signInAs('gate');
  await page.goto('/gate');
  await page.getByTestId('gate-visit-link').click();
  await expect(page.locator('#react-admin-title')).toHaveText('Visita de camión');
  await expect(page.getByTestId('gate-visit-code')).toBeFocused();
  await page.keyboard.type(` ${code.toLowerCase()} `);
  await page.keyboard.press('Enter');
  const visit = page.getByTestId('gate-visit');
  await expect(visit.getByTestId('truck-visit-state')).toHaveText('Por llegar');
  await page.getByRole('combobox', { name: 'Puerta' }).click();
  await page.getByRole('option', { name: 'Puerta 3' }).click();
  await expectNoAxeViolations(page, 'puerta: visita de camión');
  await page.getByTestId('gate-visit-in').click();
  await expect(page.getByTestId('gate-visit-done')).toHaveText(
    `Ingreso registrado por la Puerta 3: se recibió ${drop.unitNbr} y se cargó ${pickup}.`,
  );
  await expect(visit.getByTestId('truck-visit-state')).toHaveText('En el terminal');
  await expect(visit.getByTestId('truck-visit-move-drop')).toContainText('En puerta');
  await expect(visit.getByTestId('truck-visit-move-pickup')).toContainText('Cargado en camión');
  await expect(page.getByTestId('gate-visit-out')).toBeVisible();

  // Customer service: the box received at the gate has its DRC on its export detail.
  await signInAs('servicio');
  await page.goto(`/export/management/${drop.unitNbr}/${drop.opId}/exportDetail`);
  await expect(page.getByTestId('export-detail-state')).toHaveText('En puerta');
  const drc = page.waitForResponse((r) => r.url().includes(`/api/report/drc/${drop.unitNbr}/${drop.visitId}`));
  const drcTab = page.waitForEvent('popup');
  await page.getByTestId('export-drc').click();
  expect((await drc).headers()['content-type']).toBe('application/pdf');
  await (await drcTab).close();
  await setClock(page.request, EPOCH);
});
