/**
 * POST /invoice/search, /search-sf and /export's search (D3 §3 Invoice search filters, §5; INV-030,
 * INV-035, INV-036, INV-039; rulings P71): by invoice or draft numbers, or by the period (DD/MM/YYYY,
 * on the Santiago day the invoice was made), status and the filters; within the user's reach;
 * newest first. A search by status without a period is refused (400 on the fields).
 */
import { dayKey, parseDay } from '../../../src/domain/calendarDay';
import { invoiceSearchErrors, numberList } from '../../../src/domain/invoicing/invoiceSearchRules';
import { santiagoDay } from '../../../src/domain/santiagoTime';
import { badRequest } from '../../errors';
import type { InvoiceSearch } from '../../../src/domain/invoicing/calls';
import type { Store } from '../../store';
import type { UserRecord } from '../../types';
import { scopeOf } from '../../terminalModel/access';
import type { Invoice } from './types';
import { invoiceReach } from './drafts';

/** The Santiago day (YYYYMMDD) an instant falls on, memoised: an invoice's creation never changes, and Intl is slow over 20,000 rows. */
const dayOfInstant = new Map<string, number>();
function createdDay(iso: string): number {
  let day = dayOfInstant.get(iso);
  if (day === undefined) {
    day = Number(santiagoDay(new Date(iso)).replaceAll('-', ''));
    dayOfInstant.set(iso, day);
  }
  return day;
}

type SearchText = Exclude<keyof InvoiceSearch, 'includeCanceled' | 'isOnlySF'>;

export function searchInvoices(store: Store, user: UserRecord, search: InvoiceSearch): Invoice[] {
  const s = (k: SearchText) => search[k] ?? '';
  const status = s('status').toUpperCase();
  const faults = invoiceSearchErrors(
    { invoicesNbr: s('invoicesNbr'), draftsNbr: s('draftsNbr'), fromDate: s('fromDate'), toDate: s('toDate') },
    status === 'DRAFT',
  );
  if (Object.keys(faults).length > 0) throw badRequest(undefined, faults as Record<string, string>);
  const [invoices, drafts] = [numberList(s('invoicesNbr')) ?? [], numberList(s('draftsNbr')) ?? []];
  const day = (k: 'fromDate' | 'toDate') => {
    const d = parseDay(s(k));
    return d ? dayKey(d) : undefined;
  };
  const [from, to] = [day('fromDate'), day('toDate')];
  const reach = invoiceReach(store, scopeOf(store.db, user));
  const f = (k: SearchText, v: string | null) => !s(k) || s(k) === v;
  const [bl, unit, category] = [s('blOrBooking').toUpperCase(), s('unit').toUpperCase(), s('category').toUpperCase()];
  const list = store.db.invoice.filter((i) => {
    if (!reach(i)) return false;
    if (invoices.length > 0) return i.finalNumber !== null && invoices.includes(i.finalNumber);
    if (drafts.length > 0) return drafts.includes(i.id);
    if (status && i.status !== status) return false;
    // Q31: 'cancelled' is settled, so paid invoices come only when asked.
    if (i.paid && !search.includeCanceled) return false;
    if (
      !(
        f('agent', i.agentId) &&
        f('customer', i.payeeCustomerId) &&
        f('customerRole', i.payeeCustomerRole) &&
        f('visit', i.vesselVisitId)
      )
    )
      return false;
    if (
      (bl && bl !== i.blOrBooking) ||
      (unit && !i.unitNbrs.includes(unit)) ||
      (category && category !== i.category) ||
      (search.isOnlySF === true && !i.onlySF)
    )
      return false;
    const created = createdDay(i.created);
    return (from === undefined || created >= from) && (to === undefined || created <= to);
  });
  return list.sort((a, b) => b.id - a.id);
}
