/**
 * Issue 30 §3: on a phone, a refused form moves to its first invalid field and says how many need
 * attention next to its submit button: a generated create form (its save button is in the bar
 * fixed at the bottom, the count right above it) and a form of the console's own (the cash events).
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ user: 'servicio', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone a refused form focuses its first invalid field, brings it into view and counts the fields needing attention', async ({
  page,
  signInAs,
}) => {
  await page.goto('/clients/create');
  const rut = page.getByRole('textbox', { name: 'RUT / Identificación' });
  await expect(rut).toBeVisible();
  // Scrolled to the bottom of the long form, its first field is above the fold.
  await page.locator('form input:not([type="hidden"]), form textarea').last().scrollIntoViewIfNeeded();
  await expect(rut).not.toBeInViewport();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(rut).toBeFocused();
  await expect(rut).toHaveAttribute('aria-invalid', 'true');
  await expect(rut).toBeInViewport();
  const notice = page.getByRole('status').filter({ hasText: 'requieren atención' });
  await expect(notice).toHaveText(/^\d+ campos requieren atención$/);
  // At the bottom of the page the count lies above the save bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [box, bar] = [(await notice.boundingBox())!, (await page.getByRole('toolbar').boundingBox())!];
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  await expectNoAxeViolations(page, 'cliente nuevo rechazado');

  // A form of the console's own: the same move and count; a second refusal moves back to the field.
  await signInAs('caja');
  await page.goto('/cash');
  const unit = page.getByTestId('cash-unit');
  await page.getByTestId('cash-generate').click();
  await expect(unit).toBeFocused();
  // The container and the first event's type.
  await expect(page.getByRole('status').filter({ hasText: 'requieren atención' })).toHaveText(
    '2 campos requieren atención',
  );
  await page.getByTestId('cash-date').focus();
  await page.getByTestId('cash-generate').click();
  await expect(unit).toBeFocused();
  await expect(unit).toBeInViewport();
});
