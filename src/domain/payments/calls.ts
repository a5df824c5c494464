/**
 * The payments area's calls (D3 §3 Payment request, Payment search request; §7.1, §7.2; INV-080…123,
 * PAY-001…022; Q33–Q36; rulings P73, P74), one codec each: the console's payments client encodes
 * with `toWire`, the mock's payments area decodes with `fromWire` before its guard
 * (src/domain/legacyCall.ts). The Idempotency-Key of a registration stays a header, outside the codec.
 */
import { appMessages } from '../../i18n/appMessages';
import {
  bodyRecord,
  defineCall,
  isPlainObject,
  type LegacyCall,
  objectOf,
  optionalText,
  textOf,
  WireError,
} from '../legacyCall';
import { fromMinor, toMinor } from '../money';
import { currencyOf, isPaymentType, type PaymentType } from './paymentLines';

const v = appMessages.validation;

/** One invoice a payment request pays (the legacy's paymentItems.paymentItem[]). */
export interface PaymentItemRequest {
  /** Read as a number; one that is not a positive integer is the registration's refusal (register.ts). */
  invoiceDraftNumber: number;
  amount?: number;
  amountLocal?: number;
  paidInFull?: boolean;
}

/** One payment request (one pay-screen line, D3 §3 Payment request). */
export interface PaymentRequest {
  type: PaymentType;
  /** In the type's currency's minor units: sent as the legacy's `amount` (dollars) or `localAmount` (pesos; Q33). */
  amountMinor: number;
  customerId: string | null;
  customerRole: string | null;
  bankName: string | null;
  /** The cheque's number; a transfer's operation number (the legacy's opNumber is read too); a credit note's, when nroCredit is missing. */
  checkNumber: string | null;
  checkDate: string | null;
  /** A transfer's date (DD-MM-YYYY HH:mm); a cheque's when checkDate is missing. */
  date: string | null;
  /** The depositor's tax id (the legacy's depositorRut is read too). */
  rutDeposit: string | null;
  nroCredit: string | null;
  /** Sent by none of the console's screens; read when a caller sends it. */
  notes?: string;
  items: PaymentItemRequest[];
}

/** POST /payment/addpayment/{pfll}: one registration (INV-106…117; ruling P73); the key goes as the Idempotency-Key header. */
export interface AddPayment {
  paidInFull: boolean;
  requests: PaymentRequest[];
}

function safeMinor(value: number | string, currency: 'CLP' | 'USD'): number | undefined {
  try {
    const minor = toMinor(value, currency);
    return Number.isSafeInteger(minor) && minor >= 0 ? minor : undefined;
  } catch {
    return undefined;
  }
}

/** One request as the legacy body carries it. */
export const paymentRequestWire = (r: PaymentRequest): Record<string, unknown> => ({
  type: r.type,
  ...(currencyOf(r.type) === 'USD' ? { amount: fromMinor(r.amountMinor, 'USD') } : { localAmount: r.amountMinor }),
  customerId: r.customerId ?? undefined,
  customerRole: r.customerRole ?? undefined,
  bankName: r.bankName,
  checkNumber: r.checkNumber,
  checkDate: r.checkDate,
  date: r.date,
  rutDeposit: r.rutDeposit,
  nroCredit: r.nroCredit,
  ...(r.notes !== undefined ? { notes: r.notes } : {}),
  paymentItems: {
    paymentItem: r.items.map((i) => ({
      invoiceDraftNumber: i.invoiceDraftNumber,
      amount: i.amount,
      amountLocal: i.amountLocal,
      paidInFull: i.paidInFull,
    })),
  },
});

function itemOf(raw: unknown): PaymentItemRequest {
  const i = objectOf(raw);
  return {
    invoiceDraftNumber: Number(isPlainObject(raw) ? i.invoiceDraftNumber : NaN),
    ...(typeof i.amount === 'number' ? { amount: i.amount } : {}),
    ...(typeof i.amountLocal === 'number' ? { amountLocal: i.amountLocal } : {}),
    ...(typeof i.paidInFull === 'boolean' ? { paidInFull: i.paidInFull } : {}),
  };
}

