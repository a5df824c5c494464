/** The payments area's URLs (D3 §2.2): the search lives in /payments/management?…; a group's detail in /payments/paymentDetailContab?group=. */
import type { PaymentSearch } from '../terminal/api/paymentsApi';
import { toQuery } from '../terminal/forms/urlQuery';

export const PAYMENTS = '/payments';
export const paymentPaths = {
  management: (s: PaymentSearch) => `${PAYMENTS}/management?${toQuery(s)}`,
  detail: (group: number, back: string) =>
    `${PAYMENTS}/paymentDetailContab?group=${group}&back=${encodeURIComponent(back)}`,
};

const text = (q: URLSearchParams, k: string) => q.get(k) ?? '';
export const paymentSearchFrom = (q: URLSearchParams): PaymentSearch => ({
  agent: text(q, 'agent'),
  customer: text(q, 'customer'),
  payNbrs: text(q, 'payNbrs'),
  facNbrs: text(q, 'facNbrs'),
  onlyPendings: q.get('onlyPendings') === 'true',
  from: text(q, 'from'),
  to: text(q, 'to'),
});
