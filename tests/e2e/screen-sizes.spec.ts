/**
 * Phones and tablets (issue 15 §3): the screens people use at the gate and on the move, at
 * 390×844 (a phone, touch) and 768×1024 (a tablet). On each: nothing wider than the viewport, the
 * screen's main action on screen and clickable (Playwright's actionability: visible, enabled, not
 * covered), and axe clean. Data comes from the seed every e2e server starts from.
 */
import type { Page } from '@playwright/test';
import { demoSeed } from '../support/demoSeed';
import { DEMO_UNITS, demoUnitNumbers } from '../../mock-server/kinds/importPickup/seed';
import { importUnits, pickupOf } from '../support/terminalSeed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const seed = demoSeed().then((db) => ({
  working: db.vesselVisit[0]!,
  units: demoUnitNumbers(db),
  // A YARD unit with no pickup that no other spec requests (they take the first such units): only looked at here.
  freeYard: importUnits(db)
    .filter((u, i) => i >= DEMO_UNITS.length && u.transitState === 'YARD' && !pickupOf(db, u) && u.hazards.length === 0)
    .at(-1)!.unitNbr,
}));

const SIZES = [
  { name: 'teléfono', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'tableta', viewport: { width: 768, height: 1024 }, isMobile: false, hasTouch: true },
] as const;

/** Nothing scrolls sideways: the page is no wider than the viewport. */
async function expectFits(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, 'ancho de la página').toBeLessThanOrEqual(inner);
}

/** The action is within the viewport's width and would take a click. */
async function expectReachable(page: Page, action: ReturnType<Page['locator']>) {
  await action.scrollIntoViewIfNeeded();
  const box = (await action.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'acción dentro de la pantalla').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'acción dentro de la pantalla').toBeLessThanOrEqual(width);
  await action.click({ trial: true });
}

// One test per size: its screens in turn, switching users between them (a context and a first page
// load per screen cost more than the checks themselves).
for (const size of SIZES) {
  test.describe(`${size.name} ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test("the main screens fit and their actions can be pressed: sign-in, customer service's agents list, gate pass and tracking result, the customs agent's pickup form, the storekeeper's visit list", async ({
      page,
      signInAs,
    }) => {
      // Six screens, each once a test of its own within the default 30 s.
      test.slow();
      const { working, units, freeYard } = await seed;

      await test.step('sign-in: the form fits and Ingresar can be pressed', async () => {
        await page.goto('/login');
        await expect(page.getByTestId('login-card')).toBeVisible();
        await expectFits(page);
        await expectReachable(page, page.getByRole('button', { name: 'Ingresar' }));
        await expectNoAxeViolations(page, `ingreso (${size.name})`);
      });

      await signInAs('servicio');
      await test.step('landing: the agents list fits, a record opens from it and Crear is reachable', async () => {
        await page.goto('/');
        await expect(page).toHaveURL(/\/agents$/);
        const first = page.locator('[data-testid="list-card"], .RaDataTable-tbody tr').first();
        await expect(first).toBeVisible();
        await expectFits(page);
        await expectReachable(page, first);
        await expectReachable(page, page.getByRole('link', { name: 'Crear' }));
        await expectNoAxeViolations(page, `lista de agentes (${size.name})`);
      });

      await test.step('gate pass: the printable pass fits and Imprimir can be pressed', async () => {
        await page.goto(`/gatePass/management/${units.agaBooked}`);
        const print = page.getByTestId('gatepass-print');
        await expect(print).toBeEnabled();
        await expectFits(page);
        await expectReachable(page, print);
        await expectNoAxeViolations(page, `gate pass (${size.name})`);
      });

      await test.step('tracking: the result fits and its detail opens from the row', async () => {
        await page.goto(`/tracking/result/${units.agaBooked}`);
        const detail = page.getByRole('button', { name: `Ver detalle ${units.agaBooked}` });
        await expect(detail).toBeVisible();
        await expectFits(page);
        await expectReachable(page, detail);
        await expectNoAxeViolations(page, `resultado de tracking (${size.name})`);
      });

      await signInAs('aga');
      await test.step('import management: the pickup form fits and Solicitar retiro can be pressed', async () => {
        await page.goto(`/import/management/${freeYard}/0`);
        const submit = page.getByTestId('pickup-submit');
        await expect(submit).toBeVisible();
        await expectFits(page);
        await expectReachable(page, submit);
        await expectNoAxeViolations(page, `retiro de importación (${size.name})`);
      });

      await signInAs('bodega');
      await test.step("visit list: the units fit, and Buscar and a unit's own actions are reachable", async () => {
        await page.goto(`/vesselVisits?visit=${working.id}`);
        const row = page.locator(`[data-testid="unit-row"][data-unit="${units.a71ToBook}"]`);
        await expect(row).toBeVisible();
        await expectFits(page);
        await expectReachable(page, page.getByRole('button', { name: 'Buscar' }));
        await expectReachable(page, row.getByRole('button', { name: `Reasignar transportista de ${units.a71ToBook}` }));
        await expectNoAxeViolations(page, `visita de nave (${size.name})`);
      });
    });
  });
}