/** One request read back; the fields it cannot read are named by its index (`0.type`, `1.amount`). */
export function paymentRequestOf(raw: unknown, index: number): PaymentRequest {
  if (!isPlainObject(raw)) throw new WireError({ [`${index}`]: v.required });
  const type = raw.type;
  if (!isPaymentType(type)) throw new WireError({ [`${index}.type`]: v.required });
  const currency = currencyOf(type);
  // Q33: dollars with up to 2 decimals, pesos whole; pesos may come as the legacy's amount too.
  const value = currency === 'USD' ? raw.amount : (raw.localAmount ?? raw.amount);
  const amountMinor = typeof value === 'number' || typeof value === 'string' ? safeMinor(value, currency) : undefined;
  if (amountMinor === undefined) throw new WireError({ [`${index}.amount`]: v.number });
  const t = (k: string) => optionalText(raw[k]);
  const items =
    isPlainObject(raw.paymentItems) && Array.isArray(raw.paymentItems.paymentItem) ? raw.paymentItems.paymentItem : [];
  const notes = t('notes');
  return {
    type,
    amountMinor,
    customerId: t('customerId'),
    customerRole: t('customerRole'),
    bankName: t('bankName'),
    checkNumber: t('checkNumber') ?? (type === 'WIRE_TRANSFER' ? t('opNumber') : null),
    checkDate: t('checkDate'),
    date: t('date'),
    rutDeposit: t('rutDeposit') ?? t('depositorRut'),
    nroCredit: t('nroCredit'),
    ...(notes !== null ? { notes } : {}),
    items: items.map(itemOf),
  };
}

export const addPayment = defineCall<AddPayment>({
  method: 'POST',
  path: '/payment/addpayment/:pfll',
  toWire: ({ paidInFull, requests }, at) => ({
    path: at({ pfll: String(paidInFull) }),
    body: requests.map(paymentRequestWire),
  }),
  fromWire: ({ params, body }) => ({
    paidInFull: textOf(params.pfll) === 'true',
    // A body that is not a list registers nothing (the registration's refusal).
    requests: (Array.isArray(body) ? (body as unknown[]) : []).map(paymentRequestOf),
  }),
});

/** GET /invoice/validatepay/{drafts} (INV-112): the drafts as the path's comma-separated list, as given. */
export interface ValidatePay {
  drafts: string[];
}

export const validatePay = defineCall<ValidatePay>({
  method: 'GET',
  path: '/invoice/validatepay/:drafts',
  // The list goes unencoded (its commas as written), as the legacy's callers send it.
  toWire: ({ drafts }) => ({ path: `/invoice/validatepay/${drafts.join(',')}` }),
  fromWire: ({ params }) => ({ drafts: textOf(params.drafts).split(',') }),
});

/** POST /payment/online {drafts} (INV-073, INV-074; Q30; ruling P74): the drafts paid online; what is not a positive integer is dropped. */
export interface OnlinePaymentOpen {
  drafts: number[];
}

export const openOnline = defineCall<OnlinePaymentOpen>({
  method: 'POST',
  path: '/payment/online',
  toWire: ({ drafts }, at) => ({ path: at(), body: { drafts } }),
  fromWire: ({ body }) => {
    const b = bodyRecord(body);
    return {
      drafts: (Array.isArray(b.drafts) ? b.drafts : []).map(Number).filter((n) => Number.isInteger(n) && n > 0),
    };
  },
});

/** The payments search request (D3 §3; PAY-005…009; Q36), its texts as sent (the search trims them). */
export interface PaymentSearch {
  agent: string;
  customer: string;
  payNbrs: string;
  facNbrs: string;
  onlyPendings: boolean;
  from: string;
  to: string;
}

