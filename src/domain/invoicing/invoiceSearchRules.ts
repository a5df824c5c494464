/**
 * The invoicing forms' rules (D3 §5 Invoice search, Charge search, Pre-invoice; INV-013, INV-021,
 * INV-022, INV-029…032): number lists are digits separated by commas; invoice and draft numbers
 * exclude each other; dates are required unless a number is given or it is a draft search; a charge
 * search needs a visit and a BL/booking or a container unless only-SF; a pre-invoice needs a payee
 * and a charge. Pure: the forms and the mock's 400s read the same functions.
 */
import { invoiceRuleMessages as m } from '../../i18n/invoiceRuleMessages';
import { dayKey, parseDay } from '../calendarDay';
import { A71 } from '../importPickup/unitActions';
import { addDays } from '../santiagoTime';

/** INV-032: the default search period, the last 7 days to today. */
export const SEARCH_DAYS_BACK = 7;
export const defaultSearchRange = (today: string) => ({ from: addDays(today, -SEARCH_DAYS_BACK), to: today });

/** '123, 456,789' → [123, 456, 789]; anything else undefined (an empty text is an empty list). */
export function numberList(text: string): number[] | undefined {
  const t = text.trim();
  if (!t) return [];
  if (!/^\d+(\s*,\s*\d+)*$/.test(t)) return undefined;
  return t.split(',').map((x) => Number(x.trim()));
}

export interface InvoiceSearchValues {
  invoicesNbr: string;
  draftsNbr: string;
  fromDate: string;
  toDate: string;
  /** The console's payment state (paymentFilter.ts): a search by state has no period, like one by number. */
  payment?: string;
}

/** INV-029…031: which of the two number fields is open (filling one disables the other). */
export function numbersLocked(v: Pick<InvoiceSearchValues, 'invoicesNbr' | 'draftsNbr'>): {
  invoicesNbr: boolean;
  draftsNbr: boolean;
} {
  return { invoicesNbr: v.draftsNbr.trim() !== '', draftsNbr: v.invoicesNbr.trim() !== '' };
}

export function invoiceSearchErrors(
  v: InvoiceSearchValues,
  draftSearch: boolean,
): Partial<Record<keyof InvoiceSearchValues, string>> {
  const e: Partial<Record<keyof InvoiceSearchValues, string>> = {};
  if (numberList(v.invoicesNbr) === undefined) e.invoicesNbr = m.numberList;
  if (numberList(v.draftsNbr) === undefined) e.draftsNbr = m.numberList;
  const byNumber = v.invoicesNbr.trim() !== '' || v.draftsNbr.trim() !== '';
  if (byNumber || draftSearch || Boolean(v.payment)) return e;
  const [from, to] = [parseDay(v.fromDate), parseDay(v.toDate)];
  if (!from) e.fromDate = m.required;
  if (!to) e.toDate = m.required;
  if (from && to && dayKey(from) > dayKey(to)) e.toDate = m.required;
  return e;
}

export interface ChargeSearchValues {
  visit: string;
  blOrBooking: string;
  unit: string;
  onlySF: boolean;
}

/** INV-008, INV-013: a visit, and a BL/booking or a container unless only-SF. */
export function chargeSearchErrors(v: ChargeSearchValues): { visit?: string; blOrBooking?: string } {
  const e: { visit?: string; blOrBooking?: string } = {};
  if (!v.visit.trim()) e.visit = m.visitRequired;
  if (!v.onlySF && !v.blOrBooking.trim() && !v.unit.trim()) e.blOrBooking = m.blOrContainer;
  return e;
}

/** INV-021, INV-022: a payee and at least one charge. */
export function preInvoiceErrors(v: { payee: string; charges: readonly unknown[] }): {
  payee?: string;
  charges?: string;
} {
  const e: { payee?: string; charges?: string } = {};
  if (!v.payee.trim()) e.payee = m.payeeRequired;
  if (v.charges.length === 0) e.charges = m.chargesRequired;
  return e;
}

/** INV-011, Q32: the only-SF search's storekeeper; that code locks the storekeeper filter. */
export const ONLY_SF_STOREKEEPER = A71;
export const storekeeperLocked = (code: string): boolean => code === ONLY_SF_STOREKEEPER;

/** INV-006, INV-007: the only-SF toggle is offered when the allowed list is empty or holds the user's login. */
export const allowedRut = (allowed: readonly string[], login: string): boolean =>
  allowed.length === 0 || allowed.includes(login);

/** INV-016: a typeahead with text typed but no listed item chosen has that field's message. */
export const unlistedEntry = (typed: string, chosen: string): boolean => typed.trim() !== '' && chosen === '';
