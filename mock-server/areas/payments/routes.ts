/**
 * Payments' calls (D3 §7.1, §7.2 validatepay; INV-080…123, PAY-001…022; Q33–Q36; ruling P73): the
 * tolerance and the banks, registering a payment (idempotent by its key), resending a group to
 * billing, the three searches, posting, the spreadsheet, the receipt and the drafts' precheck.
 * Roles per the payment rows (src/domain/payments/paymentPermissions.ts).
 */
import type { Request, Response } from 'express';
import { SIGNATURE_HEADER } from '../../../src/domain/payments/onlinePayment';
import { paymentsContract } from '../../../src/domain/payments/contract';
import {
  addPayment as addPaymentCall,
  openOnline as openOnlineCall,
  providerNotify,
  paymentsByInvoice,
  paymentsByPayNbr,
  paymentsByPeriod,
  paymentsExport,
  postPaymentGroups,
  postPayments,
  resendPayment,
  resendPaymentWithDetails,
  validatePay,
  type AddPayment,
  type OnlinePaymentOpen,
  type PaymentPosting,
  type PaymentResend,
  type PaymentSearch,
  type ProviderNotice,
} from '../../../src/domain/payments/calls';
import type { LegacyCall } from '../../../src/domain/legacyCall';
import { callRoute } from '../../route';
import { fromMinor } from '../../../src/domain/money';
import { paymentDocumentMessages as d } from '../../../src/i18n/paymentDocumentMessages';
import { paymentRuleMessages as m } from '../../../src/i18n/paymentRuleMessages';
import { notFound } from '../../errors';
import { refused } from '../../terminalModel/errors';
import { keyedRequest } from '../../terminalModel/idempotency';
import { terminalHttp } from '../../terminalModel/http';
import { BANKS } from '../../modules/payments/banks';
import { resendGroup } from '../../modules/payments/billing';
import { paymentReceiptPdf } from '../../modules/payments/documents';
import { postGroups } from '../../modules/payments/posting';
import { registerPayment, validateDrafts } from '../../modules/payments/register';
import { searchGroups, type PaymentSearchMode } from '../../modules/payments/search';
import { applyNotification, openOnlinePayment, verifySignature } from '../../modules/payments/provider';
import { toleranceAnswer } from '../../modules/payments/tolerance';
import { addPaymentAnswer, groupView, resendAnswer } from '../../modules/payments/views';
import { sendPdf } from '../../documents/pdf';
import { sendXlsx, workbook } from '../../documents/spreadsheet';
import type { PaymentGroup } from '../../modules/payments/types';
import { defineMockArea } from '../types';

const ROW = 'payments';

