/**
 * The invoice area's URLs (D3 §2.1): a search lives in its result URL (/invoice/invoices?…,
 * /invoice/drafts?…, /invoice/charges?…), so going back to the list keeps it.
 */
import { paymentFilterOf } from '../../domain/invoicing/paymentFilter';
import type { ChargeSearch, InvoiceSearch } from '../terminal/api/invoiceApi';
import { INVOICE_BASE, invoiceLinks } from '../terminal/invoices/invoiceLinks';
import { toQuery } from '../terminal/forms/urlQuery';

export const INVOICE = INVOICE_BASE;
export type InvoiceKind = 'DRAFT' | 'FINAL';

export const invoicePaths = {
  searchForm: (kind: InvoiceKind) => `${INVOICE}/${kind === 'FINAL' ? 'search' : 'draft'}`,
  results: (kind: InvoiceKind, search: InvoiceSearch) =>
    `${INVOICE}/${kind === 'FINAL' ? 'invoices' : 'drafts'}?${toQuery(search)}`,
  costs: (kind: InvoiceKind, draft: number, back?: string) => invoiceLinks.costs(kind === 'FINAL', draft, back),
  generator: `${INVOICE}/generator`,
  charges: (search: ChargeSearch) => invoiceLinks.charges(search),
  /** INV-079: paying one invoice from its costs, or several from the list; then the result. */
  pay: (drafts: readonly number[]) =>
    drafts.length === 1 ? `${INVOICE}/invoices/costs/${drafts[0]}/pay` : `${INVOICE}/pay?drafts=${drafts.join(',')}`,
  payResult: (draft?: number) => (draft ? `${INVOICE}/invoices/costs/${draft}/pay/detail` : `${INVOICE}/pay/detail`),
};

const text = (q: URLSearchParams, k: string) => q.get(k) ?? '';

export const invoiceSearchFrom = (q: URLSearchParams, kind: InvoiceKind): InvoiceSearch => ({
  status: kind,
  invoicesNbr: text(q, 'invoicesNbr'),
  draftsNbr: text(q, 'draftsNbr'),
  visit: text(q, 'visit'),
  blOrBooking: text(q, 'blOrBooking'),
  agent: text(q, 'agent'),
  customer: text(q, 'customer'),
  customerRole: text(q, 'customerRole'),
  fromDate: text(q, 'fromDate'),
  toDate: text(q, 'toDate'),
  includeCanceled: q.get('includeCanceled') === 'true',
  // Drafts are never paid nor overdue: the payment state is the invoice search's.
  payment: kind === 'FINAL' ? paymentFilterOf(q.get('payment')) : '',
});

export const chargeSearchFrom = (q: URLSearchParams): ChargeSearch => ({
  visit: text(q, 'visit'),
  category: q.get('category') === 'EXPORT' ? 'EXPORT' : 'IMPORT',
  blOrBooking: text(q, 'blOrBooking'),
  unit: text(q, 'unit'),
  client: text(q, 'client'),
  storekeeper: text(q, 'storekeeper'),
  agent: text(q, 'agent'),
  onlySF: q.get('onlySF') === 'true',
});
