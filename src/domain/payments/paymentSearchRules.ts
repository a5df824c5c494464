/**
 * The payments search (D3 §5 Payment search; PAY-005…009, VAL-030; Q36): dates required (the last
 * 7 days by default, DD/MM/YYYY), payment and invoice numbers as digits separated by commas; which
 * call answers it: by invoice numbers, by payment numbers, else by the period. Pure: the screen and
 * the mock's 400s read the same functions.
 */
import { appMessages } from '../../i18n/appMessages';
import { paymentRuleMessages as m } from '../../i18n/paymentRuleMessages';
import { dayKey, parseDay } from '../calendarDay';
import { numberList } from '../invoicing/invoiceSearchRules';

export interface PaymentSearchValues {
  payNbrs: string;
  facNbrs: string;
  from: string;
  to: string;
}

export function paymentSearchErrors(v: PaymentSearchValues): Partial<Record<keyof PaymentSearchValues, string>> {
  const e: Partial<Record<keyof PaymentSearchValues, string>> = {};
  if (numberList(v.payNbrs) === undefined) e.payNbrs = m.numberList;
  if (numberList(v.facNbrs) === undefined) e.facNbrs = m.numberList;
  const [from, to] = [parseDay(v.from), parseDay(v.to)];
  if (!from) e.from = appMessages.validation.required;
  if (!to) e.to = appMessages.validation.required;
  if (from && to && dayKey(from) > dayKey(to)) e.to = appMessages.validation.required;
  return e;
}

/** Q36: /payment/byinvoice when invoice numbers are given, /bypaynbr when payment numbers are, else /payment. */
export function paymentSearchPath(
  v: Pick<PaymentSearchValues, 'payNbrs' | 'facNbrs'>,
): '/payment/byinvoice' | '/payment/bypaynbr' | '/payment' {
  if ((numberList(v.facNbrs) ?? []).length > 0) return '/payment/byinvoice';
  if ((numberList(v.payNbrs) ?? []).length > 0) return '/payment/bypaynbr';
  return '/payment';
}
