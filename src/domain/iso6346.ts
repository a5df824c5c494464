/**
 * ISO 6346 container numbers: owner code (3 letters), category (U, J or Z), serial (6 digits)
 * and a check digit. Shared by the mock's seed and the console's container fields: a number
 * whose check digit is wrong is shown with a warning, not refused (the terminal's own data has
 * such numbers, and the legacy server accepts them).
 */

/** Letter values skip multiples of 11 (A=10, B=12 … K=21, L=23 …, V=34, W=35 … Z=38). */
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const out: Record<string, number> = {};
  let v = 10;
  for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v++;
    out[ch] = v++;
  }
  return out;
})();

const valueOf = (ch: string): number | undefined => (/\d/.test(ch) ? Number(ch) : LETTER_VALUES[ch]);

/** Owner code, category U/J/Z, six-digit serial: the form the check digit applies to. */
export const ISO6346_SHAPE = /^[A-Z]{3}[UJZ]\d{6}$/;

/**
 * The check digit of the first ten characters (weights 2^0 … 2^9, modulo 11; a remainder of
 * 10 counts as 0), or undefined when they are not a container number's first ten characters.
 */
export function iso6346CheckDigit(first10: string): string | undefined {
  const text = first10.toUpperCase();
  if (!ISO6346_SHAPE.test(text)) return undefined;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (valueOf(text[i] as string) ?? 0) * 2 ** i;
  return String((sum % 11) % 10);
}

/** The 11-character number: 3 letters, U/J/Z, 7 digits; whatever its check digit. */
export const hasContainerShape = (nbr: string): boolean => /^[A-Z]{3}[UJZ]\d{7}$/.test(nbr.toUpperCase());

/** Shape and check digit both right (e.g. 'CSQU3054383', the standard's own example). */
export function isValidContainerNumber(nbr: string): boolean {
  const text = nbr.trim().toUpperCase();
  return hasContainerShape(text) && iso6346CheckDigit(text.slice(0, 10)) === text[10];
}

/**
 * For the console's warning: true only when the number looks like a container number (right
 * shape) but its last digit is not the check digit. Anything else is the validators' business.
 */
export function hasWrongCheckDigit(nbr: string): boolean {
  const text = nbr.trim().toUpperCase();
  return hasContainerShape(text) && iso6346CheckDigit(text.slice(0, 10)) !== text[10];
}

/** The number with its check digit: owner + category + serial (6 digits). */
export function withCheckDigit(first10: string): string {
  const digit = iso6346CheckDigit(first10);
  if (digit === undefined) throw new Error(`No es el comienzo de un número de contenedor: ${first10}`);
  return first10.toUpperCase() + digit;
}
