/**
 * The pay screen's lines as the legacy's payment requests (D3 §3 Payment request; Q33): one request
 * per line, naming the invoices it pays (with several customers, that customer's); dollars as the
 * legacy's `amount`, pesos as `localAmount` (the codec's encoding); the dates as typed (DD-MM-YYYY, DD-MM-YYYY HH:mm).
 */
import {
  checkPayment,
  type OwedInvoice,
  type PaidLine,
  type PaymentVerdict,
} from '../../../domain/payments/paymentCheck';
import { toMinor } from '../../../domain/money';
import type { PaymentRequest } from '../../../domain/payments/calls';
import {
  currencyOf,
  parseAmount,
  paymentLineErrors,
  type PaymentLineEntry,
  type PaymentType,
} from '../../../domain/payments/paymentLines';
import type { InvoiceWire } from '../../../domain/terminalWire/invoices';

export interface ScreenLine extends PaymentLineEntry {
  /** With several customers, the customer this line pays. */
  customerId: string;
}

export const owedOf = (i: InvoiceWire): OwedInvoice => ({
  draftNumber: i.draftNumber,
  customerId: i.payeeCustomerId,
  status: i.status,
  paid: i.paid,
  owedLocal: i.totalLocalOwed,
  owedUsdMinor: toMinor(i.totalOwed, 'USD'),
});

/** The lines that carry a type and an amount, as the payment check reads them. */
export function paidLines(lines: readonly ScreenLine[]): PaidLine[] {
  return lines.flatMap((l) => {
    if (!l.type) return [];
    const minor = parseAmount(l.monto, currencyOf(l.type));
    return minor === undefined ? [] : [{ type: l.type as PaymentType, minor, customerId: l.customerId || undefined }];
  });
}

/** Everything the pay screen shows from its invoices and lines, recomputed on every edit (INV-080, INV-104). */
export function payScreenState(
  owed: readonly OwedInvoice[],
  lines: readonly ScreenLine[],
  creditBalances: readonly (number | undefined)[],
  tolerance: { pesos: number; usdMinor: number },
) {
  const lineErrors = lines.map((l, i) => paymentLineErrors(l, creditBalances[i]));
  const linesOk = lineErrors.every((e) => Object.keys(e).length === 0);
  const verdict: PaymentVerdict = checkPayment(owed, paidLines(lines), tolerance);
  return { lineErrors, linesOk, verdict, remaining: verdict.owed - verdict.paid };
}

/** The lines as payment requests (the registration's codec, src/domain/payments/calls.ts, names their legacy fields). */
export function paymentRequests(lines: readonly ScreenLine[], invoices: readonly InvoiceWire[]): PaymentRequest[] {
  const several = new Set(invoices.map((i) => i.payeeCustomerId)).size > 1;
  return lines.map((l) => {
    const type = l.type as PaymentType;
    const minor = parseAmount(l.monto, currencyOf(type)) ?? 0;
    const mine = several ? invoices.filter((i) => i.payeeCustomerId === l.customerId) : invoices;
    const payee = mine[0];
    return {
      type,
      amountMinor: minor,
      customerId: payee?.payeeCustomerId ?? null,
      customerRole: payee?.payeeCustomerRole ?? null,
      bankName: l.banco || null,
      checkNumber: type === 'CHECK' ? l.nbrCheque : type === 'WIRE_TRANSFER' ? l.nbrTransfer : null,
      checkDate: type === 'CHECK' ? l.dateCheque : null,
      date: type === 'WIRE_TRANSFER' ? l.dateTransfer : null,
      rutDeposit: type === 'WIRE_TRANSFER' ? l.rutDeposit : null,
      nroCredit: type === 'CREDIT_NOTE' ? l.nroCredit : null,
      items: mine.map((i) => ({
        invoiceDraftNumber: i.draftNumber,
        amount: i.totalOwed,
        amountLocal: i.totalLocalOwed,
        paidInFull: true,
      })),
    };
  });
}
