/**
 * Issue 30 §3–4 on a phone (390×844): a list's card carries what its user decides by (a charge its
 * amount, an invoice its client and totals), the car inscription's transport card stays within the
 * screen once a company is chosen, the visit statistics' brand names do not run into each other,
 * and the menu's group headings do not lie over its links when it scrolls.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Pending {
  visit: string;
  unitNbr: string;
  pendingAmount: number;
}

/** USD cents as the screens write them ('USD 1.234,50'). */
const usd = (cents: number) =>
  `USD ${new Intl.NumberFormat('es-CL').format(Math.trunc(cents / 100))},${String(cents % 100).padStart(2, '0')}`;

/** The boxes of the labels, side by side, do not intersect. */
async function expectApart(labels: Locator, what: string) {
  const boxes = (await labels.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))).sort(
    (a, b) => a.left - b.left,
  );
  expect(boxes.length, what).toBeGreaterThan(1);
  for (let i = 1; i < boxes.length; i++)
    expect(boxes[i]!.left, `${what}: etiqueta ${i + 1}`).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
}

/** Scrolls the menu's scrolling box by `dy`, then every link on screen is what a tap at its centre reaches. */
async function expectLinksUncovered(page: Page, dy: number) {
  const nav = page.getByTestId('side-navigation');
  const covered = await nav.evaluate((el, by) => {
    let box: HTMLElement | null = el as HTMLElement;
    while (box && !(box.scrollHeight > box.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(box).overflowY)))
      box = box.parentElement;
    if (!box) return ['el menú no se desplaza'];
    box.scrollTop += by;
    const view = box.getBoundingClientRect();
    return [...el.querySelectorAll('a')].flatMap((a) => {
      const r = a.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      if (y < Math.max(view.top, 0) || y > Math.min(view.bottom, window.innerHeight)) return [];
      return a.contains(document.elementFromPoint(x, y)) ? [] : [a.textContent ?? ''];
    });
  }, dy);
  expect(covered, 'enlaces tapados').toEqual([]);
}

test("a phone's cards show a charge's amount and an invoice's client and totals", async ({ page, signInAs }) => {
  await signInAs('aga');
  const unit = (
    (await (await page.request.get('/__mock/invoicing/pending?login=aga&category=IMPORT')).json()) as Pending[]
  )[0]!;
  await page.goto(`/invoice/charges?visit=${unit.visit}&category=IMPORT&unit=${unit.unitNbr}`);
  const charge = page.getByTestId('invoice-charges').getByTestId('list-card').filter({ hasText: unit.unitNbr });
  await expect(charge.locator('[data-column="pending"]')).toHaveText(usd(unit.pendingAmount));
  await expectNoAxeViolations(page, 'cargos en el teléfono');

  await signInAs('finanzas');
  await page.goto('/invoice');
  const card = page.getByTestId('invoice-results').getByTestId('list-card').first();
  await expect(card.locator('[data-column="payeeCustomerName"]')).not.toBeEmpty();
  await expect(card.locator('[data-column="totalTotal"]')).toHaveText(/^USD [\d.]+,\d{2}$/);
  await expect(card.locator('[data-column="totalLocalTotal"]')).toHaveText(/^\$\s?[\d.]+$/);
  await expect(card.locator('[data-column="dueDate"]')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \(vencida\)$/);
  await expectNoAxeViolations(page, 'facturas en el teléfono');
});

test('on a phone the transport card fits once a company is chosen, the brand names stand apart and the menu headings cover no link', async ({
  page,
  request,
  signInAs,
}) => {
  // The inscription form of a BL nobody inscribes, with the company of the longest name chosen.
  await signInAs('autos');
  const bl = (
    (await (await request.get('/__mock/cars/bls?inscribed=false&mother=false&visit=ONEHT2611')).json()) as {
      blNbr: string;
    }[]
  ).at(-1)!;
  await page.goto(`/cars/import/${bl.blNbr}`);
  await page.getByLabel('Empresas de transporte').click();
  const names = await page.getByRole('option').allTextContents();
  const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
  await page.getByRole('option', { name: longest, exact: true }).click();
  await page.keyboard.press('Escape');
  const carrierCard = page.locator('.MuiCard-root').filter({ has: page.getByLabel('Empresas de transporte') });
  await expect(carrierCard.getByRole('button', { name: longest })).toBeVisible();
  const widths = await carrierCard.evaluate((el) => ({
    card: [el.scrollWidth, el.clientWidth],
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.page, 'ancho de la página').toBeLessThanOrEqual(390);
  expect(widths.card[0], 'ancho de la tarjeta de transporte').toBeLessThanOrEqual(widths.card[1]!);
  await expectNoAxeViolations(page, 'inscripción con empresa elegida');

  // The visit statistics: each chart's brand names, on a phone and on a desktop.
  await signInAs('servicioautos');
  await page.goto('/vesselvisitCar/ONEHT2611/stats');
  const labels = page.getByTestId('stats-chart-location').locator('.recharts-xAxis-tick-labels text');
  await expect(labels.first()).toBeVisible();
  await expectApart(labels, 'marcas en el teléfono');
  await expectNoAxeViolations(page, 'estadísticas en el teléfono');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(async () => expectApart(labels, 'marcas en el escritorio')).toPass();

  // A long menu scrolled, in a short desktop window and in a phone's drawer.
  await signInAs('servicio');
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/inicio');
  await expect(page.getByTestId('side-navigation').getByRole('link').first()).toBeVisible();
  await expectLinksUncovered(page, 230);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inicio');
  // The drawer may open with the desktop sidebar's last state: the toggle's name says which.
  const toggle = page.getByRole('button', { name: /^(Abrir|Cerrar) menú$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-label')) === 'Abrir menú') await toggle.click();
  await expect(page.getByTestId('side-navigation').getByRole('link').last()).toBeVisible();
  await expectLinksUncovered(page, 230);
  await expectNoAxeViolations(page, 'menú desplazado en el teléfono');
});
