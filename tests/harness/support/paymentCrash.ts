/**
 * Crash safety of payments (issue 19 §3; ruling P73): final unpaid invoices put in the data dir,
 * then one payment each (20 in flight, each with its Idempotency-Key) against the real server
 * process, SIGKILL once half are acknowledged, restart on the same data dir. Every acknowledged
 * payment must be there, no invoice paid twice; then every request is sent again with its key (the
 * retries of clients that lost their answer): the acknowledged ones answer their own group, the
 * rest are paid now — and still each invoice is paid exactly once.
 */
import { startServer } from '../../../mock-server/server';
import { totalsOf } from '../../../mock-server/modules/invoicing/views';
import { finalInvoice } from '../../support/finalInvoice';
import { signIn } from './accounts';
import { closeAgents, jsonHeaders, pool, send } from './http';
import { startServerProcess, type ServerProcess } from './serverProcess';

export interface PaymentCrashResult {
  payments: number;
  acknowledged: number;
  /** Acknowledged before the kill but absent (group, or its invoice unpaid) after the restart: must be empty. */
  missing: number[];
  /** Invoices in more than one group, after the restart and after the retries: must be empty. */
  doubled: number[];
  /** Retries of acknowledged payments that answered another group: must be empty. */
  changedAnswers: number[];
  /** Invoices left unpaid once every request was retried: must be 0. */
  unpaidAfterRetry: number;
  restartMs: number;
}

interface Sent {
  draft: number;
  key: string;
  body: string;
}

/** Puts `count` final unpaid invoices in the data dir (in-process, before any server process runs on it). */
async function seedInvoices(port: number, dataDir: string, count: number): Promise<Sent[]> {
  const server = await startServer({ port, dataDir, quiet: true });
  try {
    const store = server.store!;
    const sent: Sent[] = [];
    for (let n = 0; n < count; n++) {
      const invoice = finalInvoice(store, { usdMinor: 1500 + n });
      const t = totalsOf(invoice);
      const body = JSON.stringify([
        {
          type: 'CASH',
          localAmount: t.totalLocal,
          paymentItems: {
            paymentItem: [
              {
                invoiceDraftNumber: invoice.id,
                amount: t.totalMinor / 100,
                amountLocal: t.totalLocal,
                paidInFull: true,
              },
            ],
          },
        },
      ]);
      sent.push({ draft: invoice.id, key: `crash-${invoice.id}`, body });
    }
    await store.commit();
    return sent;
  } finally {
    await server.close();
  }
}

const payOnce = (base: string, token: string, s: Sent) =>
  send(
    base,
    {
      method: 'POST',
      path: '/api/payment/addpayment/true',
      headers: { ...jsonHeaders(token), 'Idempotency-Key': s.key },
      body: s.body,
    },
    10_000,
  ).catch(() => undefined);

/** The groups holding each invoice, read from the data dir in-process (no server process running on it). */
async function paidGroups(
  port: number,
  dataDir: string,
): Promise<{ groupsOf: Map<number, number[]>; paid: Set<number> }> {
  const server = await startServer({ port, dataDir, quiet: true });
  try {
    const groupsOf = new Map<number, number[]>();
    for (const g of server.store!.db.paymentGroup)
      for (const i of g.items)
        groupsOf.set(i.invoiceDraftNumber, [...(groupsOf.get(i.invoiceDraftNumber) ?? []), g.id]);
    return { groupsOf, paid: new Set(server.store!.db.invoice.filter((i) => i.paid).map((i) => i.id)) };
  } finally {
    await server.close();
  }
}

export async function paymentCrash(opts: {
  port: number;
  dataDir: string;
  payments: number;
  inFlight?: number;
}): Promise<PaymentCrashResult> {
  const sent = await seedInvoices(opts.port, opts.dataDir, opts.payments);
  const first = await startServerProcess({ port: opts.port, dataDir: opts.dataDir });
  let second: ServerProcess | undefined;
  try {
    const token = await signIn(first.url, 'finanzas');
    const acked = new Map<number, number>();
    let killing: Promise<void> | undefined;
    await pool(sent, opts.inFlight ?? 20, async (s) => {
      const r = await payOnce(first.url, token, s);
      if (r && (r.status === 200 || r.status === 201)) acked.set(s.draft, (r.json as { groupId: number }).groupId);
      if (!killing && acked.size >= opts.payments / 2) killing = first.kill();
    });
    await (killing ?? first.kill());
    closeAgents();

    const t0 = Date.now();
    second = await startServerProcess({ port: opts.port, dataDir: opts.dataDir });
    const restartMs = Date.now() - t0;
    await second.stop();
    const afterCrash = await paidGroups(opts.port, opts.dataDir);
    const missing = [...acked]
      .filter(([draft, group]) => !afterCrash.paid.has(draft) || !afterCrash.groupsOf.get(draft)?.includes(group))
      .map(([draft]) => draft);

    // Every client retries with its key.
    second = await startServerProcess({ port: opts.port, dataDir: opts.dataDir });
    const token2 = await signIn(second.url, 'finanzas');
    const changedAnswers: number[] = [];
    await pool(sent, opts.inFlight ?? 20, async (s) => {
      const r = await payOnce(second!.url, token2, s);
      const group = r && (r.status === 200 || r.status === 201) ? (r.json as { groupId: number }).groupId : undefined;
      if (acked.has(s.draft) && group !== acked.get(s.draft)) changedAnswers.push(s.draft);
    });
    await second.stop();
    closeAgents();
    const final = await paidGroups(opts.port, opts.dataDir);
    const doubled = sent.filter((s) => (final.groupsOf.get(s.draft)?.length ?? 0) > 1).map((s) => s.draft);
    const unpaidAfterRetry = sent.filter((s) => !final.paid.has(s.draft)).length;
    return {
      payments: opts.payments,
      acknowledged: acked.size,
      missing,
      doubled,
      changedAnswers,
      unpaidAfterRetry,
      restartMs,
    };
  } finally {
    await first.kill();
    await second?.stop();
    closeAgents();
  }
}

export const describePaymentCrash = (r: PaymentCrashResult) =>
  `Payment crash: ${r.payments} payments, ${r.acknowledged} acknowledged before kill -9, ${r.missing.length} acknowledged missing after restart (${r.restartMs} ms), ` +
  `${r.changedAnswers.length} retries answered another group, ${r.doubled.length} invoices paid twice, ${r.unpaidAfterRetry} unpaid after every retry`;
