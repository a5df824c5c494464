/**
 * The vehicle terminal's identifiers as typed (D2 §5 Container and booking; VAL-024, VAL-027,
 * CAR-033, CAR-034, CAR-062): a VIN is 17 characters of ISO 3779 (letters and digits without I, O
 * and Q); a BL is upper-cased and a slash becomes an underscore (the legacy path's form).
 */
import { operationsMessages } from '../../i18n/operationsMessages';

const m = operationsMessages.cars;
export const VIN_LENGTH = 17;

/** What a VIN field keeps of what is typed: upper case, letters and digits, at most 17. */
export const vinInput = (raw: string): string =>
  raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VIN_LENGTH);
export const isVin = (text: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(text);
export const vinError = (text: string): string | undefined => (isVin(text) ? undefined : m.invalidVin);

/** A typed BL as the legacy path carries it: trimmed, upper case, '/' → '_'. */
export const blKey = (raw: string): string => raw.trim().toUpperCase().replace(/\//g, '_');
/** Letters, digits, '-' and '_' (after the slash became one), 4 to 30 characters. */
export const blError = (key: string): string | undefined => (/^[A-Z0-9_-]{4,30}$/.test(key) ? undefined : m.invalidBl);

const TRANSLIT: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit of a 17-character VIN (position 9, the North American rule): '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((s, ch, i) => s + (/\d/.test(ch) ? Number(ch) : (TRANSLIT[ch] ?? 0)) * WEIGHTS[i]!, 0);
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** The VIN with its check digit in position 9. */
export const withVinCheckDigit = (vin: string): string => `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
