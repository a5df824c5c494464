/**
 * The invoice area's addresses other screens link to (the operational costs screens, IMP-053):
 * the charges search of a unit, and an invoice's or a draft's costs. A search is kept in the URL.
 */
import type { ChargeSearch } from '../api/invoiceApi';
import { toQuery } from '../forms/urlQuery';

export const INVOICE_BASE = '/invoice';

export const invoiceLinks = {
  charges: (search: Partial<ChargeSearch>) => `${INVOICE_BASE}/charges?${toQuery(search)}`,
  costs: (final: boolean, draft: number, back?: string) =>
    `${INVOICE_BASE}/${final ? 'invoices' : 'drafts'}/costs/${draft}${back ? `?back=${encodeURIComponent(back)}` : ''}`,
};
