/**
 * Cash events (/cash; D3 §2.3, §4 Cash; Q35) as the terrestrial cashier: a container's events make
 * a draft invoice, which is previewed and finalized like any, then paid at the counter in cash.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar } from './support';

test.use({ user: 'caja' });

test("CASH-002 CASH-004 CASH-005 CASH-007 CASH-008 CASH-009 CASH-010 CASH-015 CASH-016 CASH-017 CASH-018 ROLE-023: the cashier bills a container's events to its consignee, finalizes the invoice and pays it in cash", async ({
  page,
  request,
}) => {
  const unit = (
    (await (await request.get('/__mock/invoicing/cash-units')).json()) as { unitNbr: string; consigneeName: string }[]
  )[0]!;
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Eventos de caja' }).click();
  await expect(page.getByTestId('cash-empty')).toHaveText(
    'Ingrese un contenedor y al menos un evento para generar la factura.',
  );
  // The paid-through date defaults to the terminal's today (DD/MM/YYYY, Santiago); one event of quantity 1.
  const clock = (await (await request.get('/__mock/clock')).json()) as { now: string };
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Santiago' }).format(new Date(clock.now));
  await expect(page.getByTestId('cash-date')).toHaveValue(today);
  await expect(page.getByTestId('cash-event-0-quantity')).toHaveValue('1');
  // Both flags wait for an 11-character container; billing the consignee is ticked.
  await expect(page.getByTestId('cash-security-fee')).toBeDisabled();
  await expect(page.getByTestId('cash-bill-consignee')).toBeDisabled();
  await expect(page.getByTestId('cash-bill-consignee')).toBeChecked();
  await page.getByTestId('cash-unit').fill(unit.unitNbr.toLowerCase());
  await expect(page.getByTestId('cash-unit')).toHaveValue(unit.unitNbr);
  await expect(page.getByTestId('cash-unit-customer')).toContainText(unit.consigneeName);
  await expect(page.getByTestId('cash-security-fee')).toBeEnabled();
  await expect(page.getByTestId('cash-bill-consignee')).toBeEnabled();
  await page.getByTestId('cash-security-fee').uncheck();
  await page.getByTestId('cash-event-0-type').click();
  await page.getByRole('option', { name: /Almacenaje adicional/ }).click();
  await page.getByTestId('cash-event-0-quantity').fill('3');
  await expectNoAxeViolations(page, 'eventos de caja');
  await page.getByTestId('cash-generate').click();
  await expect(messageBar(page)).toContainText('Prefactura generada correctamente');
  await expect(page).toHaveURL(/\/cash\/invoice\/\d+$/);
  await expect(page.getByTestId('invoice-subtotal')).toHaveText('USD 36,00');
  // The message lasts 15 s at the top of the page; Escape dismisses it.
  await page.keyboard.press('Escape');
  await expect(messageBar(page)).toBeHidden();

  const draft = Number(page.url().split('/').pop());
  const preview = page.waitForEvent('popup');
  await page.getByTestId(`invoice-preview-${draft}`).click();
  await (await preview).close();
  await page.getByTestId(`invoice-finalize-${draft}`).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('invoice-stage')).toHaveText('Finalizada');

  await page.getByTestId('cash-pay').click();
  await page.getByTestId('pay-line-0-type').click();
  await expect(page.getByRole('option')).toHaveText(['Efectivo', 'Efectivo USD']);
  await page.getByRole('option', { name: 'Efectivo', exact: true }).click();
  const owed = (await page.getByTestId('pay-owed').innerText()).replace(/^.*\$/, '');
  await page.getByTestId('pay-line-0-monto').fill(owed);
  await page.getByTestId('pay-register').click();
  await expect(page.getByTestId('pay-result-status')).toHaveText('Pago Registrado.');
});
