/**
 * The payments area's codecs (src/domain/payments/calls.ts): what the console encodes, the mock
 * decodes back to the same value (issue 28) — the registration's requests, the searches, the
 * posting, the online payment and the drafts' precheck — and the legacy's other spellings
 * (localAmount as amount, opNumber, depositorRut, {groups}, [ids]) read as the old parsers read them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPayment,
  openOnline,
  paymentRequestWire,
  paymentsByInvoice,
  paymentsByPayNbr,
  paymentsByPeriod,
  paymentsExport,
  postPaymentGroups,
  postPayments,
  providerNotify,
  resendPayment,
  resendPaymentWithDetails,
  validatePay,
  type PaymentRequest,
} from '../../../src/domain/payments/calls';
import { WireError } from '../../../src/domain/legacyCall';
import { PAYMENT_TYPES } from '../../../src/domain/payments/paymentLines';
import { received, roundTrip } from './received';

const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .-]{0,10}[A-Za-z0-9]$/);
const positive = fc.integer({ min: 1, max: 9_999_999 });
const request: fc.Arbitrary<PaymentRequest> = fc
  .record(
    {
      type: fc.constantFrom(...PAYMENT_TYPES),
      amountMinor: fc.integer({ min: 0, max: 1_000_000_000 }),
      customerId: fc.option(word, { nil: null }),
      customerRole: fc.option(fc.constantFrom('CONSIGNEE', 'AGENT'), { nil: null }),
      bankName: fc.option(word, { nil: null }),
      checkNumber: fc.option(word, { nil: null }),
      checkDate: fc.option(word, { nil: null }),
      date: fc.option(word, { nil: null }),
      rutDeposit: fc.option(word, { nil: null }),
      nroCredit: fc.option(word, { nil: null }),
      items: fc.array(
        fc.record({
          invoiceDraftNumber: positive,
          amount: fc.integer({ min: 0, max: 99_999 }).map((c) => c / 100),
          amountLocal: fc.nat(),
          paidInFull: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
    },
    {
      requiredKeys: [
        'type',
        'amountMinor',
        'customerId',
        'customerRole',
        'bankName',
        'checkNumber',
        'checkDate',
        'date',
        'rutDeposit',
        'nroCredit',
        'items',
      ],
    },
  )
  .chain((r) => fc.option(word, { nil: undefined }).map((notes) => (notes === undefined ? r : { ...r, notes })));
const search = fc.record({
  agent: fc.oneof(fc.constant(''), word),
  customer: fc.oneof(fc.constant(''), word),
  payNbrs: fc.oneof(fc.constant(''), word),
  facNbrs: fc.oneof(fc.constant(''), word),
  onlyPendings: fc.boolean(),
  from: fc.oneof(fc.constant(''), word),
  to: fc.oneof(fc.constant(''), word),
});

describe('payments codecs: what the console sends, the mock reads back', () => {
  it('the registration, for any requests and either paidInFull', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(request, { maxLength: 4 }), (paidInFull, requests) => {
        expect(roundTrip(addPayment, { paidInFull, requests })).toEqual({ paidInFull, requests });
      }),
      { numRuns: 300 },
    );
  });

  it('the registration sends the legacy request (D3 §3 Payment request): dollars as amount, pesos as localAmount, the invoices as paymentItems', () => {
    const base: PaymentRequest = {
      type: 'CASH_US',
      amountMinor: 4998,
      customerId: '76086428-5',
      customerRole: 'CONSIGNEE',
      bankName: null,
      checkNumber: null,
      checkDate: null,
      date: null,
      rutDeposit: null,
      nroCredit: null,
      items: [{ invoiceDraftNumber: 700_001, amount: 49.98, amountLocal: 47_160, paidInFull: true }],
    };
    const { path, body } = addPayment.toWire({
      paidInFull: false,
      requests: [base, { ...base, type: 'CASH', amountMinor: 47_160 }],
    });
    expect(path).toBe('/payment/addpayment/false');
    expect(body).toEqual([
      {
        type: 'CASH_US',
        amount: 49.98,
        customerId: '76086428-5',
        customerRole: 'CONSIGNEE',
        bankName: null,
        checkNumber: null,
        checkDate: null,
        date: null,
        rutDeposit: null,
        nroCredit: null,
        paymentItems: {
          paymentItem: [{ invoiceDraftNumber: 700_001, amount: 49.98, amountLocal: 47_160, paidInFull: true }],
        },
      },
      {
        type: 'CASH',
        localAmount: 47_160,
        customerId: '76086428-5',
        customerRole: 'CONSIGNEE',
        bankName: null,
        checkNumber: null,
        checkDate: null,
        date: null,
        rutDeposit: null,
        nroCredit: null,
        paymentItems: {
          paymentItem: [{ invoiceDraftNumber: 700_001, amount: 49.98, amountLocal: 47_160, paidInFull: true }],
        },
      },
    ]);
  });

  it("the registration reads the legacy's other spellings, and names the request's unreadable fields", () => {
    const read = (raw: unknown[]) => addPayment.fromWire({ params: { pfll: 'true' }, query: {}, body: raw }).requests;
    expect(
      read([{ type: 'CASH', amount: '1000', paymentItems: { paymentItem: [{ invoiceDraftNumber: '7' }] } }])[0],
    ).toMatchObject({ amountMinor: 1000, items: [{ invoiceDraftNumber: 7 }] });
    expect(
      read([{ type: 'WIRE_TRANSFER', localAmount: 5, opNumber: ' OP-1 ', depositorRut: '1-9', notes: 'x' }])[0],
    ).toMatchObject({ checkNumber: 'OP-1', rutDeposit: '1-9', notes: 'x', items: [] });
    // opNumber is a transfer's only.
    expect(read([{ type: 'CHECK', localAmount: 5, opNumber: 'OP-1' }])[0]!.checkNumber).toBeNull();
    expect(
      read([{ type: 'CASH', localAmount: 1, paymentItems: { paymentItem: ['x'] } }])[0]!.items[0]!.invoiceDraftNumber,
    ).toBeNaN();
    expect(addPayment.fromWire({ params: { pfll: 'x' }, query: {}, body: { not: 'a list' } })).toEqual({
      paidInFull: false,
      requests: [],
    });
    const fields = (raw: unknown[]) => {
      try {
        read(raw);
      } catch (error) {
        return (error as WireError).fields;
      }
      return undefined;
    };
    expect(fields([{ type: 'CASH', localAmount: 1 }, 'x'])).toEqual({ 1: 'Requerido' });
    expect(Object.keys(fields([{ type: 'CHEQUE', localAmount: 1 }])!)).toEqual(['0.type']);
    expect(Object.keys(fields([{ type: 'CASH', localAmount: 1.5 }])!)).toEqual(['0.amount']);
    expect(Object.keys(fields([{ type: 'CASH_US', amount: 1.234 }])!)).toEqual(['0.amount']);
    expect(Object.keys(fields([{ type: 'CASH', localAmount: -1 }])!)).toEqual(['0.amount']);
    expect(() => read([null])).toThrow(WireError);
  });

  it('one request encodes as the legacy names it', () => {
    fc.assert(
      fc.property(request, (r) => {
        const wire = paymentRequestWire(r);
        expect(wire.type).toBe(r.type);
        expect(r.type === 'CASH_US' ? wire.amount : wire.localAmount).toBe(
          r.type === 'CASH_US' ? r.amountMinor / 100 : r.amountMinor,
        );
      }),
    );
  });

  it('the searches, the spreadsheet, the posting, the online payment and the precheck', () => {
    for (const call of [paymentsByPeriod, paymentsByInvoice, paymentsByPayNbr, paymentsExport]) {
      fc.assert(
        fc.property(search, (s) => {
          expect(roundTrip(call, s)).toEqual(s);
        }),
      );
    }
    for (const call of [postPayments, postPaymentGroups]) {
      fc.assert(
        fc.property(fc.array(positive, { maxLength: 5 }), (groupIds) => {
          expect(roundTrip(call, { groupIds })).toEqual({ groupIds });
        }),
      );
    }
    fc.assert(
      fc.property(fc.array(positive, { maxLength: 5 }), (drafts) => {
        expect(roundTrip(openOnline, { drafts })).toEqual({ drafts });
      }),
    );
    fc.assert(
      fc.property(fc.array(positive.map(String), { minLength: 1, maxLength: 5 }), (drafts) => {
        expect(roundTrip(validatePay, { drafts })).toEqual({ drafts });
      }),
    );
    for (const call of [resendPayment, resendPaymentWithDetails])
      fc.assert(
        fc.property(positive.map(String), (groupId) => {
          expect(roundTrip(call, { groupId })).toEqual({ groupId });
        }),
      );
    expect(resendPayment.toWire({ groupId: '12' })).toEqual({ path: '/payment/resendpaym/12' });
    expect(validatePay.toWire({ drafts: ['700001', '700002'] }).path).toBe('/invoice/validatepay/700001,700002');
    expect(postPaymentGroups.toWire({ groupIds: [3, 4] }).body).toEqual([{ idGrupo: 3 }, { idGrupo: 4 }]);
    expect(
      paymentsByPeriod.toWire({
        agent: '',
        customer: '',
        payNbrs: '',
        facNbrs: '',
        onlyPendings: false,
        from: '01/11/2025',
        to: '07/11/2025',
      }),
    ).toEqual({
      path: '/payment',
      body: {
        agent: '',
        customer: '',
        payNbrs: '',
        facNbrs: '',
        onlyPendings: false,
        from: '01/11/2025',
        to: '07/11/2025',
      },
    });
  });

  it("the provider's notification: read back as sent; a field of the wrong type reads as null (the registration refuses it)", () => {
    fc.assert(
      fc.property(
        fc.record({
          notificationId: fc.option(word, { nil: null }),
          paymentId: fc.option(word, { nil: null }),
          amount: fc.option(fc.nat(), { nil: null }),
          currency: fc.option(fc.constantFrom('CLP', 'USD'), { nil: null }),
          status: fc.option(fc.constantFrom('done', 'failed'), { nil: null }),
        }),
        (n) => {
          expect(roundTrip(providerNotify, n)).toEqual(n);
        },
      ),
    );
    expect(
      providerNotify.fromWire({ params: {}, query: {}, body: { paymentId: 7, amount: '100', status: 'done' } }),
    ).toEqual({ notificationId: null, paymentId: null, amount: null, currency: null, status: 'done' });
    expect(providerNotify.fromWire({ params: {}, query: {}, body: null }).paymentId).toBeNull();
  });

  it("the posting, the online payment and the search read the legacy's other forms", () => {
    const posted = (body: unknown) => postPayments.fromWire({ params: {}, query: {}, body }).groupIds;
    expect(posted([{ idGrupo: '3' }, { id: 4 }, 5, 'x', -1])).toEqual([3, 4, 5]);
    expect(posted({ groups: [6] })).toEqual([6]);
    expect(posted('nada')).toEqual([]);
    expect(openOnline.fromWire({ params: {}, query: {}, body: { drafts: ['7', 0, 'x', 8.5, 9] } }).drafts).toEqual([
      7, 9,
    ]);
    expect(
      paymentsByPeriod.fromWire({ params: {}, query: {}, body: { payNbrs: 12, onlyPendings: 'true' } }),
    ).toMatchObject({ payNbrs: '12', onlyPendings: false, agent: '' });
    expect(validatePay.fromWire(received(validatePay, { drafts: ['abc'] })).drafts).toEqual(['abc']);
  });
});
