/**
 * Mock server, idempotency keys of payment registrations (issue 29 item 3; terminalModel/idempotency.ts):
 * a key is its user's and names one request; another user's key, another request under a key, the
 * server's own online registration and an expired key never answer an earlier group.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../mock-server/modules/invoicing/types';
import { totalsOf } from '../../mock-server/modules/invoicing/views';
import { sign } from '../../mock-server/modules/payments/provider';
import { KEY_LIFETIME_MS } from '../../mock-server/terminalModel/idempotency';
import { appMessages } from '../../src/i18n/appMessages';
import { paymentRuleMessages } from '../../src/i18n/paymentRuleMessages';
import { finalInvoice } from '../support/finalInvoice';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';

const REUSED = appMessages.server.idempotencyKeyReused;
const PATH = '/api/payment/addpayment/true';
let mock: Mock;
const tokens: Record<string, string> = {};
let keys = 0;

/** A fresh key (the tests share one server, so no two of them meet by chance). */
const freshKey = (label: string) => `${label}-${++keys}`;
/** A final unpaid cash-event invoice of the cashier's: finance and the cashier (Q35, in cash) may both pay it. */
function cashInvoice(usdMinor = 1500): Invoice {
  const invoice = finalInvoice(mock.store!, { usdMinor, createdBy: 'caja' });
  invoice.origin = 'cash';
  return invoice;
}
const owed = (i: Invoice) => totalsOf(i).totalLocal;
const cashLine = (i: Invoice) => [
  {
    type: 'CASH',
    localAmount: owed(i),
    paymentItems: { paymentItem: [{ invoiceDraftNumber: i.id, amountLocal: owed(i), paidInFull: true }] },
  },
];
const pay = (login: string, json: unknown, key?: string): Promise<Reply> =>
  mock.call('POST', PATH, { token: tokens[login], json, headers: key !== undefined ? { 'Idempotency-Key': key } : {} });
const groupCount = () => mock.store!.db.paymentGroup.length;

beforeAll(async () => {
  mock = await startMock();
  for (const login of ['finanzas', 'caja', 'aga']) tokens[login] = await mock.login(login);
});
afterAll(async () => {
  await mock?.dispose();
});

