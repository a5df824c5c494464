/**
 * Online payment (Q30; D3 §7.2; ruling P74) as the customs agent 'aga', whose identity carries
 * kEnabled: from the invoice list the provider's page opens in a new tab; abandoning it leaves the
 * invoice 'Pago en proceso' until the timeout on the demo clock; a forged notification changes
 * nothing; the provider's confirmation pays it, and the list turns it paid without a reload. Then
 * finance cannot pay it again.
 */
import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { tokenOf } from './support';

test.use({ user: 'aga' });

/** The provider's tab, opened by 'Pagar en línea' on the selection; its payment id from its address. */
async function openProvider(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByTestId('online-pay').click();
  const provider = await popup;
  await expect(provider.getByRole('heading', { name: 'Pago en línea' })).toBeVisible();
  const paymentId = /\/pg\/khipu\/pay\/([0-9a-f]+)$/.exec(provider.url())![1]!;
  return { provider, paymentId };
}

test('INV-047 INV-072 INV-075 INV-052 INV-112: the agent pays online; abandoned it stays in process until the timeout, a forged notification changes nothing, the signed one pays it; finance cannot pay it again', async ({
  page,
  signInAs,
}) => {
  // Paid invoices are listed too (they are 'canceladas'), so the row stays to turn paid.
  await page.goto('/invoice/invoices?fromDate=01%2F01%2F2025&toDate=05%2F11%2F2025&includeCanceled=true');
  const results = page.getByTestId('invoice-results');
  const first = results.locator('tbody tr').filter({ hasText: 'Finalizada' }).first();
  const draft = (await first.locator('td').nth(1).innerText()).trim();
  const finalNumber = (await first.locator('td').nth(2).innerText()).trim();
  const row = results.locator('tbody tr').filter({ has: page.locator('td', { hasText: new RegExp(`^${draft}$`) }) });
  await expect(page.getByTestId('online-pay')).toBeDisabled();
  await row.getByRole('checkbox').check();
  await expect(page.getByTestId('online-pay')).toBeEnabled();

  // Abandoned: in process (no other payment may take it), until the timeout on the terminal's clock.
  const abandoned = await openProvider(page);
  await abandoned.provider.getByRole('button', { name: 'Abandonar' }).click();
  await expect(abandoned.provider.getByTestId('provider-state')).toHaveText(/Abandonó el pago/);
  await abandoned.provider.close();
  await expect(row).toContainText('Pago en proceso');
  await expect(page.getByTestId('online-pay')).toBeDisabled();
  await expectNoAxeViolations(page, 'facturas con un pago en línea en proceso');
  const clock = (await (await page.request.get('/__mock/clock')).json()).now as string;
  await page.request.post('/__mock/clock', { data: { now: new Date(Date.parse(clock) + 31 * 60_000).toISOString() } });
  await expect(row).toContainText('Finalizada'); // the list asks again on its own while a payment is open

  const { provider, paymentId } = await openProvider(page);
  await expect(row).toContainText('Pago en proceso');
  // A notification signed with another secret is refused; the invoice stays unpaid.
  const body = JSON.stringify({
    notificationId: `n-${paymentId}`,
    paymentId,
    amount: 1,
    currency: 'CLP',
    status: 'done',
  });
  const t = Math.floor(Date.now() / 1000);
  const forged = await page.request.post('/api/pg/khipu/notify', {
    headers: {
      'content-type': 'application/json',
      'X-Khipu-Signature': `t=${t},s=${createHmac('sha256', 'not-the-secret').update(`${t}.${body}`).digest('hex')}`,
    },
    data: body,
  });
  expect(forged.status()).toBe(401);
  const token = await tokenOf(page);
  expect(
    (await (await page.request.get(`/api/invoice/${draft}`, { headers: { 'x-auth-token': token } })).json()).paid,
  ).toBe(false);

  // The provider confirms and notifies the server (signed): that alone pays; the list follows without a reload.
  await provider.getByRole('button', { name: 'Pagar' }).click();
  await expect(provider.getByTestId('provider-state')).toHaveText('Pago recibido y registrado por el portal.');
  await provider.close();
  await expect(row).toContainText('Pagada (cancelada)');

  // Finance cannot pay it again: the pay screen's precheck refuses it and the register button stays off.
  await signInAs('finanzas');
  await page.goto(`/invoice/pay?drafts=${draft}`);
  await expect(page.getByTestId('pay-precheck')).toHaveText(`La factura ya está pagada. (${finalNumber})`);
  await expect(page.getByTestId('pay-register')).toBeDisabled();
});
