/**
 * Gate-pass lookup (D2 §2 Gate pass; Q27: customer service and documentary): a unit without a
 * gate pass, one that cannot be printed (its reasons), and one printed as a PDF in a new tab.
 */
import { demoSeed } from '../support/demoSeed';
import { demoUnitNumbers } from '../../mock-server/kinds/importPickup/seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const units = demoSeed().then(demoUnitNumbers);

test.use({ user: 'servicio' });

test('GP-001 GP-002 GP-003 GP-004 GP-005: not found, errors, then a printable gate pass', async ({ page }) => {
  const { agaToBook, agaDirectPassed, agaBooked } = await units;
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Gate Pass' }).click();
  const box = page.getByTestId('gatepass-search');
  await expectNoAxeViolations(page, 'búsqueda de gate pass');
  await box.fill('mscu12');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Número de contenedor inválido')).toBeVisible();

  // An indirect pickup not yet booked: no gate pass.
  await box.fill(agaToBook);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`/gatePass/management/${agaToBook}$`));
  await expect(page.getByTestId('gatepass-not-found')).toHaveText('No se encontró el GatePass');

  // A direct pickup whose appointment has passed: the reasons, and no printing.
  await page.getByTestId('gatepass-search').fill(agaDirectPassed);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const errors = page.getByTestId('gatepass-errors');
  await expect(errors).toContainText('Ocurrieron errores.');
  await expect(errors).toContainText('La cita del contenedor ya pasó.');
  expect(await errors.locator('li').count()).toBeLessThanOrEqual(6);
  await expect(page.getByTestId('gatepass-print')).toBeDisabled();
  await expectNoAxeViolations(page, 'gate pass con errores');

  // A booked appointment still ahead: its data (D2 §3 Gate pass result, each with its value) and the PDF.
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/appointment/${agaBooked}`));
  await page.getByTestId('gatepass-search').fill(agaBooked);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const booked = await (await answer).json();
  await expect(page.getByTestId('gatepass-appointment')).toHaveText(String(booked.appointmentNbr));
  expect(booked.dateApp).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  const facts = await page
    .locator('dl')
    .evaluate((dl) =>
      Object.fromEntries(
        [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
      ),
    );
  expect(facts).toEqual({
    'N° de cita': String(booked.appointmentNbr),
    Contenedor: agaBooked,
    Fecha: booked.dateApp,
    Horario: `${booked.slotStartTime}–${booked.slotEndTime}`,
    'Empresa de transporte': booked.trucking_name,
  });
  const popup = page.waitForEvent('popup');
  await page.getByTestId('gatepass-print').click();
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await expectNoAxeViolations(page, 'gate pass');
});

test('GP-001: the lookup is not for a customs agent', async ({ page, signInAs }) => {
  await signInAs('aga');
  await page.goto('/gatePass');
  await expect(page).toHaveURL(/\/accessdenied/);
});
