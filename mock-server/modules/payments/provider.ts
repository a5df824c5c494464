/**
 * The online payment provider, simulated as a real one works (Q30; ruling P74): the portal opens a
 * payment for some final invoices (a one-use ticket; the invoices 'pago en proceso'); the payer
 * confirms or abandons it on the provider's own page; the provider then notifies the server, server
 * to server, signed with the shared secret (HMAC-SHA256 over `${t}.${body}`). Only a valid, fresh
 * notification for the right amount pays the invoices, through the same registration as any
 * payment (one group per online payment, bound by the payment's id, so a repeated notification pays
 * nothing more).
 */
import type { PaymentRequest, ProviderNotice } from '../../../src/domain/payments/calls';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  paymentInProcess,
  parseSignature,
  signedPayload,
  SIGNATURE_MAX_AGE_SECONDS,
} from '../../../src/domain/payments/onlinePayment';
import { payable } from '../../../src/domain/invoicing/invoiceLifecycle';
import { paymentRuleMessages as m } from '../../../src/i18n/paymentRuleMessages';
import { badRequest, unauthorized } from '../../errors';
import type { Store } from '../../store';
import type { UserRecord } from '../../types';
import { refused } from '../../terminalModel/errors';
import type { Moment } from '../../terminalModel/history';
import { invoiceAt } from '../invoicing/drafts';
import { totalsOf } from '../invoicing/views';
import type { OnlinePayment, PaymentGroup } from './types';
import { registerPayment } from './register';

/** The secret the provider and the server share (KHIPU_SECRET; a demo value otherwise). */
export const PROVIDER_SECRET = process.env.KHIPU_SECRET?.trim() || 'khipu-demo-secret';

export const sign = (body: string, timestamp: number, secret = PROVIDER_SECRET): string =>
  `t=${timestamp},s=${createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest('hex')}`;

/** POST /payment/online: a payment at the provider for final unpaid invoices not already in process; the invoices marked. */
export function openOnlinePayment(store: Store, drafts: readonly number[], user: UserRecord, t: Moment): OnlinePayment {
  if (user.kEnabled !== true) throw refused(m.onlineDisabled);
  if (drafts.length === 0) throw badRequest(m.zero);
  const invoices = drafts.map((d) => invoiceAt(store, String(d), user));
  const blocked = invoices.find((i) => !payable(i));
  if (blocked) throw refused(`${blocked.paid ? m.alreadyPaid : m.notFinal} (${blocked.finalNumber ?? blocked.id})`);
  const busy = invoices.find((i) => paymentInProcess(i.paymentInProcess, t.now));
  if (busy) throw refused(`${m.inProcess} (${busy.finalNumber})`);
  const payment: OnlinePayment = {
    id: randomBytes(9).toString('hex'),
    drafts: invoices.map((i) => i.id),
    amountLocal: invoices.reduce((s, i) => s + totalsOf(i).totalLocal, 0),
    created: t.now.toISOString(),
    createdBy: t.login,
    ticketUsed: false,
    status: 'pending',
    notificationId: null,
    paymentGroupId: null,
  };
  store.insert('onlinePayment', payment);
  for (const invoice of invoices) {
    invoice.paymentInProcess = { onlinePaymentId: payment.id, since: t.now.toISOString() };
    store.touch('invoice', invoice);
  }
  return payment;
}

/** The notification's body as the provider sends it. */
export interface ProviderNotification {
  notificationId: string;
  paymentId: string;
  amount: number;
  currency: 'CLP';
  status: 'done';
}

export const notificationOf = (payment: OnlinePayment): ProviderNotification => ({
  notificationId: `n-${payment.id}`,
  paymentId: payment.id,
  amount: payment.amountLocal,
  currency: 'CLP',
  status: 'done',
});

/** Checks the signature (constant time) and its age against the real clock (signatures are about real time). */
export function verifySignature(rawBody: string, header: string | undefined, nowMs: number): void {
  const sig = parseSignature(header);
  if (!sig) throw unauthorized(m.badSignature);
  const expected = Buffer.from(sign(rawBody, sig.t).split(',s=')[1]!, 'hex');
  const given = Buffer.from(sig.s, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthorized(m.badSignature);
  if (Math.abs(nowMs / 1000 - sig.t) > SIGNATURE_MAX_AGE_SECONDS) throw unauthorized(m.staleNotification);
}

/** A verified notification pays the online payment's invoices (once: a repeat answers the same group). */
export function applyNotification(store: Store, n: ProviderNotice, t: Moment): PaymentGroup {
  const payment = n.paymentId !== null ? store.findById('onlinePayment', n.paymentId) : undefined;
  if (!payment || n.notificationId === null || n.status !== 'done') throw badRequest(m.wrongAmount);
  if (n.amount !== payment.amountLocal || n.currency !== 'CLP') throw badRequest(m.wrongAmount);
  const payer = store.db.user.find((u) => u.login === payment.createdBy);
  if (!payer) throw badRequest(m.wrongAmount);
  const requests: PaymentRequest[] = [
    {
      type: 'WIRE_TRANSFER',
      amountMinor: payment.amountLocal,
      customerId: null,
      customerRole: null,
      bankName: 'Khipu',
      checkNumber: payment.id,
      checkDate: null,
      date: t.now.toISOString(),
      rutDeposit: null,
      nroCredit: null,
      items: payment.drafts.map((d) => ({ invoiceDraftNumber: d })),
    },
  ];
  // Bound to its own payment by id: no client's Idempotency-Key can name it (issue 29).
  const { group } = registerPayment(store, { requests, key: null, onlinePaymentId: payment.id }, payer, {
    ...t,
    login: payer.login,
  });
  if (payment.paymentGroupId !== group.id) {
    Object.assign(payment, { status: 'confirmed', notificationId: n.notificationId, paymentGroupId: group.id });
    store.touch('onlinePayment', payment);
    for (const d of payment.drafts) {
      const invoice = store.findById('invoice', d);
      if (invoice?.paymentInProcess) {
        invoice.paymentInProcess = null;
        store.touch('invoice', invoice);
      }
    }
  }
  return group;
}
