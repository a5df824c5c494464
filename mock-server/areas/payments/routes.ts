/**
 * Payments' calls (D3 §7.1, §7.2 validatepay; INV-080…123, PAY-001…022; Q33–Q36; ruling P73): the
 * tolerance and the banks, registering a payment (idempotent by its key), resending a group to
 * billing, the three searches, posting, the spreadsheet, the receipt and the drafts' precheck.
 * Roles per the payment rows (src/domain/payments/paymentPermissions.ts).
 */
import type { Request, Response } from 'express';
import { SIGNATURE_HEADER } from '../../../src/domain/payments/onlinePayment';
import { paymentsArea } from '../../../src/custom/payments/area';
import { fromMinor } from '../../../src/domain/money';
import { paymentDocumentMessages as d } from '../../../src/i18n/paymentDocumentMessages';
import { paymentRuleMessages as m } from '../../../src/i18n/paymentRuleMessages';
import { notFound } from '../../errors';
import { bodyObject } from '../../records';
import { refused } from '../../terminalModel/errors';
import { terminalHttp } from '../../terminalModel/http';
import { BANKS } from '../../terminalModel/payments/banks';
import { billingOnline, syncGroup } from '../../terminalModel/payments/billing';
import { paymentReceiptPdf } from '../../terminalModel/payments/documents';
import { postedIds, postGroups } from '../../terminalModel/payments/posting';
import { registerPayment, validateDrafts } from '../../terminalModel/payments/register';
import { searchGroups, type PaymentSearchMode } from '../../terminalModel/payments/search';
import { applyNotification, openOnlinePayment, verifySignature } from '../../terminalModel/payments/provider';
import { toleranceAnswer } from '../../terminalModel/payments/tolerance';
import { addPaymentAnswer, groupView, resendAnswer } from '../../terminalModel/payments/views';
import { sendPdf } from '../../terminalModel/pdf';
import { sendXlsx, workbook } from '../../terminalModel/spreadsheet';
import type { PaymentGroup } from '../../terminalModel/types';
import { defineMockArea } from '../types';

const ROW = 'payments';
const IDEMPOTENCY_HEADER = 'idempotency-key';