export const paymentsMockArea = defineMockArea({
  contracts: [paymentsContract],
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    const groupAt = (groupId: string): PaymentGroup => {
      const group = store.findById('paymentGroup', Number(groupId));
      if (!group) throw notFound(m.postMissing);
      return group;
    };

    /**
     * POST /payment/addpayment/{pfll}: one registration. Its Idempotency-Key is read only once the
     * codec and the guard have passed the request: the user's key over the same decoded request
     * answers the same group (200); over another request it is 422 (terminalModel/idempotency.ts).
     */
    async function addPayment(input: AddPayment, req: Request, res: Response) {
      const user = http.user(res);
      const key = keyedRequest(req, user.login, addPaymentCall, input);
      const { group, repeated } = registerPayment(store, { requests: input.requests, key }, user, http.moment(res));
      // A repeat waits for the first one's write too: nothing is acknowledged before it is durable.
      await store.commit();
      res.status(repeated ? 200 : 201).json(addPaymentAnswer(group));
    }

    /** GET /payment/resendpaym/{grpId}, POST /resendPaymentWithDetails/{grpId}: billing takes a pending group when it is up. */
    async function resend({ groupId }: PaymentResend, _req: Request, res: Response) {
      const group = groupAt(groupId);
      if (resendGroup(store, group, http.now())) await store.commit();
      res.json(resendAnswer(group));
    }

    const search = (call: LegacyCall<PaymentSearch>, mode: PaymentSearchMode) =>
      callRoute(call, [ROW, 'list'], (b, _req, res) =>
        res.json(searchGroups(store, b, mode).map((g) => groupView(store, g))),
      );

    async function exportSheet(b: PaymentSearch, _req: Request, res: Response) {
      const mode: PaymentSearchMode = b.facNbrs ? 'byinvoice' : b.payNbrs ? 'bypaynbr' : 'period';
      const rows = searchGroups(store, b, mode).flatMap((g) => {
        const v = groupView(store, g);
        return v.items.map((i) => [
          g.id,
          v.fecha,
          g.sequenceNbr,
          g.status === 'PAY_OK' ? d.synced : d.pending,
          g.posted ? d.yes : d.no,
          i.facturaNbr,
          i.nombreCliente,
          i.rutCliente,
          i.nombreAgente,
          i.rutAgente,
          i.montoTotalFact,
          i.tipoPago,
          g.currency === 'USD'
            ? fromMinor(
                g.lines.reduce((s, l) => s + l.amountMinor, 0),
                'USD',
              )
            : g.lines.reduce((s, l) => s + l.amountMinor, 0),
          g.currency,
        ]);
      });
      const headers = [
        d.group,
        d.date,
        d.sequence,
        d.status,
        d.posted,
        d.invoice,
        d.customer,
        d.customerId,
        d.agent,
        d.agentId,
        d.invoiceTotal,
        d.paymentTypes,
        d.amount,
        d.currency,
      ];
      sendXlsx(res, await workbook(d.sheet, headers, rows), 'pagos');
    }

    async function receipt(req: Request, res: Response) {
      const group = store.findById('paymentGroup', Number(http.param(req, 'id')));
      const user = http.user(res);
      if (!group || (!user.authorities.includes('ROLE_FINANCIAL') && group.createdBy !== user.login))
        throw notFound(m.receiptUnavailable);
      if (group.sequenceNbr === '0') throw refused(m.receiptUnavailable);
      sendPdf(res, await paymentReceiptPdf(group, ctx.terminalName, http.now()), `pago-${group.id}`);
    }

    async function post({ groupIds }: PaymentPosting, _req: Request, res: Response) {
      const answer = postGroups(store, groupIds, http.now());
      if (answer.valor) await store.commit();
      res.json(answer);
    }

    /** GET /payment/ctacte: finance's current account — each customer's final unpaid invoices and what they owe. */
    function currentAccount(_req: Request, res: Response) {
      const byCustomer = new Map<string, { customerId: string; customerName: string; facturas: number[] }>();
      for (const i of store.db.invoice) {
        if (i.status !== 'FINAL' || i.paid) continue;
        const row = byCustomer.get(i.payeeCustomerId) ?? {
          customerId: i.payeeCustomerId,
          customerName: i.payeeCustomerName,
          facturas: [],
        };
        row.facturas.push(i.finalNumber!);
        byCustomer.set(i.payeeCustomerId, row);
      }
      res.json([...byCustomer.values()]);
    }

    /** POST /payment/online {drafts}: the provider's payment opened, the invoices 'pago en proceso'; the new tab's address (Q30, INV-073, INV-074). */
    async function openOnline({ drafts }: OnlinePaymentOpen, _req: Request, res: Response) {
      const payment = openOnlinePayment(store, drafts, http.user(res), http.moment(res));
      await store.commit();
      const mode = payment.drafts.length === 1 ? 's' : 'm';
      res.status(201).json({
        paymentId: payment.id,
        url: `/pg/khipu/start/${mode}/${payment.drafts.join(',')}?ticket=${payment.id}`,
      });
    }

    /** POST /pg/khipu/notify (public: signed by the provider, ruling P74): a forged, stale or wrong notification is refused and logged; a valid one pays, once. */
    async function notify(notice: ProviderNotice, req: Request, res: Response) {
      const raw = (req as { rawBody?: Buffer }).rawBody?.toString('utf8') ?? '';
      try {
        verifySignature(raw, req.get(SIGNATURE_HEADER), Date.now());
        const group = applyNotification(store, notice, { now: http.now(), login: 'khipu' });
        await store.commit();
        res.json({ ok: true, paymentGroupId: group.id, sequenceNbr: group.sequenceNbr });
      } catch (error) {
        ctx.log(`[pago en línea] notificación rechazada: ${(error as Error).message} — ${raw.slice(0, 200)}`);
        throw error;
      }
    }

    return [
      callRoute(providerNotify, 'signed', notify),
      callRoute(openOnlineCall, [ROW, 'online'], openOnline),
      {
        method: 'get',
        path: '/payment/tolerancia',
        permission: [ROW, 'pay'],
        handler: (_req, res) => res.json(toleranceAnswer()),
      },
      { method: 'get', path: '/payment/bancos', permission: [ROW, 'pay'], handler: (_req, res) => res.json(BANKS) },
      { method: 'get', path: '/payment/ctacte', permission: [ROW, 'list'], handler: currentAccount },
      callRoute(addPaymentCall, [ROW, 'pay'], addPayment),
      callRoute(resendPayment, [ROW, 'sync'], resend),
      callRoute(resendPaymentWithDetails, [ROW, 'sync'], resend),
      search(paymentsByInvoice, 'byinvoice'),
      search(paymentsByPayNbr, 'bypaynbr'),
      callRoute(postPayments, [ROW, 'post'], post),
      callRoute(postPaymentGroups, [ROW, 'post'], post),
      callRoute(paymentsExport, [ROW, 'export'], exportSheet),
      search(paymentsByPeriod, 'period'),
      { method: 'get', path: '/report/payment/:id', permission: [ROW, 'pay'], handler: receipt },
      callRoute(validatePay, [ROW, 'pay'], ({ drafts }, _req, res) =>
        res.json(validateDrafts(store, drafts, http.user(res), http.now())),
      ),
    ];
  },
});
