/**
 * A flood of provider notifications (issue 19 §3; ruling P74) against a running mock: online
 * payments put in its store for `valid` invoices, then every valid notification and half as many
 * bad ones — forged (another secret), replayed (an hour-old signature) or tampered (the amount
 * changed after signing) — sent 50 at a time. Only the valid ones may pay, each once; none may be a 5xx.
 */
import type { Store } from '../../../mock-server/store';
import { totalsOf } from '../../../mock-server/modules/invoicing/views';
import { sign } from '../../../mock-server/modules/payments/provider';
import type { OnlinePayment } from '../../../mock-server/modules/payments/types';
import { finalInvoice } from '../../support/finalInvoice';

export interface FloodResult {
  sent: number;
  accepted: number;
  refused: number;
  serverErrors: number;
  /** Invoices of the flood paid, and how many distinct (equal when none is paid twice). */
  paidItems: number;
  paidInvoices: number;
  ms: number;
}

export async function notificationFlood(base: string, store: Store, valid: number): Promise<FloodResult> {
  const user = store.db.user.find((u) => u.login === 'aga')!;
  const payments: OnlinePayment[] = [];
  for (let n = 0; n < valid; n++) {
    const invoice = finalInvoice(store, { usdMinor: 1000 + n, agentId: user.agentId, createdBy: user.login });
    const p: OnlinePayment = {
      id: `flood${invoice.id}`,
      drafts: [invoice.id],
      amountLocal: totalsOf(invoice).totalLocal,
      created: '2025-11-05T12:00:00.000Z',
      createdBy: user.login,
      ticketUsed: true,
      status: 'confirmed',
      notificationId: null,
      paymentGroupId: null,
    };
    store.insert('onlinePayment', p);
    payments.push(p);
  }
  await store.commit();
  const now = () => Math.floor(Date.now() / 1000);
  const body = (p: OnlinePayment, amount = p.amountLocal) =>
    JSON.stringify({ notificationId: `n-${p.id}`, paymentId: p.id, amount, currency: 'CLP', status: 'done' });
  const bad = (n: number): [string, string] => {
    const p = payments[n % payments.length]!;
    if (n % 3 === 0) return [body(p), sign(body(p), now(), 'forged-secret')];
    if (n % 3 === 1) return [body(p), sign(body(p), now() - 3600)];
    return [body(p, p.amountLocal + 10), sign(body(p), now())];
  };
  const sends: [string, string][] = [
    ...payments.map((p): [string, string] => [body(p), sign(body(p), now())]),
    ...Array.from({ length: Math.floor(valid / 2) }, (_, n) => bad(n)),
  ];
  const t0 = performance.now();
  const statuses: number[] = [];
  for (let k = 0; k < sends.length; k += 50) {
    statuses.push(
      ...(await Promise.all(
        sends.slice(k, k + 50).map(([b, s]) =>
          fetch(`${base}/api/pg/khipu/notify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'X-Khipu-Signature': s },
            body: b,
          }).then((r) => r.status),
        ),
      )),
    );
  }
  const ms = performance.now() - t0;
  const drafts = new Set(payments.flatMap((p) => p.drafts));
  const paid = store.db.paymentGroup
    .flatMap((g) => g.items.map((i) => i.invoiceDraftNumber))
    .filter((d) => drafts.has(d));
  return {
    sent: sends.length,
    accepted: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s >= 400 && s < 500).length,
    serverErrors: statuses.filter((s) => s >= 500).length,
    paidItems: paid.length,
    paidInvoices: new Set(paid).size,
    ms,
  };
}
