/**
 * Whether a set of payment lines pays a set of invoices (D3 §4 Payment, §5 Payment registration;
 * INV-052, INV-103, INV-105…111; Q33, Q34), the same answer on the pay screen and on the server:
 * - only final unpaid invoices are paid (a paid one never again);
 * - no line is zero; dollar cash is never mixed with peso lines;
 * - with several customers, each customer is paid in full with one line of its own;
 * - with several invoices the total is paid within the server's tolerance (refused with 823);
 * - with one, the paid total equals what is owed once both go through the rounding helper.
 * Amounts are integer minor units: pesos, or US cents for CASH_US.
 */
import { paymentRuleMessages as m } from '../../i18n/paymentRuleMessages';
import { roundLocal } from '../money';
import { currencyOf, type PaymentType } from './paymentLines';

export interface OwedInvoice {
  draftNumber: number;
  customerId: string;
  status: 'DRAFT' | 'FINAL';
  paid: boolean;
  /** What is owed in pesos (already through the rounding helper) and in US cents. */
  owedLocal: number;
  owedUsdMinor: number;
}

export interface PaidLine {
  type: PaymentType;
  /** Pesos, or US cents for CASH_US. */
  minor: number;
  /** The customer the line pays (several customers: one line each). */
  customerId?: string;
}

/** Tolerances from the server (GET /api/payment/tolerancia; Q34): pesos and US cents. */
export interface Tolerance {
  pesos: number;
  usdMinor: number;
}

export interface PaymentVerdict {
  ok: boolean;
  message?: string;
  code?: string;
  /** pfll of addpayment/{pfll}: nothing remains owed. */
  paidInFull: boolean;
  /** Owed and paid in the payment's currency. */
  currency: 'CLP' | 'USD';
  owed: number;
  paid: number;
}

const refuse = (
  base: Omit<PaymentVerdict, 'ok' | 'message' | 'code'>,
  message: string,
  code?: string,
): PaymentVerdict => ({ ...base, ok: false, message, ...(code ? { code } : {}) });

export function checkPayment(
  invoices: readonly OwedInvoice[],
  lines: readonly PaidLine[],
  tolerance: Tolerance,
): PaymentVerdict {
  const usd = lines.length > 0 && lines.every((l) => currencyOf(l.type) === 'USD');
  const currency = usd ? 'USD' : 'CLP';
  const owed = invoices.reduce((s, i) => s + (usd ? i.owedUsdMinor : i.owedLocal), 0);
  const paid = lines.reduce((s, l) => s + l.minor, 0);
  const base = { paidInFull: false, currency, owed, paid } as const;
  if (invoices.length === 0 || lines.length === 0) return refuse(base, m.zero);
  const blocked = invoices.find((i) => i.paid || i.status !== 'FINAL');
  if (blocked) return refuse(base, blocked.paid ? m.alreadyPaid : m.notFinal);
  if (lines.some((l) => l.minor <= 0)) return refuse(base, m.zero);
  if (lines.some((l) => currencyOf(l.type) === 'USD') && !usd) return refuse(base, m.sameCurrency);

  const customers = [...new Set(invoices.map((i) => i.customerId))];
  if (customers.length > 1) {
    // INV-105, INV-111: each customer's own line pays exactly what that customer owes.
    const byCustomer = new Map(lines.map((l) => [l.customerId ?? '', l]));
    const each = customers.every((c) => {
      const line = byCustomer.get(c);
      const due = invoices
        .filter((i) => i.customerId === c)
        .reduce((s, i) => s + (usd ? i.owedUsdMinor : i.owedLocal), 0);
      return line !== undefined && (usd ? line.minor === due : roundLocal(line.minor) === roundLocal(due));
    });
    if (!each || lines.length !== customers.length) return refuse(base, m.onePerCustomer);
    return { ...base, ok: true, paidInFull: true };
  }

  const [owedCmp, paidCmp] = usd ? [owed, paid] : [roundLocal(owed), roundLocal(paid)];
  if (invoices.length > 1) {
    const allowed = usd ? tolerance.usdMinor : tolerance.pesos;
    if (Math.abs(paidCmp - owedCmp) > allowed) return refuse(base, m.multipleInvoices, m.multipleInvoicesCode);
    return { ...base, ok: true, paidInFull: paidCmp >= owedCmp };
  }
  if (paidCmp < owedCmp) return refuse(base, m.below);
  if (paidCmp > owedCmp) return refuse(base, m.above);
  return { ...base, ok: true, paidInFull: true };
}
