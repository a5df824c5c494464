/**
 * Mis citas (issue 31 §3, beyond-spec): a trucking company checks in an appointment with the
 * plate of one of its trucks; an appointment it did not check in is released when the terminal's
 * clock passes its cut-off and its place is booked again; the 'Con problemas' filter lists the
 * appointments the gate would turn away today, each with its reason and the way to fix it.
 * Data is set up through the API (customer service requests the pickups and books the slots).
 */
import type { APIRequestContext } from '@playwright/test';
import { demoSeed } from '../support/demoSeed';
import { importUnits, pickupOf } from '../support/terminalSeed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openFromMenu, PASSWORD } from './support';

const seed = demoSeed().then((db) => {
  const own = String(db.user.find((u) => u.login === 'transportista')!.ownerId);
  // Not a storekeeper's nor of the shipping agency's lines (MSC, HAMSUD): import.spec requests those (its A-71 and AGN units).
  const free = importUnits(db).filter(
    (u) =>
      u.transitState === 'YARD' &&
      !pickupOf(db, u) &&
      u.inspeccionSAG === 'SIN INSPECCION' &&
      !u.storekeeperId &&
      !['MSC', 'HAMSUD'].includes(u.line),
  );
  const byVisit = new Map<string, string[]>();
  for (const u of free)
    if (u.impediments.length === 0) byVisit.set(u.visitId!, [...(byVisit.get(u.visitId!) ?? []), u.unitNbr]);
  // The last three of the visit with most: other flows pick from the front.
  const units = [...byVisit.values()].sort((a, b) => b.length - a.length)[0]!.slice(-3);
  const held = free.find((u) => u.impediments.length > 0)!;
  // An agent no demo login works as (aga's pending charges and drafts are other flows' data).
  const demoAgents = new Set(
    db.user.filter((u) => ['aga', 'aga2', 'autos', 'funcionario', 'vencido'].includes(u.login)).map((u) => u.agentId),
  );
  const agent = db.agent.find((a) => a.user.activated && !demoAgents.has(a.id))!;
  return { own, agent: agent.id, units, held: held.unitNbr, holdText: held.impediments.join(', ') };
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
  };
}

test('a trucking company checks in by plate; an unchecked appointment is released at the cut-off and its place rebooked; the trouble filter lists the appointments the gate would turn away', async ({
  page,
}) => {
  const { own, agent, units, held, holdText } = await seed;
  const [checked, unchecked, later] = units as [string, string, string];
  const cs = await serviceApi(page.request);
  await page.request.post('/__mock/clock', { data: { now: '2025-11-05T10:00:00-03:00' } });
  for (const nbr of [checked, unchecked, later, held]) await cs.pickup(nbr, own, agent);
  for (const nbr of [checked, unchecked]) expect((await cs.book(nbr, '06-11-2025 10:00', own)).status()).toBe(201);
  expect((await cs.book(held, '06-11-2025 12:00', own)).status()).toBe(201);

  await page.goto('/');
  await openFromMenu(page, 'Mis citas', 'Citas');
  await expect(
    page.getByText('Presente cada cita con la patente del camión hasta 60 min antes de su horario'),
  ).toBeVisible();
  const search = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/Buscar/))
    .first();
  const rowOf = (nbr: string) =>
    page.getByTestId('appointments-list').locator('tr, [role="row"], li').filter({ hasText: nbr }).first();

  // Check-in with one of the company's plates.
  await search.fill(checked);
  const row = rowOf(checked);
  await expect(row).toContainText('06/11/2025 10:00–12:00');
  await expect(row).toContainText('Reservada');
  await expect(row).toContainText('Presentar hasta 06/11/2025 09:00');
  await row.getByRole('button', { name: /^Presentar la cita/ }).click();
  const dialog = page.getByRole('dialog', { name: /Presentar cita/ });
  // Without a plate it says so and focuses the field.
  await dialog.getByTestId('checkin-confirm').click();
  await expect(dialog.getByText('Seleccione la patente del camión.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Patente del camión/ }).click();
  const plate = (await page.getByRole('option').first().textContent())!.trim();
  await page.getByRole('option', { name: plate }).click();
  await dialog.getByTestId('checkin-confirm').click();
  await expect(page.getByTestId('checkin-done')).toContainText(`presentada con la patente ${plate}`);
  await expect(rowOf(checked)).toContainText('Presentada');
  await expect(rowOf(checked)).toContainText(plate);
  await expectNoAxeViolations(page, 'mis citas');

  // The terminal's clock passes the cut-off (09:00): the unchecked one is released, the checked-in one stays.
  await page.request.post('/__mock/clock', { data: { now: '2025-11-06T09:00:30-03:00' } });
  await page.reload();
  await search.fill(unchecked);
  await expect(rowOf(unchecked)).toContainText('Liberada');
  await expect(rowOf(unchecked).getByRole('button', { name: /^Presentar/ })).toHaveCount(0);
  await search.fill(checked);
  await expect(rowOf(checked)).toContainText('Presentada');
  // Its place is booked again: a place taken after the cut-off may be checked in until the slot starts.
  expect((await cs.book(later, '06-11-2025 10:00', own)).status()).toBe(201);
  await page.reload();
  await search.fill(later);
  await expect(rowOf(later)).toContainText('Reservada');
  await expect(rowOf(later)).toContainText('Presentar hasta 06/11/2025 10:00');
  // The trouble filter: the held unit's appointment with its reason and fix; a clean one is not listed.
  await search.fill('');
  await page.getByRole('combobox', { name: 'Con problemas' }).click();
  await page.getByRole('option', { name: 'Sí' }).click();
  await search.fill(held);
  await expect(page.getByTestId('appointments-list')).toContainText(`La unidad tiene un bloqueo: ${holdText}.`);
  await expect(page.getByTestId('appointments-list')).toContainText(
    'Solicite a servicio al cliente el levantamiento del bloqueo.',
  );
  await search.fill(checked);
  await expect(page.getByTestId('no-appointments')).toBeVisible();
  await expectNoAxeViolations(page, 'citas con problemas');

  await page.request.post('/__mock/clock', { data: { now: '2025-11-05T10:00:00-03:00' } });
});