const searchCall = (
  path: '/payment' | '/payment/byinvoice' | '/payment/bypaynbr' | '/payment/export',
): LegacyCall<PaymentSearch> =>
  defineCall<PaymentSearch>({
    method: 'POST',
    path,
    toWire: ({ agent, customer, payNbrs, facNbrs, onlyPendings, from, to }) => ({
      path,
      body: { agent, customer, payNbrs, facNbrs, onlyPendings, from, to },
    }),
    fromWire: ({ body }) => {
      const b = bodyRecord(body);
      return {
        agent: textOf(b.agent),
        customer: textOf(b.customer),
        payNbrs: textOf(b.payNbrs),
        facNbrs: textOf(b.facNbrs),
        // Only a true boolean narrows to the pending groups.
        onlyPendings: b.onlyPendings === true,
        from: textOf(b.from),
        to: textOf(b.to),
      };
    },
  });

/** POST /payment (the period), /payment/byinvoice, /payment/bypaynbr (Q36): which one, paymentSearchPath decides. */
export const paymentsByPeriod = searchCall('/payment');
export const paymentsByInvoice = searchCall('/payment/byinvoice');
export const paymentsByPayNbr = searchCall('/payment/bypaynbr');
/** POST /payment/export: the same search as a spreadsheet. */
export const paymentsExport = searchCall('/payment/export');

/** POST /payment/contabilizar, /contabilizargrupos (PAY-019…021): the groups posted. */
export interface PaymentPosting {
  groupIds: number[];
}

const postingCall = (path: '/payment/contabilizar' | '/payment/contabilizargrupos'): LegacyCall<PaymentPosting> =>
  defineCall<PaymentPosting>({
    method: 'POST',
    path,
    toWire: ({ groupIds }) => ({ path, body: groupIds.map((idGrupo) => ({ idGrupo })) }),
    // [{idGrupo}], [{id}], [ids] or {groups: [...]}, as the legacy's callers send them; what is not a positive integer is dropped.
    fromWire: ({ body }) => {
      const list: unknown[] = Array.isArray(body)
        ? body
        : isPlainObject(body) && Array.isArray(body.groups)
          ? body.groups
          : [];
      return {
        groupIds: list
          .map((g) => Number(isPlainObject(g) ? (g.idGrupo ?? g.id) : g))
          .filter((n) => Number.isInteger(n) && n > 0),
      };
    },
  });

export const postPayments = postingCall('/payment/contabilizar');
export const postPaymentGroups = postingCall('/payment/contabilizargrupos');

/** GET /payment/resendpaym/{grpId}, POST /payment/resendPaymentWithDetails/{grpId} (PAY-015…017): a group resent to billing. */
export interface PaymentResend {
  /** The group's number as the path gives it. */
  groupId: string;
}

const resendCall = (
  method: 'GET' | 'POST',
  path: '/payment/resendpaym/:grpId' | '/payment/resendPaymentWithDetails/:grpId',
): LegacyCall<PaymentResend> =>
  defineCall<PaymentResend>({
    method,
    path,
    toWire: ({ groupId }, at) => ({ path: at({ grpId: groupId }) }),
    fromWire: ({ params }) => ({ groupId: textOf(params.grpId) }),
  });

export const resendPayment = resendCall('GET', '/payment/resendpaym/:grpId');
export const resendPaymentWithDetails = resendCall('POST', '/payment/resendPaymentWithDetails/:grpId');

/**
 * POST /pg/khipu/notify (Q30; ruling P74): the provider's notification, server to server, signed
 * over its raw body (the signature is checked on those bytes, outside the codec). A field of the
 * wrong type reads as null: the registration then refuses the notification, never the decoding.
 */
export interface ProviderNotice {
  notificationId: string | null;
  paymentId: string | null;
  amount: number | null;
  currency: string | null;
  status: string | null;
}

const stringOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

export const providerNotify = defineCall<ProviderNotice>({
  method: 'POST',
  path: '/pg/khipu/notify',
  toWire: ({ notificationId, paymentId, amount, currency, status }, at) => ({
    path: at(),
    body: { notificationId, paymentId, amount, currency, status },
  }),
  fromWire: ({ body }) => {
    const b = objectOf(body);
    return {
      notificationId: stringOrNull(b.notificationId),
      paymentId: stringOrNull(b.paymentId),
      amount: typeof b.amount === 'number' ? b.amount : null,
      currency: stringOrNull(b.currency),
      status: stringOrNull(b.status),
    };
  },
});
