/**
 * A payment line as entered on the pay screen (D3 §3 Payment line as entered on screen, §5 Payment
 * registration; INV-082…103; Q33): its type, its amount in its currency — CASH_US in US dollars
 * with up to 2 decimals, every other type in whole Chilean pesos — and the fields each type needs.
 * Amounts are read from es-CL text ('.' groups thousands, ',' marks decimals) into integer minor
 * units; a dot that is not a thousands group is refused, so '12.50' is never read as 1.250.
 * Pure: the pay screen and the mock's refusals read the same functions.
 */
import { appMessages } from '../../i18n/appMessages';
import { paymentRuleMessages as m } from '../../i18n/paymentRuleMessages';
import type { Currency } from '../money';
import { isValidRut } from '../rut';

export const PAYMENT_TYPES = ['CASH', 'CHECK', 'WIRE_TRANSFER', 'CREDIT_NOTE', 'CASH_US'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const isPaymentType = (t: unknown): t is PaymentType => (PAYMENT_TYPES as readonly unknown[]).includes(t);

/** Q33: CASH_US lines are dollars; all others pesos. */
export const currencyOf = (type: PaymentType): Currency => (type === 'CASH_US' ? 'USD' : 'CLP');

/** D3 §5, D3 §9.1: the depositor's RUT is at most 13 characters. */
export const DEPOSITOR_RUT_MAX = 13;

export interface PaymentLineEntry {
  type: PaymentType | '';
  monto: string;
  banco: string;
  /** DD-MM-YYYY (Q33). */
  dateCheque: string;
  nbrCheque: string;
  /** DD-MM-YYYY HH:mm (Q33). */
  dateTransfer: string;
  nbrTransfer: string;
  rutDeposit: string;
  nroCredit: string;
}

export type PaymentLineErrors = Partial<Record<keyof PaymentLineEntry, string>>;

const CLP_TEXT = /^(\d{1,3}(\.\d{3})+|\d+)$/;
const USD_TEXT = /^(\d{1,3}(\.\d{3})+|\d+)(,(\d{1,2}))?$/;

/** The typed amount in minor units of the currency (pesos, or cents), or undefined when it is not such an amount. */
export function parseAmount(text: string, currency: Currency): number | undefined {
  const t = text.trim();
  const match = (currency === 'USD' ? USD_TEXT : CLP_TEXT).exec(t);
  if (!match) return undefined;
  const whole = Number(match[1]!.replace(/\./g, ''));
  if (!Number.isSafeInteger(whole)) return undefined;
  if (currency === 'CLP') return whole;
  const cents = Number((match[4] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

const DAY = /^(\d{2})-(\d{2})-(\d{4})$/;
const DAY_TIME = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/;
function realDay(d: number, mo: number, y: number): boolean {
  if (mo < 1 || mo > 12 || d < 1 || y < 1900) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}
/** A cheque date, DD-MM-YYYY (Q33). */
export const isChequeDate = (t: string): boolean => {
  const x = DAY.exec(t.trim());
  return Boolean(x && realDay(Number(x[1]), Number(x[2]), Number(x[3])));
};
/** A transfer date and time, DD-MM-YYYY HH:mm (Q33). */
export const isTransferDate = (t: string): boolean => {
  const x = DAY_TIME.exec(t.trim());
  return Boolean(x && realDay(Number(x[1]), Number(x[2]), Number(x[3])) && Number(x[4]) < 24 && Number(x[5]) < 60);
};

const v = appMessages.validation;
const blank = (s: string) => s.trim() === '';

/**
 * INV-084…103: the line's field errors. `creditBalance` is the looked-up credit note's balance in
 * pesos (D3 §5: the amount cannot exceed it); without a lookup the server decides.
 */
export function paymentLineErrors(line: PaymentLineEntry, creditBalance?: number): PaymentLineErrors {
  const e: PaymentLineErrors = {};
  if (!isPaymentType(line.type)) {
    e.type = v.required;
    return e;
  }
  const currency = currencyOf(line.type);
  if (blank(line.monto)) e.monto = v.required;
  else {
    const amount = parseAmount(line.monto, currency);
    if (amount === undefined)
      e.monto = currency === 'USD' && /^[\d.,]+$/.test(line.monto.trim()) ? m.usdDecimals : v.number;
    else if (amount === 0) e.monto = m.zero;
    else if (line.type === 'CREDIT_NOTE' && creditBalance !== undefined && amount > creditBalance)
      e.monto = m.creditExceeded;
  }
  if (line.type === 'CHECK') {
    if (blank(line.banco)) e.banco = v.required;
    if (blank(line.dateCheque)) e.dateCheque = v.required;
    else if (!isChequeDate(line.dateCheque)) e.dateCheque = v.date;
    if (blank(line.nbrCheque)) e.nbrCheque = v.required;
  }
  if (line.type === 'WIRE_TRANSFER') {
    if (blank(line.banco)) e.banco = v.required;
    if (blank(line.dateTransfer)) e.dateTransfer = v.required;
    else if (!isTransferDate(line.dateTransfer)) e.dateTransfer = v.date;
    if (blank(line.nbrTransfer)) e.nbrTransfer = v.required;
    if (blank(line.rutDeposit)) e.rutDeposit = v.required;
    else if (line.rutDeposit.trim().length > DEPOSITOR_RUT_MAX || !isValidRut(line.rutDeposit)) e.rutDeposit = v.rut;
  }
  if (line.type === 'CREDIT_NOTE') {
    if (blank(line.nroCredit)) e.nroCredit = v.required;
    else if (!/^\d+$/.test(line.nroCredit.trim())) e.nroCredit = v.number;
  }
  return e;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** INV-086, INV-090: a new line's dates default to now on the terminal's wall clock (`day` YYYY-MM-DD, `time` HH:mm). */
export function emptyLine(type: PaymentType | '', wall: { day: string; time: string }): PaymentLineEntry {
  const [y, mo, d] = wall.day.split('-');
  const day = `${d}-${mo}-${y}`;
  return {
    type,
    monto: '',
    banco: '',
    dateCheque: day,
    nbrCheque: '',
    dateTransfer: `${day} ${wall.time}`,
    nbrTransfer: '',
    rutDeposit: '',
    nroCredit: '',
  };
}

/** Minor units written back as es-CL text in the line's currency ('1.234' pesos, '1.234,50' dollars). */
export function amountText(minor: number, currency: Currency): string {
  const group = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  if (currency === 'CLP') return group(minor);
  return `${group(Math.trunc(minor / 100))},${pad(minor % 100)}`;
}
