/**
 * Punctuality figures and the calendar's expected wait (issue 31 §3, beyond-spec): a trucking
 * company reads its own figures (a refused period focuses its field), customer service chooses
 * another company and reads its figures, and the appointment calendar shows each slot's fill and
 * expected wait in words.
 */
import { demoSeed } from '../support/demoSeed';
import { demoUnitNumbers } from '../../mock-server/kinds/importPickup/seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openFromMenu, tokenOf } from './support';

const seed = demoSeed().then((db) => {
  const own = db.user.find((u) => u.login === 'transportista')!.ownerId as string;
  const other = db.truckingcompany.find((t) => t.id !== own && db.appointment.some((a) => a.truckingId === t.id))!;
  return {
    db,
    own: db.truckingcompany.find((t) => t.id === own)!,
    other,
    units: demoUnitNumbers(db),
    working: db.vesselVisit[0]!,
  };
});

test.use({ user: 'transportista' });

test("a trucking company reads its punctuality, customer service another company's, and the calendar shows each slot's fill and expected wait", async ({
  page,
  signInAs,
}) => {
  const { own, other, units, working } = await seed;
  await page.goto('/');
  await openFromMenu(page, 'Puntualidad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Puntualidad de ${own.name}`);
  // The last 30 days on the demo clock (05/11/2025).
  await expect(page.getByLabel('Desde')).toHaveValue('07/10/2025');
  await expect(page.getByLabel('Hasta')).toHaveValue('05/11/2025');
  const api = await (
    await page.request.get('/api/appointmentrules/punctuality', { headers: { 'x-auth-token': await tokenOf(page) } })
  ).json();
  // The seed makes the figures meaningful: arrivals on time, not on time, and no-shows.
  expect(api.onTime).toBeGreaterThan(0);
  expect(api.late + api.early).toBeGreaterThan(0);
  expect(api.noShows).toBeGreaterThan(0);
  for (const [id, label] of [
    ['appointments', 'Citas'],
    ['onTime', 'A tiempo'],
    ['late', 'Atrasadas'],
    ['noShows', 'No se presentaron'],
    ['turnMedian', 'Tiempo en terminal (mediana)'],
  ] as const) {
    await expect(page.getByTestId(`figure-${id}`)).toContainText(label);
  }
  await expect(page.getByTestId('figure-noShows').locator('dd').first()).toHaveText(String(api.noShows));
  await expect(page.getByTestId('figure-onTime').locator('dd').nth(1)).toHaveText(
    /^\d+,\d % de las citas cumplidas o perdidas$/,
  );
  await expect(page.getByTestId('figure-turnMedian')).toContainText(/\d+ min/);
  await expect(page.getByTestId('punctuality-summary')).toHaveText(
    /^En \d+ días: \d+ a tiempo, \d+ anticipadas, \d+ atrasadas y \d+ no se presentaron\.$/,
  );
  await expect(page.getByTestId('figure-appointments').locator('dd').first()).toHaveText(String(api.appointments));
  await expectNoAxeViolations(page, 'puntualidad de la empresa');
  // A refused period says why and focuses its first invalid field.
  await page.getByLabel('Desde').fill('31/02/2025');
  await page.getByTestId('punctuality-show').click();
  await expect(page.getByText('Ingrese una fecha válida (DD/MM/AAAA).')).toBeVisible();
  await expect(page.getByLabel('Desde')).toBeFocused();

  await signInAs('servicio');
  await page.goto('/punctuality');
  await expect(page.getByTestId('punctuality-choose')).toBeVisible();
  await page.getByRole('combobox', { name: 'Empresa de transporte' }).fill(other.name.slice(0, 8));
  await page.getByRole('option', { name: other.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Puntualidad de ${other.name}`);
  await expect(page.getByTestId('figure-appointments')).toContainText(/Citas\d+/);
  await expectNoAxeViolations(page, 'puntualidad para servicio al cliente');

  await signInAs('bodega');
  await page.goto(`/vesselVisits/appointment/${units.a71ToBook}?visit=${working.id}`);
  await page.getByTestId('appointment-calendar').locator('[data-day]:not([disabled])').first().click();
  const slots = page.getByTestId('slots').getByRole('radio');
  await expect(slots.first()).toBeVisible();
  // The figures come with a call of their own after the slots: wait for one per slot.
  await expect(page.getByTestId('slot-figures')).toHaveCount(await slots.count());
  const names = await page.getByTestId('slot-figures').allTextContents();
  for (const n of names) expect(n).toMatch(/^ · \d+\/\d+ ocupados · Espera estimada: (\d+ min|Sin datos)$/);
  expect(names.some((n) => /\d+ min$/.test(n))).toBe(true);
  // The radio's name carries the figures (not only the look).
  await expect(slots.first()).toHaveAccessibleName(
    /\d{2}:\d{2} - \d{2}:\d{2} .* · \d+\/\d+ ocupados · Espera estimada: /,
  );
  await expectNoAxeViolations(page, 'calendario con ocupación y espera');
});
