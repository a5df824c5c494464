/**
 * Money, exact: amounts are integers in the currency's minor units (USD cents, CLP pesos), never
 * floating point. The terminal model's charge ledger stores these; the wire still carries the
 * legacy's decimal numbers, made here from the integers (D3 §3, §9; design: "Money").
 */

/** Digits after the decimal point per currency (CLP has none; D3 §9). */
export const CURRENCY_DIGITS = { USD: 2, CLP: 0 } as const;
export type Currency = keyof typeof CURRENCY_DIGITS;

const scale = (currency: Currency) => 10 ** CURRENCY_DIGITS[currency];

/**
 * A decimal amount ('8.50', '8,5', 8.5, '1.234,5' is refused: no thousands separators) → minor
 * units, exactly: read as text, so 0.1 + 0.2 never enters. More decimals than the currency has
 * is an error, not a silent rounding.
 */
export function toMinor(amount: string | number, currency: Currency): number {
  const text = (typeof amount === 'number' ? amountText(amount) : amount.trim()).replace(',', '.');
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) throw new RangeError(`Monto no válido: ${String(amount)}`);
  const digits = CURRENCY_DIGITS[currency];
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) throw new RangeError(`${currency} admite ${digits} decimales: ${String(amount)}`);
  const minor = Number(m[2]) * scale(currency) + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Monto fuera de rango: ${String(amount)}`);
  return m[1] === '-' ? -minor : minor;
}

/**
 * A JS number's decimal text, without the float's noise: 15 significant digits (what a double holds
 * exactly for any decimal written with 15 or fewer), then the shortest text for that. So 0.1 + 0.2 is
 * 0.3, and 8637.36 is 8637.36 (toFixed(12) gave 8637.360000000001 and the amount was refused); an
 * exponent form (1e-7) is written out in full and then judged by its decimals.
 */
function amountText(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const shortest = String(Number(n.toPrecision(15)));
  return /e/i.test(shortest) ? n.toFixed(20).replace(/\.?0+$/, '') : shortest;
}

/** Minor units → the decimal number the legacy wire carries (8.5 for 850 USD cents). */
export const fromMinor = (minor: number, currency: Currency): number => minor / scale(currency);

/** Quantity × unit price, in minor units (quantities are whole: units, moves, days). */
export function timesQuantity(unitMinor: number, quantity: number): number {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Cantidad no válida: ${quantity}`);
  return unitMinor * quantity;
}

/** Sum of minor amounts (integers stay exact). */
export const sumMinor = (amounts: readonly number[]): number => amounts.reduce((s, a) => s + a, 0);

/**
 * The spec's rounding helper for local amounts (D3 §9; DECISIONS Q34): on the last digit, below
 * 6 rounds down to the tens, otherwise up (1235 → 1230, 1236 → 1240). Whole pesos in, whole out.
 */
export function roundLocal(clp: number): number {
  if (!Number.isSafeInteger(clp)) throw new RangeError(`CLP sin decimales: ${clp}`);
  const sign = clp < 0 ? -1 : 1;
  const abs = Math.abs(clp);
  const last = abs % 10;
  return sign * (last < 6 ? abs - last : abs - last + 10);
}