export const paymentsMockArea = defineMockArea({
  area: paymentsArea,
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    const groupAt = (req: Request): PaymentGroup => {
      const group = store.findById('paymentGroup', Number(http.param(req, 'grpId')));
      if (!group) throw notFound(m.postMissing);
      return group;
    };

    /** POST /payment/addpayment/{pfll}: one registration; a repeat of the same key answers the same group. */
    async function addPayment(req: Request, res: Response) {
      const key = req.get(IDEMPOTENCY_HEADER)?.trim() || null;
      const requests = Array.isArray(req.body) ? (req.body as unknown[]) : [];
      const { group, repeated } = registerPayment(store, { requests, idempotencyKey: key }, http.user(res), http.moment(res));
      // A repeat waits for the first one's write too: nothing is acknowledged before it is durable.
      await store.commit();
      res.status(repeated ? 200 : 201).json(addPaymentAnswer(group));
    }

    /** GET /payment/resendpaym/{grpId}, POST /resendPaymentWithDetails/{grpId}: billing takes a pending group when it is up. */
    async function resend(req: Request, res: Response) {
      const group = groupAt(req);
      if (group.status !== 'PAY_OK') {
        if (!billingOnline(store)) throw refused(m.syncFailed);
        syncGroup(store, group, http.now());
        await store.commit();
      }
      res.json(resendAnswer(group));
    }

    const search = (mode: PaymentSearchMode) => (req: Request, res: Response) => res.json(searchGroups(store, bodyObject(req), mode).map((g) => groupView(store, g)));

    async function exportSheet(req: Request, res: Response) {
      const b = bodyObject(req);
      const mode: PaymentSearchMode = b.facNbrs ? 'byinvoice' : b.payNbrs ? 'bypaynbr' : 'period';
      const rows = searchGroups(store, b, mode).flatMap((g) => {
        const v = groupView(store, g);
        return v.items.map((i) => [g.id, v.fecha, g.sequenceNbr, g.status === 'PAY_OK' ? d.synced : d.pending, g.posted ? d.yes : d.no, i.facturaNbr, i.nombreCliente, i.rutCliente,
          i.nombreAgente, i.rutAgente, i.montoTotalFact, i.tipoPago, g.currency === 'USD' ? fromMinor(g.lines.reduce((s, l) => s + l.amountMinor, 0), 'USD') : g.lines.reduce((s, l) => s + l.amountMinor, 0), g.currency]);
      });
      const headers = [d.group, d.date, d.sequence, d.status, d.posted, d.invoice, d.customer, d.customerId, d.agent, d.agentId, d.invoiceTotal, d.paymentTypes, d.amount, d.currency];
      sendXlsx(res, await workbook(d.sheet, headers, rows), 'pagos');
    }

    async function receipt(req: Request, res: Response) {
      const group = store.findById('paymentGroup', Number(http.param(req, 'id')));
      const user = http.user(res);
      if (!group || (!user.authorities.includes('ROLE_FINANCIAL') && group.createdBy !== user.login)) throw notFound(m.receiptUnavailable);
      if (group.sequenceNbr === '0') throw refused(m.receiptUnavailable);
      sendPdf(res, await paymentReceiptPdf(group, ctx.terminalName, http.now()), `pago-${group.id}`);
    }

    async function post(req: Request, res: Response) {
      const answer = postGroups(store, postedIds(req.body), http.now());
      if (answer.valor) await store.commit();
      res.json(answer);
    }

    /** GET /payment/ctacte: finance's current account — each customer's final unpaid invoices and what they owe. */
    function currentAccount(_req: Request, res: Response) {
      const byCustomer = new Map<string, { customerId: string; customerName: string; facturas: number[] }>();
      for (const i of store.db.invoice) {
        if (i.status !== 'FINAL' || i.paid) continue;
        const row = byCustomer.get(i.payeeCustomerId) ?? { customerId: i.payeeCustomerId, customerName: i.payeeCustomerName, facturas: [] };
        row.facturas.push(i.finalNumber!);
        byCustomer.set(i.payeeCustomerId, row);
      }
      res.json([...byCustomer.values()]);
    }

    /** POST /payment/online {drafts}: the provider's payment opened, the invoices 'pago en proceso'; the new tab's address (Q30, INV-073, INV-074). */
    async function openOnline(req: Request, res: Response) {
      const b = bodyObject(req);
      const drafts = (Array.isArray(b.drafts) ? b.drafts : []).map(Number).filter((n) => Number.isInteger(n) && n > 0);
      const payment = openOnlinePayment(store, drafts, http.user(res), http.moment(res));
      await store.commit();
      const mode = payment.drafts.length === 1 ? 's' : 'm';
      res.status(201).json({ paymentId: payment.id, url: `/pg/khipu/start/${mode}/${payment.drafts.join(',')}?ticket=${payment.id}` });
    }

    /** POST /pg/khipu/notify (public: signed by the provider, ruling P74): a forged, stale or wrong notification is refused and logged; a valid one pays, once. */
    async function notify(req: Request, res: Response) {
      const raw = (req as { rawBody?: Buffer }).rawBody?.toString('utf8') ?? '';
      try {
        verifySignature(raw, req.get(SIGNATURE_HEADER), Date.now());
        const group = applyNotification(store, req.body, { now: http.now(), login: 'khipu' });
        await store.commit();
        res.json({ ok: true, paymentGroupId: group.id, sequenceNbr: group.sequenceNbr });
      } catch (error) {
        ctx.log(`[pago en línea] notificación rechazada: ${(error as Error).message} — ${raw.slice(0, 200)}`);
        throw error;
      }
    }

    return [
      { method: 'post', path: '/pg/khipu/notify', permission: 'signed', handler: notify },
      { method: 'post', path: '/payment/online', permission: [ROW, 'online'], handler: openOnline },
      { method: 'get', path: '/payment/tolerancia', permission: [ROW, 'pay'], handler: (_req, res) => res.json(toleranceAnswer()) },
      { method: 'get', path: '/payment/bancos', permission: [ROW, 'pay'], handler: (_req, res) => res.json(BANKS) },
      { method: 'get', path: '/payment/ctacte', permission: [ROW, 'list'], handler: currentAccount },
      { method: 'post', path: '/payment/addpayment/:pfll', permission: [ROW, 'pay'], handler: addPayment },
      { method: 'get', path: '/payment/resendpaym/:grpId', permission: [ROW, 'sync'], handler: resend },
      { method: 'post', path: '/payment/resendPaymentWithDetails/:grpId', permission: [ROW, 'sync'], handler: resend },
      { method: 'post', path: '/payment/byinvoice', permission: [ROW, 'list'], handler: search('byinvoice') },
      { method: 'post', path: '/payment/bypaynbr', permission: [ROW, 'list'], handler: search('bypaynbr') },
      { method: 'post', path: '/payment/contabilizar', permission: [ROW, 'post'], handler: post },
      { method: 'post', path: '/payment/contabilizargrupos', permission: [ROW, 'post'], handler: post },
      { method: 'post', path: '/payment/export', permission: [ROW, 'export'], handler: exportSheet },
      { method: 'post', path: '/payment', permission: [ROW, 'list'], handler: search('period') },
      { method: 'get', path: '/report/payment/:id', permission: [ROW, 'pay'], handler: receipt },
      { method: 'get', path: '/invoice/validatepay/:drafts', permission: [ROW, 'pay'], handler: (req, res) => res.json(validateDrafts(store, http.param(req, 'drafts').split(','), http.user(res), http.now())) },
    ];
  },
});
