/**
 * Payments (/payments; D3 §2.2, §4 Payment and Posting) as finance: a payment registered while
 * billing was down waits as pending; finance finds it, syncs it, opens its detail and receipt, and
 * posts it. The payment is set up through the API (the pay screen's own flow has its own spec).
 */
import { formatClp } from '../../src/domain/formats';
import { formatIdentification } from '../../src/domain/rut';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, tokenOf } from './support';

test.use({ user: 'finanzas' });

test('PAY-001 PAY-002 PAY-009 PAY-013 PAY-014 PAY-015 PAY-016 PAY-019 PAY-020 INV-118 INV-120: a pending payment group is synced, its detail and receipt open, then it is posted', async ({
  page,
  request,
}) => {
  await page.goto('/payments');
  await expect(page.getByTestId('payments-empty')).toBeVisible();
  // The search form on the left, the empty detail beside it.
  const formBox = (await page.getByTestId('payments-search').boundingBox())!;
  const emptyBox = (await page.getByTestId('payments-empty').boundingBox())!;
  expect(formBox.x + formBox.width).toBeLessThanOrEqual(emptyBox.x);
  const headers = { 'x-auth-token': await tokenOf(page) };
  const invoices = (await (
    await request.post('/api/invoice/search', {
      headers,
      data: { status: 'FINAL', fromDate: '01/01/2024', toDate: '31/12/2027' },
    })
  ).json()) as { draftNumber: number; finalNumber: number; totalLocalOwed: number }[];
  const invoice = invoices[0]!;
  await request.post('/__mock/billing', { data: { online: false } });
  const paid = await request.post('/api/payment/addpayment/true', {
    headers: { ...headers, 'Idempotency-Key': `e2e-${invoice.draftNumber}` },
    data: [
      {
        type: 'CASH',
        localAmount: invoice.totalLocalOwed,
        paymentItems: { paymentItem: [{ invoiceDraftNumber: invoice.draftNumber }] },
      },
    ],
  });
  expect(paid.status()).toBe(201);
  const group = ((await paid.json()) as { groupId: number }).groupId;
  await request.post('/__mock/billing', { data: { online: true } });

  // The default period (the last 7 days) holds today's payment.
  await page.getByTestId('payments-only-pendings').check();
  await page.getByTestId('payments-search').click();
  const list = page.getByTestId('payment-groups');
  const row = list.locator('tbody tr').filter({ hasText: String(invoice.finalNumber) });
  await expect(row).toContainText('Pendiente (sincronización requerida)');
  await expectNoAxeViolations(page, 'pagos pendientes');
  await expect(page.getByTestId(`payments-sync-${group}`)).toHaveText('Sync');
  await page.getByTestId(`payments-sync-${group}`).click();
  await expect(messageBar(page)).toContainText('Sincronización terminada.');
  // Synced, it leaves the pending list; every payment of the period shows it with its detail.
  await expect(row).toHaveCount(0);
  await page.getByTestId('payments-only-pendings').uncheck();
  await page.getByTestId('payments-search').click();
  await expect(page.getByTestId(`payments-detail-${group}`)).toBeVisible();

  await page.getByTestId(`payments-detail-${group}`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pago N° ${group}`);
  // Each invoice of the group with its number, client, client RUT and amount.
  const detail = (
    (await (await request.post('/api/payment/bypaynbr', { headers, data: { payNbrs: String(group) } })).json()) as {
      facturas: { facNbr: number; nomCli: string; rurCli: string; monto: number }[];
    }[]
  )[0]!.facturas;
  expect(detail.map((f) => f.facNbr)).toEqual([invoice.finalNumber]);
  const cells = page.getByTestId('payment-invoices').locator('tbody tr').first().locator('td');
  await expect(cells).toHaveText([
    String(invoice.finalNumber),
    detail[0]!.nomCli,
    formatIdentification(detail[0]!.rurCli),
    formatClp(detail[0]!.monto),
  ]);
  const receipt = page.waitForEvent('popup');
  await page.getByTestId('payment-receipt').click();
  await (await receipt).close();
  await page.getByRole('link', { name: 'Volver a los pagos' }).click();

  await page.getByTestId('payments-post').click();
  await expect(messageBar(page)).toContainText('Seleccione los pagos a contabilizar');
  await list
    .locator('tbody tr')
    .filter({ hasText: String(invoice.finalNumber) })
    .getByRole('checkbox')
    .check();
  await page.getByTestId('payments-post').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(messageBar(page)).toContainText('Pagos contabilizados: 1');
  await expect(page.getByTestId('payments-empty')).toBeVisible();
});
