/**
 * Invoicing's calls (D3 §7.2; rulings P67–P71), shared by the invoice area and the operational
 * costs screens (IMP-053): the charges pending invoicing, the pre-invoice, the searches, the
 * invoice and its PDFs, finalize and delete, and the lists the forms pick from.
 */
import type { ChargeWire, InvoiceListWire, InvoiceWire } from '../../domain/terminalWire/invoices';
import type { VesselVisitSummary } from '../../domain/terminalWire/vesselVisits';
import { apiFetch } from '../../providers/httpClient';

export type { ChargeWire, InvoiceListWire, InvoiceWire };

const file = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => apiFetch<Response>(path, { method, body, raw: true }).then((r) => r.blob());

export interface Party {
  id: string;
  name: string;
}

/** The charge search as sent (POST /api/invoice/searchallcues). */
export interface ChargeSearch {
  visit: string;
  category: 'IMPORT' | 'EXPORT';
  blOrBooking: string;
  unit: string;
  client: string;
  storekeeper: string;
  agent: string;
  onlySF: boolean;
}

/** The invoice search filters as sent (D3 §3; POST /api/invoice/search). */
export interface InvoiceSearch {
  status: 'DRAFT' | 'FINAL';
  invoicesNbr: string;
  draftsNbr: string;
  visit: string;
  blOrBooking: string;
  agent: string;
  customer: string;
  customerRole: string;
  fromDate: string;
  toDate: string;
  includeCanceled: boolean;
  isOnlySF?: boolean;
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
  charges: (search: ChargeSearch) => apiFetch<ChargeWire[]>('/invoice/searchallcues', { method: 'POST', body: search }),
  generate: (body: ChargeSearch & { units: string[]; client: string; clientRole: string; vesselVisit: string }) =>
    apiFetch<{ value: number; message: string }>('/invoice/generate-sf', { method: 'POST', body }),
  search: (filters: InvoiceSearch) => apiFetch<InvoiceListWire[]>(filters.isOnlySF ? '/invoice/search-sf' : '/invoice/search', { method: 'POST', body: filters }),
  exportSheet: (filters: InvoiceSearch) => file('/invoice/export', 'POST', filters),
  invoice: (draft: number) => apiFetch<InvoiceWire>(`/invoice/${draft}`),
  draftPdf: (draft: number) => file(`/invoice/draftpdf/${draft}`),
  pdf: (draft: number) => file(`/invoice/pdf/${draft}`),
  finalize: (draft: number) => apiFetch<{ message: string; invoice: InvoiceWire }>(`/invoice/finalize/${draft}`),
  markPaid: (drafts: number[]) => apiFetch<{ message: string; invoices: InvoiceListWire[] }>('/invoice/markpaid', { method: 'POST', body: { drafts } }),
  /** A credit note usable for the draft's customer (INV-096…099). */
  credit: (number: string, draft: number) => apiFetch<{ id: number; totalCredit: number; saldo: number; customerId: string }>(`/credit/bynbrAndDraft/${encodeURIComponent(number)}/${draft}`),
  remove: (draft: number) => apiFetch<{ message: string }>(`/invoice/delete/${draft}`, { method: 'DELETE' }),
};
