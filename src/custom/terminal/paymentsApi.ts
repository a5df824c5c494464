/**
 * Payments' calls (D3 §7.1, §7.3; rulings P73–P75), shared by the payments, pay and cash screens:
 * the searches (Q36), sync, posting, the spreadsheet and the receipt; the tolerance and the banks;
 * registering a payment with its idempotency key; the online payment; the cash events.
 */
import { paymentSearchPath } from '../../domain/payments/paymentSearchRules';
import type { AddPaymentWire, PaymentGroupWire } from '../../domain/terminalWire/payments';
import { apiFetch } from '../../providers/httpClient';

export type { AddPaymentWire, PaymentGroupWire };

const file = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => apiFetch<Response>(path, { method, body, raw: true }).then((r) => r.blob());

/** The payments search request (D3 §3). */
export interface PaymentSearch {
  agent: string;
  customer: string;
  payNbrs: string;
  facNbrs: string;
  onlyPendings: boolean;
  from: string;
  to: string;
}

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

/** The cash event DTO (D3 §3). */
export interface CashEventRequest {
  unitNbr: string;
  date: string;
  cashEvents: { event: string; quantity: number }[];
  rolCustomer: string;
  customerId: string;
  securityFee: boolean;
  agentId: string;
  notes: string;
}

export const paymentsApi = {
  search: (s: PaymentSearch) => apiFetch<PaymentGroupWire[]>(paymentSearchPath(s), { method: 'POST', body: s }),
  resend: (groupId: number) => apiFetch<{ type: string; itemsPayment: { type: string; sequenceNumber: string }[] }>(`/payment/resendpaym/${groupId}`),
  post: (groupIds: readonly number[]) => apiFetch<{ valor: boolean; mensaje: string }>('/payment/contabilizargrupos', { method: 'POST', body: groupIds.map((idGrupo) => ({ idGrupo })) }),
  exportSheet: (s: PaymentSearch) => file('/payment/export', 'POST', s),
  receipt: (groupId: number) => file(`/report/payment/${groupId}`),
  tolerance: () => apiFetch<{ toleranciaPesos: number; toleranciaDolares: number }>('/payment/tolerancia'),
  banks: () => apiFetch<{ id: string; name: string }[]>('/payment/bancos'),
  validate: (drafts: readonly number[]) => apiFetch<{ valor: boolean; mensaje: string }>(`/invoice/validatepay/${drafts.join(',')}`),
  /** The key makes a repeat (a double click, a retry after a lost answer) the same payment. */
  addPayment: (requests: unknown[], paidInFull: boolean, idempotencyKey: string) =>
    apiFetch<AddPaymentWire>(`/payment/addpayment/${paidInFull}`, { method: 'POST', body: requests, headers: { 'Idempotency-Key': idempotencyKey } }),
  /** Cash events (ruling P75): the catalogue, the container's customer, the draft of its events. */
  eventTypes: () => apiFetch<{ id: string; description: string; currency: string; amount: number; unit: string }[]>('/eventtype'),
  unitCustomer: (unitNbr: string) => apiFetch<UnitCustomer>(`/customer/getunitcustomer/${encodeURIComponent(unitNbr)}`),
  cashEvent: (body: CashEventRequest) => apiFetch<{ draftNumber: number; message: string }>('/eventtype', { method: 'POST', body }),
  online: (drafts: readonly number[]) => apiFetch<{ paymentId: string; url: string }>('/payment/online', { method: 'POST', body: { drafts } }),
};
