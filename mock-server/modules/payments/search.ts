/**
 * The payments search (D3 §3 Payment search request, §5; PAY-005…009; Q36; ruling P73): POST
 * /payment by the period (required, DD/MM/YYYY on the Santiago day of registration), /byinvoice by
 * invoice final numbers, /bypaynbr by payment (group) numbers; then agency, client and only the
 * groups pending synchronisation. Newest first.
 */
import { dayKey, parseDay } from '../../../src/domain/calendarDay';
import { numberList } from '../../../src/domain/invoicing/invoiceSearchRules';
import { paymentSearchErrors } from '../../../src/domain/payments/paymentSearchRules';
import { santiagoDay } from '../../../src/domain/santiagoTime';
import { badRequest } from '../../errors';
import type { PaymentSearch } from '../../../src/domain/payments/calls';
import type { Store } from '../../store';
import type { PaymentGroup } from './types';

export type PaymentSearchMode = 'period' | 'byinvoice' | 'bypaynbr';

export function searchGroups(store: Store, search: PaymentSearch, mode: PaymentSearchMode): PaymentGroup[] {
  const s = (k: 'agent' | 'customer' | 'payNbrs' | 'facNbrs' | 'from' | 'to') => search[k].trim();
  const values = { payNbrs: s('payNbrs'), facNbrs: s('facNbrs'), from: s('from'), to: s('to') };
  const faults = paymentSearchErrors(values);
  // The period is required of the period search; the number searches may narrow by it when given.
  const wanted =
    mode === 'period'
      ? faults
      : Object.fromEntries(Object.entries(faults).filter(([k]) => k === 'payNbrs' || k === 'facNbrs'));
  if (Object.keys(wanted).length > 0) throw badRequest(undefined, wanted as Record<string, string>);
  const [payNbrs, facNbrs] = [numberList(values.payNbrs) ?? [], numberList(values.facNbrs) ?? []];
  const day = (k: 'from' | 'to') => {
    const d = parseDay(values[k]);
    return d ? dayKey(d) : undefined;
  };
  const [from, to] = [day('from'), day('to')];
  return store.db.paymentGroup
    .filter((g) => {
      if (mode === 'byinvoice' && !g.items.some((i) => i.finalNumber !== null && facNbrs.includes(i.finalNumber)))
        return false;
      if (mode === 'bypaynbr' && !payNbrs.includes(g.id)) return false;
      const created = Number(santiagoDay(new Date(g.created)).replaceAll('-', ''));
      if ((from !== undefined && created < from) || (to !== undefined && created > to)) return false;
      if (s('agent') && !g.items.some((i) => i.agentId === s('agent'))) return false;
      if (s('customer') && !g.items.some((i) => i.customerId === s('customer'))) return false;
      return !search.onlyPendings || g.status !== 'PAY_OK';
    })
    .sort((a, b) => b.id - a.id);
}
