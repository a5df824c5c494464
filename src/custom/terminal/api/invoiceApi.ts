/**
 * Invoicing's calls (D3 §7.2; rulings P67–P71), shared by the invoice area and the operational
 * costs screens (IMP-053): the charges pending invoicing, the pre-invoice, the searches, the
 * invoice and its PDFs, finalize and delete, and the lists the forms pick from.
 */
import type { ChargeWire, InvoiceListWire, InvoiceWire } from '../../../domain/terminalWire/invoices';
import type { VesselVisitSummary } from '../../../domain/terminalWire/vesselVisits';
import type { PaymentFilter } from '../../../domain/invoicing/paymentFilter';
import {
  chargeSearch,
  creditForDraft,
  deleteDraft,
  generateDraft,
  invoiceExport,
  invoiceSearch,
  invoiceSearchSf,
  markPaid,
  type ChargeSearch,
  type CreditForDraft,
  type DraftAt,
  type GenerateDraft,
  type InvoiceSearch as InvoiceSearchInput,
  type MarkPaid,
} from '../../../domain/invoicing/calls';
import { apiFetch } from '../../../providers/httpClient';
import { sendCall } from '../../../providers/sendCall';

export type { ChargeSearch, ChargeWire, GenerateDraft, InvoiceListWire, InvoiceWire };

const file = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
  apiFetch<Response>(path, { method, body, raw: true }).then((r) => r.blob());

export interface Party {
  id: string;
  name: string;
}

/** The invoice search filters as the console builds them (D3 §3; its codec: src/domain/invoicing/calls.ts). */
export interface InvoiceSearch extends Omit<InvoiceSearchInput, 'status' | 'unit' | 'category'> {
  status: 'DRAFT' | 'FINAL';
  /** The console's own filter on the answer (paymentFilter.ts): the codec does not send it. */
  payment: PaymentFilter;
}

export interface CustomerProfile extends Party {
  clientChile: boolean;
  convenio: string;
  hasCredit: boolean;
}

export const invoiceApi = {
  allowedRuts: () => apiFetch<string[]>('/invoice/getallowedruts'),
  customers: () => apiFetch<Party[]>('/invoice/customers'),
  agents: () => apiFetch<Party[]>('/invoice/agents'),
  storekeepers: () => apiFetch<Party[]>('/invoice/storekeepers'),
  /** Every visit, newest first: charges are invoiced after the ship has sailed too. */
  visits: () => apiFetch<VesselVisitSummary[]>('/vesselvisit/actives2'),
  profile: (id: string) => apiFetch<CustomerProfile>(`/invoice/customerprofile/${encodeURIComponent(id)}`),
  charges: (search: ChargeSearch) => sendCall<ChargeWire[], ChargeSearch>(chargeSearch, search),
  generate: (request: GenerateDraft) =>
    sendCall<{ value: number; message: string }, GenerateDraft>(generateDraft, request),
  search: (filters: InvoiceSearch) =>
    sendCall<InvoiceListWire[], InvoiceSearchInput>(filters.isOnlySF ? invoiceSearchSf : invoiceSearch, filters),
  exportSheet: (filters: InvoiceSearch) =>
    sendCall<Response, InvoiceSearchInput>(invoiceExport, filters, { raw: true }).then((r) => r.blob()),
  invoice: (draft: number) => apiFetch<InvoiceWire>(`/invoice/${draft}`),
  draftPdf: (draft: number) => file(`/invoice/draftpdf/${draft}`),
  pdf: (draft: number) => file(`/invoice/pdf/${draft}`),
  finalize: (draft: number) => apiFetch<{ message: string; invoice: InvoiceWire }>(`/invoice/finalize/${draft}`),
  markPaid: (drafts: number[]) =>
    sendCall<{ message: string; invoices: InvoiceListWire[] }, MarkPaid>(markPaid, { drafts }),
  /** A credit note usable for the draft's customer (INV-096…099). */
  credit: (number: string, draft: number) =>
    sendCall<{ id: number; totalCredit: number; saldo: number; customerId: string }, CreditForDraft>(creditForDraft, {
      number,
      draft: String(draft),
    }),
  remove: (draft: number) => sendCall<{ message: string }, DraftAt>(deleteDraft, { draft: String(draft) }),
};
