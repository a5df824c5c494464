/** Mock server, the online payment provider (Q30; ruling P74): opening, the provider's pages, the signed notification, forgeries, abandonment. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from '../../mock-server/modules/payments/provider';
import type { Invoice } from '../../mock-server/modules/invoicing/types';
import type { OnlinePayment } from '../../mock-server/modules/payments/types';
import { totalsOf } from '../../mock-server/modules/invoicing/views';
import type { InvoiceWire } from '../../src/domain/terminalWire/invoices';
import { notificationFlood } from '../harness/support/notificationFlood';
import { startMock, type Mock, type Reply } from './helpers';
import { finalInvoice } from '../support/finalInvoice';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let aga: Call;
let aga2: Call;
let finanzas: Call;
let agentId: string;

const invoice = (usdMinor = 1500): Invoice => finalInvoice(mock.store!, { usdMinor, agentId });
const notifyRaw = (body: string, signature: string) =>
  fetch(`${mock.url}/api/pg/khipu/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Khipu-Signature': signature },
    body,
  });
const notification = (p: OnlinePayment, amount = p.amountLocal) =>
  JSON.stringify({ notificationId: `n-${p.id}`, paymentId: p.id, amount, currency: 'CLP', status: 'done' });
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  mock = await startMock({ port: 8620 });
  [aga, aga2, finanzas] = await Promise.all([mock.as('aga'), mock.as('aga2'), mock.as('finanzas')]);
  agentId = mock.store!.db.user.find((u) => u.login === 'aga')!.agentId!;
});
afterAll(async () => {
  await mock?.dispose();
});

describe('online payment', () => {
  it('ROLE-007 INV-072 INV-073 INV-076: only an identity with kEnabled of the Q30 roles opens it; it marks the invoice in process, which then cannot be opened again', async () => {
    expect((await aga('GET', '/api/account')).body.kEnabled).toBe(true);
    expect((await aga2('GET', '/api/account')).body.kEnabled).toBe(false);
    const a = invoice();
    await mock.store!.commit();
    expect((await finanzas('POST', '/api/payment/online', { drafts: [a.id] })).status).toBe(403);
    const opened = await aga('POST', '/api/payment/online', { drafts: [a.id] });
    expect(opened.status).toBe(201);
    expect(opened.body.url).toBe(`/pg/khipu/start/s/${a.id}?ticket=${opened.body.paymentId}`);
    expect(((await aga('GET', `/api/invoice/${a.id}`)).body as InvoiceWire).paymentInProcess).toBe(true);
    expect((await aga('POST', '/api/payment/online', { drafts: [a.id] })).body.message).toBe(
      `La factura tiene un pago en línea en proceso. (${a.finalNumber})`,
    );
    const aga2Agent = mock.store!.db.user.find((u) => u.login === 'aga2')!.agentId!;
    const b = invoice();
    b.agentId = aga2Agent;
    await mock.store!.commit();
    expect((await aga2('POST', '/api/payment/online', { drafts: [b.id] })).body.message).toBe(
      'El pago en línea no está habilitado para su usuario.',
    );
  });

  it("INV-074 INV-075: the provider's page confirms, the provider notifies the server signed, and that alone pays; the return page only shows the state", async () => {
    const [a, b] = [invoice(1500), invoice(2500)];
    await mock.store!.commit();
    const opened = (await aga('POST', '/api/payment/online', { drafts: [a.id, b.id] })).body as {
      url: string;
      paymentId: string;
    };
    expect(opened.url).toBe(`/pg/khipu/start/m/${a.id},${b.id}?ticket=${opened.paymentId}`);
    const start = await fetch(`${mock.url}${opened.url}`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toBe(`/pg/khipu/pay/${opened.paymentId}`);
    expect((await fetch(`${mock.url}${opened.url}`, { redirect: 'manual' })).status).toBe(404);
    const pageHtml = await (await fetch(`${mock.url}/pg/khipu/pay/${opened.paymentId}`)).text();
    expect(pageHtml).toContain(new Intl.NumberFormat('es-CL').format(totalsOf(a).totalLocal + totalsOf(b).totalLocal));
    // The invoices by the numbers the console showed (their final numbers), not the drafts the address names.
    expect(pageHtml).toContain(`<dd data-testid="provider-invoices">${a.finalNumber}, ${b.finalNumber}</dd>`);
    // The browser's return before the provider confirms changes nothing.
    expect(await (await fetch(`${mock.url}/pg/khipu/return/${opened.paymentId}`)).text()).toContain(
      'El pago está pendiente.',
    );
    expect([a.paid, b.paid]).toEqual([false, false]);
    const confirmed = await fetch(`${mock.url}/pg/khipu/pay/${opened.paymentId}/confirm`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(confirmed.headers.get('location')).toBe(`/pg/khipu/return/${opened.paymentId}`);
    expect([a.paid, b.paid]).toEqual([true, true]);
    expect((await aga('GET', `/api/invoice/${a.id}`)).body as InvoiceWire).toMatchObject({
      paid: true,
      paymentInProcess: false,
      stage: 'paid',
    });
    expect(await (await fetch(`${mock.url}/pg/khipu/return/${opened.paymentId}`)).text()).toContain(
      'Pago recibido y registrado por el portal.',
    );
  });

  it('INV-075: a forged, stale or tampered notification changes nothing; a repeated valid one pays once', async () => {
    const a = invoice();
    await mock.store!.commit();
    const id = (await aga('POST', '/api/payment/online', { drafts: [a.id] })).body.paymentId as string;
    const payment = mock.store!.findById('onlinePayment', id)!;
    const body = notification(payment);
    const forged = await notifyRaw(body, sign(body, now(), 'not-the-secret'));
    expect([forged.status, (await forged.json()).message]).toEqual([401, 'Firma de la notificación inválida.']);
    const stale = await notifyRaw(body, sign(body, now() - 600));
    expect([stale.status, (await stale.json()).message]).toEqual([
      401,
      'Notificación vencida o repetida fuera de plazo.',
    ]);
    const tampered = await notifyRaw(notification(payment, 10), sign(body, now()));
    expect(tampered.status).toBe(401);
    const wrongAmount = notification(payment, 10);
    expect((await notifyRaw(wrongAmount, sign(wrongAmount, now()))).status).toBe(400);
    expect(a.paid).toBe(false);
    const groups = mock.store!.db.paymentGroup.length;
    const [first, again] = [await notifyRaw(body, sign(body, now())), await notifyRaw(body, sign(body, now()))];
    expect([first.status, again.status]).toEqual([200, 200]);
    expect((await first.json()).paymentGroupId).toBe((await again.json()).paymentGroupId);
    expect(mock.store!.db.paymentGroup.length).toBe(groups + 1);
    expect(a.paid).toBe(true);
  });

  it("INV-075: an abandoned payment leaves the invoice in process until the timeout on the terminal's clock, then it can be paid again", async () => {
    const a = invoice();
    await mock.store!.commit();
    const opened = (await aga('POST', '/api/payment/online', { drafts: [a.id] })).body as {
      url: string;
      paymentId: string;
    };
    await fetch(`${mock.url}${opened.url}`, { redirect: 'manual' });
    await fetch(`${mock.url}/pg/khipu/pay/${opened.paymentId}/abandon`, { method: 'POST', redirect: 'manual' });
    expect(await (await fetch(`${mock.url}/pg/khipu/return/${opened.paymentId}`)).text()).toContain(
      'Abandonó el pago.',
    );
    expect(((await aga('GET', `/api/invoice/${a.id}`)).body as InvoiceWire).paymentInProcess).toBe(true);
    const clock = (await mock.call('GET', '/__mock/clock')).body.now as string;
    await mock.call('POST', '/__mock/clock', {
      json: { now: new Date(Date.parse(clock) + 31 * 60_000).toISOString() },
    });
    expect(((await aga('GET', `/api/invoice/${a.id}`)).body as InvoiceWire).paymentInProcess).toBe(false);
    expect((await aga('POST', '/api/payment/online', { drafts: [a.id] })).status).toBe(201);
  });

  it('INV-075 INV-112: while its online payment is open the desk does not pay the invoice (validatepay and addpayment refuse it)', async () => {
    const a = invoice();
    await mock.store!.commit();
    expect((await aga('POST', '/api/payment/online', { drafts: [a.id] })).status).toBe(201);
    const inProcess = `La factura tiene un pago en línea en proceso. (${a.finalNumber})`;
    expect((await finanzas('GET', `/api/invoice/validatepay/${a.id}`)).body).toEqual({
      valor: false,
      mensaje: inProcess,
    });
    const owedLocal = totalsOf(a).totalLocal;
    const desk = await finanzas('POST', '/api/payment/addpayment/true', [
      {
        type: 'CASH',
        localAmount: owedLocal,
        paymentItems: { paymentItem: [{ invoiceDraftNumber: a.id, amountLocal: owedLocal, paidInFull: true }] },
      },
    ]);
    expect([desk.status, desk.body.message]).toEqual([409, inProcess]);
    expect(a.paid).toBe(false);
  });

  it('INV-075: a flood of notifications, a third forged, replayed or tampered: only the valid ones pay, each once, and none is a 5xx (1,000 in npm run bench)', async () => {
    const r = await notificationFlood(mock.url, mock.store!, 60);
    expect(r).toMatchObject({ sent: 90, accepted: 60, refused: 30, serverErrors: 0, paidItems: 60, paidInvoices: 60 });
  });
});
