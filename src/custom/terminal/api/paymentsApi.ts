/**
 * Payments' calls (D3 §7.1, §7.3; rulings P73–P75), shared by the payments, pay and cash screens:
 * the searches (Q36), sync, posting, the spreadsheet and the receipt; the tolerance and the banks;
 * registering a payment with its idempotency key; the online payment; the cash events.
 */
import { paymentSearchPath } from '../../../domain/payments/paymentSearchRules';
import type { AddPaymentWire, PaymentGroupWire } from '../../../domain/terminalWire/payments';
import { cashEvent, type CashEventRequest } from '../../../domain/cash/calls';
import {
  addPayment,
  openOnline,
  paymentsByInvoice,
  paymentsByPayNbr,
  paymentsByPeriod,
  paymentsExport,
  postPaymentGroups,
  resendPayment,
  validatePay,
  type AddPayment,
  type OnlinePaymentOpen,
  type PaymentPosting,
  type PaymentRequest,
  type PaymentResend,
  type PaymentSearch,
  type ValidatePay,
} from '../../../domain/payments/calls';
import { apiFetch } from '../../../providers/httpClient';
import { sendCall } from '../../../providers/sendCall';

export type { AddPaymentWire, CashEventRequest, PaymentGroupWire, PaymentRequest, PaymentSearch };

/** Q36: the search's call, by the path paymentSearchPath chooses. */
const SEARCHES = {
  '/payment': paymentsByPeriod,
  '/payment/byinvoice': paymentsByInvoice,
  '/payment/bypaynbr': paymentsByPayNbr,
} as const;

const file = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
  apiFetch<Response>(path, { method, body, raw: true }).then((r) => r.blob());

/** The customer of a container, as the cash screen reads it (CASH-014). */
export interface UnitCustomer {
  id: string;
  name: string;
  giro: string;
  addressLine1: string | null;
  city: string | null;
  stateName: string | null;
  canTakeDebt: boolean;
  securityFeeCancelled: boolean;
}

export const paymentsApi = {
  search: (s: PaymentSearch) => sendCall<PaymentGroupWire[], PaymentSearch>(SEARCHES[paymentSearchPath(s)], s),
  resend: (groupId: number) =>
    sendCall<{ type: string; itemsPayment: { type: string; sequenceNumber: string }[] }, PaymentResend>(resendPayment, {
      groupId: String(groupId),
    }),
  post: (groupIds: readonly number[]) =>
    sendCall<{ valor: boolean; mensaje: string }, PaymentPosting>(postPaymentGroups, { groupIds: [...groupIds] }),
  exportSheet: (s: PaymentSearch) =>
    sendCall<Response, PaymentSearch>(paymentsExport, s, { raw: true }).then((r) => r.blob()),
  receipt: (groupId: number) => file(`/report/payment/${groupId}`),
  tolerance: () => apiFetch<{ toleranciaPesos: number; toleranciaDolares: number }>('/payment/tolerancia'),
  banks: () => apiFetch<{ id: string; name: string }[]>('/payment/bancos'),
  validate: (drafts: readonly number[]) =>
    sendCall<{ valor: boolean; mensaje: string }, ValidatePay>(validatePay, { drafts: drafts.map(String) }),
  /** The key makes a repeat (a double click, a retry after a lost answer) the same payment. */
  addPayment: (requests: PaymentRequest[], paidInFull: boolean, idempotencyKey: string) =>
    sendCall<AddPaymentWire, AddPayment>(
      addPayment,
      { paidInFull, requests },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  /** Cash events (ruling P75): the catalogue, the container's customer, the draft of its events. */
  eventTypes: () =>
    apiFetch<{ id: string; description: string; currency: string; amount: number; unit: string }[]>('/eventtype'),
  unitCustomer: (unitNbr: string) => apiFetch<UnitCustomer>(`/customer/getunitcustomer/${encodeURIComponent(unitNbr)}`),
  cashEvent: (request: CashEventRequest) =>
    sendCall<{ draftNumber: number; message: string }, CashEventRequest>(cashEvent, request),
  online: (drafts: readonly number[]) =>
    sendCall<{ paymentId: string; url: string }, OnlinePaymentOpen>(openOnline, { drafts: [...drafts] }),
};
