/**
 * The pay screen (D3 §2.1, §5 Payment registration) as finance: two invoices of two customers
 * chosen in the invoice list are paid, one by cheque and one by transfer, each line at its
 * customer's due; the result is registered and its receipt opens. One customer's invoice then
 * takes lines added and removed.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ user: 'finanzas' });

async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('INV-071 INV-079 INV-080 INV-081 INV-085 INV-086 INV-089 INV-090 INV-105 INV-111 INV-113 INV-114 INV-116 INV-119 INV-120: finance pays two invoices of two customers by cheque and transfer and opens the receipt', async ({
  page,
}) => {
  await page.goto('/invoice/invoices?fromDate=01%2F01%2F2025&toDate=05%2F11%2F2025');
  const results = page.getByTestId('invoice-results');
  const rows = results.locator('tbody tr').filter({ hasText: 'Finalizada' });
  const names: string[] = [];
  for (let i = 0; names.length < 2; i++) {
    const row = rows.nth(i);
    const customer = (await row.locator('td').nth(6).innerText()).trim();
    if (names.includes(customer)) continue;
    names.push(customer);
    await row.getByRole('checkbox').check();
  }
  await page.getByTestId('invoices-pay').click();
  await expect(page).toHaveURL(/\/invoice\/pay\?drafts=\d+,\d+$/);
  await expect(page.getByTestId('pay-invoices').locator('li')).toHaveCount(2);
  // The owed total is the sum of the two invoices' local owed amounts (CLP, no decimals).
  const clp = (text: string) => Number(/\$([\d.]+)/.exec(text)![1]!.replace(/\./g, ''));
  const owedEach = (await page.getByTestId('pay-invoices').locator('li').allInnerTexts()).map(clp);
  await expect(page.getByTestId('pay-owed')).toHaveText(
    `Total adeudado: $${new Intl.NumberFormat('es-CL').format(owedEach[0]! + owedEach[1]!)}`,
  );
  // Two customers: one line each, its amount fixed at that customer's due; nothing remains.
  await expect(page.getByTestId('pay-line-0')).toBeVisible();
  await expect(page.getByTestId('pay-line-1')).toBeVisible();
  await expect(page.getByTestId('pay-register')).toBeDisabled();

  await pick(page, 'pay-line-0-type', 'Cheque');
  await expect(page.getByTestId('pay-line-0-monto')).toHaveAttribute('readonly', '');
  await page.locator('#pay-line-0-banco').click();
  await page.getByRole('option', { name: 'Banco de Chile' }).click();
  // The dates start at the terminal's day (the demo clock, America/Santiago), DD-MM-YYYY (HH:mm).
  const clock = (await (await page.request.get('/__mock/clock')).json()) as { now: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' })
    .format(new Date(clock.now))
    .split('-')
    .reverse()
    .join('-');
  await expect(page.getByTestId('pay-line-0-dateCheque')).toHaveValue(today);
  await page.getByTestId('pay-line-0-nbrCheque').fill('4471');
  await pick(page, 'pay-line-1-type', 'Transferencia');
  await page.locator('#pay-line-1-banco').click();
  await page.getByRole('option', { name: 'BancoEstado' }).click();
  await expect(page.getByTestId('pay-line-1-dateTransfer')).toHaveValue(new RegExp(`^${today} \\d{2}:\\d{2}$`));
  await page.getByTestId('pay-line-1-nbrTransfer').fill('TX-2201');
  await page.locator('#pay-line-1-rutDeposit').fill('760864285');
  await expect(page.getByTestId('pay-remaining')).toHaveText('Saldo por pagar: $0');
  await expect(page.getByTestId('pay-register')).toBeEnabled();
  await expectNoAxeViolations(page, 'registrar pago');
  // INV-113: nothing remains owed, so the registration goes as pfll = true.
  const registration = page.waitForRequest((r) => r.url().includes('/api/payment/addpayment/'));
  await page.getByTestId('pay-register').click();
  expect(new URL((await registration).url()).pathname).toBe('/api/payment/addpayment/true');

  await expect(page).toHaveURL(/\/invoice\/pay\/detail$/);
  await expect(page.getByTestId('pay-result-status')).toHaveText('Pago Registrado.');
  await expect(page.getByTestId('pay-result-line-0')).toContainText('Cheque');
  await expect(page.getByTestId('pay-result-line-1')).toContainText('BancoEstado');
  await expect(page.getByTestId('pay-result-sequence-0')).toHaveText(/^\d+$/);
  const receipt = page.waitForEvent('popup');
  await page.getByTestId('pay-result-receipt').click();
  await (await receipt).close();

  // INV-081: one customer's invoice: lines are added and removed (several customers get one line each, fixed).
  await page.goto('/invoice/invoices?fromDate=01%2F01%2F2025&toDate=05%2F11%2F2025');
  const open = (await rows.first().locator('td').nth(1).innerText()).trim();
  // INV-071, INV-079: its costs offer the payment, on the single-invoice variant of the pay screen.
  await page.goto(`/invoice/invoices/costs/${open}`);
  await page.getByTestId('invoice-pay').click();
  await expect(page).toHaveURL(new RegExp(`/invoice/invoices/costs/${open}/pay$`));
  await expect(page.getByTestId('pay-line-0')).toBeVisible();
  await page.getByTestId('pay-add-line').click();
  await expect(page.getByTestId('pay-line-1')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar línea 2' }).click();
  await expect(page.getByTestId('pay-line-1')).toHaveCount(0);
  await expect(page.getByTestId('pay-line-0')).toBeVisible();
});
