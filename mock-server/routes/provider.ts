/**
 * The simulated online payment provider's pages (/pg; Q30; ruling P74), outside the portal and with
 * their own look: /pg/khipu/start/{s|m}/{drafts}?ticket= takes the one-use ticket the portal made
 * and shows the payment; 'Pagar' confirms it at the provider, which then notifies the server server
 * to server (signed), and the browser lands on the return page, which only shows the state (it never
 * pays anything); 'Abandonar' leaves it (the portal's mark clears by timeout).
 */
import { Router, type Request, type Response } from 'express';
import { formatClp } from '../../src/domain/formats';
import { SIGNATURE_HEADER } from '../../src/domain/payments/onlinePayment';
import { providerPageMessages } from '../../src/i18n/providerPageMessages';
import type { AppContext } from '../context';
import { baseUrl } from '../records';
import { notificationOf, sign } from '../modules/payments/provider';
import { providerNotify } from '../../src/domain/payments/calls';
import type { OnlinePayment } from '../modules/payments/types';

const t = providerPageMessages;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: Response, body: string, status = 200) {
  res
    .status(status)
    .type('html')
    .send(`<!doctype html><html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title} — khipu</title>
<style>body{margin:0;font-family:Georgia,serif;background:#f4efe6;color:#2b2118}header{background:#6b2d5c;color:#fff;padding:14px 20px;font-size:20px;letter-spacing:.04em}
main{max-width:460px;margin:32px auto;background:#fff;border-radius:14px;padding:24px;box-shadow:0 2px 10px #0002}h1{font-size:22px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px}
dt{color:#6b5a4a}dd{margin:0;font-weight:bold}form{display:inline}button{font:inherit;font-size:17px;border:0;border-radius:999px;padding:10px 22px;margin:18px 8px 0 0;cursor:pointer}
.pay{background:#2f7d4a;color:#fff}.abandon{background:#e9e1d6;color:#2b2118}p{line-height:1.5}</style></head>
<body><header>${t.brand}</header><main>${body}</main></body></html>`);
}

export function providerRoutes(ctx: AppContext): Router {
  const router = Router();
  const store = ctx.store;
  const paymentOf = (req: Request): OnlinePayment | undefined =>
    store.findById('onlinePayment', String(req.params.id ?? ''));
  // The invoices by the numbers the portal showed (their final numbers), from the store's own invoices, never from the address.
  const invoiceNumbers = (payment: OnlinePayment): string =>
    payment.drafts.map((d) => String(store.findById('invoice', d)?.finalNumber ?? d)).join(', ');

  router.get('/khipu/start/:mode/:drafts', async (req, res) => {
    const payment = store.findById('onlinePayment', String(req.query.ticket ?? ''));
    const drafts = String(req.params.drafts).split(',').map(Number);
    const mode = req.params.mode === 's' ? 1 : 0;
    const matches =
      payment &&
      !payment.ticketUsed &&
      drafts.join(',') === payment.drafts.join(',') &&
      (mode === 1 ? drafts.length === 1 : req.params.mode === 'm');
    if (!payment || !matches) return page(res, `<h1>${t.title}</h1><p>${t.invalid}</p>`, 404);
    payment.ticketUsed = true;
    store.touch('onlinePayment', payment);
    await store.commit();
    res.redirect(303, `/pg/khipu/pay/${payment.id}`);
  });

  router.get('/khipu/pay/:id', (req, res) => {
    const payment = paymentOf(req);
    if (!payment) return page(res, `<h1>${t.title}</h1><p>${t.invalid}</p>`, 404);
    if (payment.status !== 'pending') return res.redirect(303, `/pg/khipu/return/${payment.id}`);
    page(
      res,
      `<h1>${t.title}</h1><dl><dt>${t.merchant}</dt><dd>${esc(ctx.terminalName)}</dd><dt>${t.invoices}</dt><dd data-testid="provider-invoices">${esc(invoiceNumbers(payment))}</dd>
<dt>${t.amount}</dt><dd data-testid="provider-amount">${formatClp(payment.amountLocal)}</dd></dl>
<form method="post" action="/pg/khipu/pay/${payment.id}/confirm"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="/pg/khipu/pay/${payment.id}/abandon"><button class="abandon" type="submit">${t.abandon}</button></form>`,
    );
  });

  router.post('/khipu/pay/:id/confirm', async (req, res) => {
    const payment = paymentOf(req);
    if (!payment) return page(res, `<h1>${t.title}</h1><p>${t.invalid}</p>`, 404);
    if (payment.status === 'pending') {
      payment.status = 'confirmed';
      store.touch('onlinePayment', payment);
      await store.commit();
      // The provider notifies the merchant's server, server to server, signed with the shared secret.
      const body = JSON.stringify(providerNotify.toWire(notificationOf(payment)).body);
      const answer = await fetch(`${baseUrl(req)}/api/pg/khipu/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body, Math.floor(Date.now() / 1000)) },
        body,
      }).catch(() => undefined);
      if (!answer?.ok)
        ctx.log(
          `[proveedor de pagos] la notificación del pago ${payment.id} no fue aceptada (${answer?.status ?? 'sin respuesta'})`,
        );
    }
    res.redirect(303, `/pg/khipu/return/${payment.id}`);
  });

  router.post('/khipu/pay/:id/abandon', async (req, res) => {
    const payment = paymentOf(req);
    if (!payment) return page(res, `<h1>${t.title}</h1><p>${t.invalid}</p>`, 404);
    if (payment.status === 'pending') {
      payment.status = 'abandoned';
      store.touch('onlinePayment', payment);
      await store.commit();
    }
    res.redirect(303, `/pg/khipu/return/${payment.id}`);
  });

  // The browser's return: it shows the state and changes nothing.
  router.get('/khipu/return/:id', (req, res) => {
    const payment = paymentOf(req);
    if (!payment) return page(res, `<h1>${t.title}</h1><p>${t.invalid}</p>`, 404);
    const state =
      payment.paymentGroupId !== null
        ? t.paid
        : payment.status === 'abandoned'
          ? t.abandoned
          : payment.status === 'confirmed'
            ? t.confirmed
            : t.pending;
    page(res, `<h1>${t.title}</h1><p data-testid="provider-state">${state}</p><p>${t.back}</p>`);
  });
  return router;
}
