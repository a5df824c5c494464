/**
 * The invoice search's payment state (issue 30; ruling in /tmp/briefs/rulings-phone.md): 'Impagas'
 * (final and not paid) and 'Vencidas' (unpaid after its due date, on the terminal's day). The legacy
 * search has no such parameter (D3 §3 Invoice search filters), so the console asks it for every
 * date and keeps the rows in that state. Pure: the console's list and the mock's overdue facts
 * (ruling P70) read the same rule.
 */
import { slashedDay } from '../santiagoTime';

export const PAYMENT_FILTERS = ['', 'unpaid', 'overdue'] as const;
/** '' is every invoice the search finds. */
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const paymentFilterOf = (text: unknown): PaymentFilter => (text === 'unpaid' || text === 'overdue' ? text : '');

interface PaymentFacts {
  status: string;
  paid: boolean;
  /** YYYY-MM-DD, set when the invoice is finalized (ruling P70); none on a draft. */
  dueDate?: string | null;
}

export const isUnpaid = (i: PaymentFacts): boolean => i.status === 'FINAL' && !i.paid;

/** `today`: the terminal's day, YYYY-MM-DD. An invoice without a due date is never overdue. */
export const isOverdue = (i: PaymentFacts, today: string): boolean =>
  isUnpaid(i) && typeof i.dueDate === 'string' && i.dueDate !== '' && i.dueDate < today;

export function inPaymentState(i: PaymentFacts, filter: PaymentFilter, today: string): boolean {
  if (filter === 'unpaid') return isUnpaid(i);
  if (filter === 'overdue') return isOverdue(i, today);
  return true;
}

/** Before the terminal's first invoice: a search by payment state reaches every date. */
export const ALL_DATES_FROM = '01/01/2000';

/**
 * The legacy call for a search: a search by payment state and without numbers asks for every date
 * to today (the call needs a period, INV-030); any other search goes as the user gave it.
 */
export function legacyPeriod<
  S extends { payment: PaymentFilter; invoicesNbr: string; draftsNbr: string; fromDate: string; toDate: string },
>(search: S, today: string): S {
  const byNumber = search.invoicesNbr.trim() !== '' || search.draftsNbr.trim() !== '';
  if (search.payment === '' || byNumber) return search;
  return { ...search, fromDate: ALL_DATES_FROM, toDate: slashedDay(today) };
}