describe('idempotency keys of payment registrations', MOCK_ONLY, () => {
  it('INV-113: the same user repeating the identical request (keys in another order too) gets the same group, paid once', async () => {
    const a = cashInvoice();
    await mock.store!.commit();
    const key = freshKey('repeat');
    const first = await pay('finanzas', cashLine(a), key);
    expect(first.status).toBe(201);
    const groups = groupCount();
    const [line] = cashLine(a);
    const reordered = [Object.fromEntries(Object.entries(line!).reverse())];
    const again = await pay('finanzas', reordered, key);
    expect([again.status, again.body.groupId]).toEqual([200, first.body.groupId]);
    expect(groupCount()).toBe(groups);
  });

  it("another user's key is another key: the cashier sending finance's key gets nothing of finance's payment", async () => {
    const a = cashInvoice();
    await mock.store!.commit();
    const key = freshKey('finance');
    const finance = await pay('finanzas', cashLine(a), key);
    expect(finance.status).toBe(201);
    const groups = groupCount();
    // The guard and the codec come first: a role without the row is 403 whatever key it sends.
    expect(
      (await mock.call('POST', PATH, { token: tokens.aga, json: [], headers: { 'Idempotency-Key': key } })).status,
    ).toBe(403);
    const probe = await pay('caja', [], key);
    expect([probe.status, probe.body.message]).toEqual([400, paymentRuleMessages.zero]);
    const text = JSON.stringify(probe.body);
    for (const secret of [String(finance.body.groupId), a.payeeCustomerId, String(a.finalNumber)])
      expect(text).not.toContain(secret);
    expect(groupCount()).toBe(groups);
    // The cashier's own payment under the same key string is its own.
    const b = cashInvoice();
    await mock.store!.commit();
    const own = await pay('caja', cashLine(b), key);
    expect(own.status).toBe(201);
    expect(own.body.groupId).not.toBe(finance.body.groupId);
    expect(b.paid).toBe(true);
  });

  it('the same key over another request is refused with 422 and writes nothing; a body the codec cannot read is its 400', async () => {
    const [a, b] = [cashInvoice(), cashInvoice()];
    await mock.store!.commit();
    const key = freshKey('mismatch');
    expect((await pay('finanzas', cashLine(a), key)).status).toBe(201);
    const groups = groupCount();
    const other = await pay('finanzas', cashLine(b), key);
    expect([other.status, other.body]).toEqual([422, { code: '422', message: REUSED }]);
    expect([b.paid, b.paidAt, groupCount()]).toEqual([false, null, groups]);
    const unreadable = await pay('finanzas', [{ type: 'CHEQUE', localAmount: owed(a) }], key);
    expect([unreadable.status, unreadable.body.fields]).toEqual([400, { '0.type': 'Requerido' }]);
    expect((await pay('finanzas', cashLine(a), 'x'.repeat(256))).body.message).toBe(
      appMessages.server.idempotencyKeyTooLong,
    );
    // A refused request stores nothing: its key is free for the corrected one.
    const short = freshKey('refused');
    expect((await pay('finanzas', [{ ...cashLine(b)[0], localAmount: owed(b) - 500 }], short)).status).toBe(409);
    expect((await pay('finanzas', cashLine(b), short)).status).toBe(201);
  });

  it("a client's key in the server's own online:{paymentId} form names nothing of that payment: the provider's notification still pays its invoice", async () => {
    const agentId = mock.store!.db.user.find((u) => u.login === 'aga')!.agentId!;
    const [online, desk] = [finalInvoice(mock.store!, { usdMinor: 1500, agentId }), cashInvoice()];
    await mock.store!.commit();
    const opened = await mock.call('POST', '/api/payment/online', { token: tokens.aga, json: { drafts: [online.id] } });
    expect(opened.status).toBe(201);
    const paymentId = opened.body.paymentId as string;
    const key = `online:${paymentId}`;
    const squatter = await pay('finanzas', cashLine(desk), key);
    expect(squatter.status).toBe(201);
    const payment = mock.store!.findById('onlinePayment', paymentId)!;
    const body = JSON.stringify({
      notificationId: `n-${paymentId}`,
      paymentId,
      amount: payment.amountLocal,
      currency: 'CLP',
      status: 'done',
    });
    const notified = await fetch(`${mock.url}/api/pg/khipu/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Khipu-Signature': sign(body, Math.floor(Date.now() / 1000)) },
      body,
    });
    const answer = (await notified.json()) as { paymentGroupId: number };
    expect(notified.status).toBe(200);
    expect(answer.paymentGroupId).not.toBe(squatter.body.groupId);
    expect([online.paid, online.paymentInProcess ?? null, payment.paymentGroupId]).toEqual([
      true,
      null,
      answer.paymentGroupId,
    ]);
    expect(mock.store!.findById('paymentGroup', answer.paymentGroupId)!.items.map((i) => i.invoiceDraftNumber)).toEqual(
      [online.id],
    );
    // And the client's repeat is still its own group.
    expect((await pay('finanzas', cashLine(desk), key)).body.groupId).toBe(squatter.body.groupId);
  });

  it("random interleavings of users, keys and bodies: one group per user and key, a repeat answers iff same user and request, a mismatch writes nothing, no answer is another user's", async () => {
    const users = ['finanzas', 'caja'] as const;
    const step = fc.record({ user: fc.constantFrom(...users), key: fc.nat({ max: 2 }), body: fc.nat({ max: 2 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const invoices = [cashInvoice(), cashInvoice(), cashInvoice()];
        await mock.store!.commit();
        const run = freshKey('run');
        const made = new Map<string, { body: number; groupId: number }>();
        const paid = new Set<number>();
        for (const s of steps) {
          const key = `${run}-${s.key}`;
          const earlier = made.get(`${s.user}|${key}`);
          const before = groupCount();
          const r = await pay(s.user, cashLine(invoices[s.body]!), key);
          if (earlier && earlier.body === s.body) {
            expect([r.status, r.body.groupId]).toEqual([200, earlier.groupId]);
          } else if (earlier) {
            expect([r.status, r.body.message, groupCount()]).toEqual([422, REUSED, before]);
          } else if (paid.has(s.body)) {
            expect([r.status, groupCount()]).toEqual([409, before]);
          } else {
            expect(r.status).toBe(201);
            made.set(`${s.user}|${key}`, { body: s.body, groupId: r.body.groupId as number });
            paid.add(s.body);
          }
          if (r.status === 200 || r.status === 201)
            expect(mock.store!.findById('paymentGroup', r.body.groupId as number)!.createdBy).toBe(s.user);
        }
        const mine = mock.store!.db.paymentGroup.filter((g) => g.idempotency?.key.startsWith(`${run}-`));
        const scopes = mine.map((g) => `${g.idempotency!.login}|${g.idempotency!.key}`);
        expect(new Set(scopes).size).toBe(scopes.length);
        expect(mine.length).toBe(made.size);
        expect(invoices.map((i, n) => i.paid === paid.has(n))).toEqual([true, true, true]);
      }),
      { numRuns: 20 },
    );
  }, 60_000);

  it("a key answers for 24 hours on the terminal's clock; after that the same key is a new request", async () => {
    const [a, b] = [cashInvoice(), cashInvoice()];
    await mock.store!.commit();
    const key = freshKey('expiry');
    const clock = (await mock.call('GET', '/__mock/clock')).body.now as string;
    const setClock = (ms: number) =>
      mock.call('POST', '/__mock/clock', { json: { now: new Date(Date.parse(clock) + ms).toISOString() } });
    try {
      const first = await pay('finanzas', cashLine(a), key);
      expect(first.status).toBe(201);
      await setClock(KEY_LIFETIME_MS - 60_000);
      expect((await pay('finanzas', cashLine(b), key)).status).toBe(422);
      expect((await pay('finanzas', cashLine(a), key)).body.groupId).toBe(first.body.groupId);
      await setClock(KEY_LIFETIME_MS + 60_000);
      // Expired: the repeat is judged as a new request (the invoice is paid), another request is registered.
      expect((await pay('finanzas', cashLine(a), key)).status).toBe(409);
      const later = await pay('finanzas', cashLine(b), key);
      expect(later.status).toBe(201);
      expect(later.body.groupId).not.toBe(first.body.groupId);
    } finally {
      await setClock(0);
    }
  });
});
