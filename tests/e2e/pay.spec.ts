/**
 * The pay screen (D3 §2.1, §5 Payment registration) as finance: two invoices of two customers
 * chosen in the invoice list are paid, one by cheque and one by transfer, each line at its
 * customer's due; the result is registered and its receipt opens.
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
  // Two customers: one line each, its amount fixed at that customer's due; nothing remains.
  await expect(page.getByTestId('pay-line-0')).toBeVisible();
  await expect(page.getByTestId('pay-line-1')).toBeVisible();
  await expect(page.getByTestId('pay-register')).toBeDisabled();

  await pick(page, 'pay-line-0-type', 'Cheque');
  await expect(page.getByTestId('pay-line-0-monto')).toHaveAttribute('readonly', '');
  await page.locator('#pay-line-0-banco').click();
  await page.getByRole('option', { name: 'Banco de Chile' }).click();
  await expect(page.getByTestId('pay-line-0-dateCheque')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  await page.getByTestId('pay-line-0-nbrCheque').fill('4471');
  await pick(page, 'pay-line-1-type', 'Transferencia');
  await page.locator('#pay-line-1-banco').click();
  await page.getByRole('option', { name: 'BancoEstado' }).click();
  await expect(page.getByTestId('pay-line-1-dateTransfer')).toHaveValue(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  await page.getByTestId('pay-line-1-nbrTransfer').fill('TX-2201');
  await page.locator('#pay-line-1-rutDeposit').fill('760864285');
  await expect(page.getByTestId('pay-remaining')).toHaveText('Saldo por pagar: $0');
  await expect(page.getByTestId('pay-register')).toBeEnabled();
  await expectNoAxeViolations(page, 'registrar pago');
  await page.getByTestId('pay-register').click();

  await expect(page).toHaveURL(/\/invoice\/pay\/detail$/);
  await expect(page.getByTestId('pay-result-status')).toHaveText('Pago Registrado.');
  await expect(page.getByTestId('pay-result-line-0')).toContainText('Cheque');
  await expect(page.getByTestId('pay-result-line-1')).toContainText('BancoEstado');
  await expect(page.getByTestId('pay-result-sequence-0')).toHaveText(/^\d+$/);
  const receipt = page.waitForEvent('popup');
  await page.getByTestId('pay-result-receipt').click();
  await (await receipt).close();
});
