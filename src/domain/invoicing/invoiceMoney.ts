/**
 * An invoice's money (D3 §1, §3 Invoice or draft, §9; Q34; ruling P67), exact: lines in USD minor
 * units (cents); taxes (IVA) on the taxable (afecta) lines; the local total in whole pesos at the
 * draft's exchange rate (tasaCambio, CLP per USD with two decimals), through the spec's rounding
 * helper. Integers all the way: no floating point enters a sum, a tax or a conversion.
 */
import { roundLocal, sumMinor } from '../money';

/** Chile's VAT (IVA), in basis points: 19 %. */
export const VAT_BASIS_POINTS = 1900;

export interface InvoiceLine {
  /** USD cents. */
  amountMinor: number;
  /** Taxable (afecta) or exempt. */
  afecta: boolean;
}

export interface InvoiceTotals {
  /** USD cents. */
  subtotalMinor: number;
  taxesMinor: number;
  totalMinor: number;
  /** Whole CLP, through the rounding helper. */
  totalLocal: number;
}

/** a × b / c rounded half up, for non-negative integers (exact while a × b stays a safe integer). */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const product = a * b;
  if (!Number.isSafeInteger(product) || a < 0 || b < 0 || c <= 0)
    throw new RangeError(`Monto fuera de rango: ${a} × ${b} / ${c}`);
  const q = Math.floor(product / c);
  const r = product - q * c;
  return 2 * r >= c ? q + 1 : q;
}

/** An exchange rate as typed or stored (943.57, '943,57') → hundredths of a peso per dollar (94357). */
export function rateHundredths(rate: number | string): number {
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(String(rate).trim());
  if (!m) throw new RangeError(`Tasa de cambio no válida: ${String(rate)}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** USD cents → whole CLP at the rate (hundredths), the spec's rounding helper applied. */
export const toLocal = (usdMinor: number, rate: number): number => roundLocal(mulDivHalfUp(usdMinor, rate, 10_000));

/** The totals of a draft's lines: subtotal, IVA on the taxable lines (half up, to the cent), total and its local amount. */
export function invoiceTotals(lines: readonly InvoiceLine[], rate: number): InvoiceTotals {
  const subtotalMinor = sumMinor(lines.map((l) => l.amountMinor));
  const taxable = sumMinor(lines.filter((l) => l.afecta).map((l) => l.amountMinor));
  const taxesMinor = mulDivHalfUp(taxable, VAT_BASIS_POINTS, 10_000);
  const totalMinor = subtotalMinor + taxesMinor;
  return { subtotalMinor, taxesMinor, totalMinor, totalLocal: toLocal(totalMinor, rate) };
}
