/**
 * Tracking (D2 §2 Tracking): the search's input rules and empty text, the result list with the
 * container list's labels, and the detail modal with the reefer and hazard data.
 */
import { demoSeed } from '../support/demoSeed';
import { demoUnitNumbers } from '../../mock-server/kinds/importPickup/seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { importUnits } from '../support/terminalSeed';

test.use({ user: 'servicio' });

/** The demo units of the seed every e2e server starts from. */
const seed = demoSeed().then((db) => ({ db, units: demoUnitNumbers(db) }));

test('TRK-001 TRK-002 TRK-003 TRK-005: the search upper-cases, refuses other characters and shows the empty text', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Tracking' }).click();
  const box = page.getByTestId('tracking-search');
  await expect(box).toBeVisible();
  await expectNoAxeViolations(page, 'búsqueda de tracking');

  await box.fill('msc*12');
  await expect(box).toHaveValue('MSC*12');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Búsqueda inválida')).toBeVisible();
  await expect(page).toHaveURL(/\/tracking$/);

  // A container-shaped number with a wrong check digit is searched, with a warning (not refused).
  await box.fill('zzzu0000001');
  await expect(page.getByText(/dígito verificador/)).toBeVisible();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/tracking\/result\/ZZZU0000001$/);
  await expect(page.getByTestId('tracking-empty')).toHaveText(
    'No se encontró un BL o contenedor activo para la búsqueda',
  );
  await expectNoAxeViolations(page, 'tracking sin resultados');
});

test('TRK-004 TRK-006 TRK-007 TRK-008 TRK-014 TRK-016: a hazardous reefer, an OOG unit and a departed unit, list (columns kept) and detail', async ({
  page,
}) => {
  const { db, units } = await seed;
  const hazardousReefer = importUnits(db).find((u) => u.unitNbr === units.reeferHazard)!;
  expect(hazardousReefer.reefer && hazardousReefer.hazards.length > 0, 'la semilla tiene un reefer peligroso').toBe(
    true,
  );
  const [hazardUnit, reeferUnit] = [hazardousReefer, hazardousReefer];
  const hazard = hazardUnit.hazards[0]!;

  // By BL, typed in lower case with its slash-free form.
  await page.goto('/tracking');
  await page.getByTestId('tracking-search').fill(hazardUnit.blNumbers[0]!.toLowerCase());
  await page.getByRole('button', { name: 'Buscar' }).click();
  const rows = page.getByTestId('tracking-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(hazardUnit.unitNbr);
  await expect(rows.first()).toContainText('Peligroso');
  await expectNoAxeViolations(page, 'resultado de tracking');
  await rows
    .first()
    .getByRole('button', { name: `Ver detalle ${hazardUnit.unitNbr}` })
    .click();
  const detail = page.getByTestId('tracking-detail');
  await expect(detail.getByTestId('tracking-detail-hazards')).toContainText(hazard.unNbr);
  await expect(detail.getByTestId('tracking-detail-hazards')).toContainText(hazard.imdgClass);
  await expect(detail.getByTestId('tracking-detail-hazards')).toContainText(hazard.properName);
  await expectNoAxeViolations(page, 'detalle de tracking');
  await detail.getByRole('button', { name: 'Cerrar' }).click();
  await expect(detail).toBeHidden();
  // The list framework's column chooser: the user's choice outlives a reload.
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('dialog', { name: 'Columnas' }).getByLabel('BL', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('tracking-results').locator('thead th')).toHaveText([
    'Contenedor',
    'Categoría',
    'Estado',
    'Nave',
    'Cita',
    'Ver detalle',
  ]);

  // By container: the reefer's temperature and type.
  await page.getByTestId('tracking-search').fill(reeferUnit.unitNbr);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`/tracking/result/${reeferUnit.unitNbr}$`));
  await rows
    .first()
    .getByRole('button', { name: /Ver detalle/ })
    .click();
  const reefer = detail.getByTestId('tracking-detail-reefer');
  await expect(reefer).toContainText(String(reeferUnit.reefer!.tempReqC).replace('.', ','));
  await expect(reefer).toContainText(reeferUnit.reefer!.rfrType);
  await detail.getByRole('button', { name: 'Cerrar' }).click();

  // An OOG unit: its dimensions.
  const oogUnit = importUnits(db).find((u) => u.unitNbr === units.agaOog)!;
  await page.getByTestId('tracking-search').fill(oogUnit.unitNbr);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(rows.first()).toContainText('OOG');
  await rows
    .first()
    .getByRole('button', { name: /Ver detalle/ })
    .click();
  await expect(detail.getByTestId('tracking-detail-oog')).toContainText(`Alto (cm)${oogUnit.oog!.topCm}`);
  await detail.getByRole('button', { name: 'Cerrar' }).click();

  // A departed import unit: 'Embarcado' in the container list, 'Despachado' in the detail.
  await page.getByTestId('tracking-search').fill(units.agaDeparted);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('tracking-row-state')).toHaveText('Embarcado');
  await rows
    .first()
    .getByRole('button', { name: /Ver detalle/ })
    .click();
  await expect(detail.getByTestId('tracking-detail-state')).toHaveText('Despachado');
});
