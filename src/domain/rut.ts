/**
 * Chilean RUT helpers (D1 §5 Custom rules). Canonical storage/wire form is "12345678-9"
 * (no dots, upper-case K); screens show "12.345.678-9".
 */

/** Keeps digits and K only, upper-cased. */
export function cleanRut(input: unknown): string {
  return String(input ?? '')
    .toUpperCase()
    .replace(/[^0-9K]/g, '');
}

/** Check digit by modulus 11 with weights 2..7 (remainder rules give 0 or K). */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/** True when the input (any punctuation) is a RUT whose check digit matches. */
export function isValidRut(input: unknown): boolean {
  const raw = String(input ?? '')
    .toUpperCase()
    .replace(/[.\-\s]/g, '');
  if (!/^[0-9]+[0-9K]$/.test(raw)) return false;
  const body = raw.slice(0, -1).replace(/^0+/, '');
  if (body.length === 0) return false;
  return rutCheckDigit(body) === raw.slice(-1);
}

/** "76086428-5": the canonical wire form. */
export function canonicalRut(input: unknown): string {
  const c = cleanRut(input);
  if (c.length < 2) return c;
  return `${c.slice(0, -1)}-${c.slice(-1)}`;
}

/** "76.086.428-5": the display form. Partial input is formatted as far as it goes. */
export function formatRut(input: unknown): string {
  const c = cleanRut(input);
  if (c.length < 2) return c;
  const body = c.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${c.slice(-1)}`;
}

/** 'Transportes Andes Ltda. (77.654.321-7)': how a company picked by name and RUT reads in options. */
export const nameWithRut = (name: string, id: unknown): string => `${name} (${formatIdentification(id)})`;

/**
 * Written like a RUT: at most 8 digits (with or without dots), an optional hyphen and a digit or K.
 * Longer digit strings are foreign tax ids (a Peruvian RUC has 11 digits, a Brazilian CNPJ 14).
 */
const RUT_SHAPE = /^(?:\d{1,2}\.?\d{3}\.?\d{3}|\d{1,3}\.?\d{3}|\d{1,3})-?[\dkK]$/;

/**
 * How an identification reads on screen and in exports: anything written like a RUT with dots and
 * hyphen (even with a wrong check digit, as stored), a foreign id (letters, other signs) as given.
 */
export function formatIdentification(input: unknown): string {
  if (input === null || input === undefined) return '';
  const text = String(input).trim();
  return RUT_SHAPE.test(text) ? formatRut(text) : text;
}

/** The same party's id: equal as written, or the same valid RUT in any punctuation (a foreign id only as written). */
export const sameTaxId = (a: unknown, b: unknown): boolean =>
  String(a ?? '').trim() === String(b ?? '').trim() ||
  (isValidRut(a) && isValidRut(b) && canonicalRut(a) === canonicalRut(b));
