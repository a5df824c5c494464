/**
 * The gate pass report's driver field (D3 §5 Report form; RPT-039…042, VAL-015, CONST-071, Q12):
 * a Chilean RUN typed (8 to 10 characters once dots and hyphen are dropped, modulus 11) or read by
 * a scanner from the identity card (more than 100 characters, from which the RUN is extracted), or
 * a foreign driver's identifier (at least 4 characters, no check digit).
 *
 * Ruling P87: the new card's QR is an address carrying `RUN=12345678-5`; the old card's barcode
 * starts with the RUN's digits and check digit. The scanner types as a keyboard does, so the field
 * waits after the last character before reading it: 500 ms for what looks typed, 2,000 ms while a
 * QR address is arriving, 4,000 ms for any other long burst (CONST-071's three delays).
 */
import { reportMessages } from '../../i18n/reportMessages';
import { canonicalRut, isValidRut } from '../rut';

const r = reportMessages.refusals;

/** Beyond this many characters the input is a scanner's (D3 §5). */
export const SCANNER_MIN_LENGTH = 100;
/** The typed RUN's length without dots or hyphen (Q12). */
export const TYPED_RUN_LENGTH = { min: 8, max: 10 } as const;
export const FOREIGN_ID_MIN_LENGTH = 4;
/** CONST-071: how long the field waits after the last character before reading it. */
export const SCANNER_DELAYS_MS = { typed: 500, qr: 2000, barcode: 4000 } as const;

const compact = (raw: string) => raw.replace(/[.\s-]/g, '').toUpperCase();

/** The RUN a scanner's string carries (`RUN=…` of the QR, else the first RUN-shaped run of digits), or undefined. */
export function runFromScan(raw: string): string | undefined {
  const qr = /RUN=([0-9.]{7,10}-?[0-9K])/i.exec(raw);
  const found = qr?.[1] ?? /(\d{7,8})-?([0-9K])/i.exec(raw)?.slice(1, 3).join('');
  return found && isValidRut(found) ? canonicalRut(found) : undefined;
}

export type DriverReading = { ok: true; driver: string } | { ok: false; message: string };

/**
 * Reads the driver as the form's 'gateChofer' with its 'checkRutEx' box: the identifier the call
 * sends (a Chilean RUN as 12345678-5, a foreign one as typed, trimmed), or the spec's message.
 */
export function readDriver(raw: string, foreign: boolean): DriverReading {
  const text = raw.trim();
  if (text === '') return { ok: false, message: r.required };
  if (foreign)
    return text.length >= FOREIGN_ID_MIN_LENGTH ? { ok: true, driver: text } : { ok: false, message: r.rutForeign };
  if (text.length > SCANNER_MIN_LENGTH) {
    const run = runFromScan(text);
    return run ? { ok: true, driver: run } : { ok: false, message: r.rut };
  }
  const typed = compact(text);
  if (typed.length < TYPED_RUN_LENGTH.min || typed.length > TYPED_RUN_LENGTH.max || !isValidRut(typed))
    return { ok: false, message: r.rut };
  return { ok: true, driver: canonicalRut(typed) };
}

/** CONST-071: the wait before reading what has arrived so far. */
export function scannerDelay(raw: string): number {
  const text = raw.trim();
  if (text.length <= 12 && !/^https?:/i.test(text)) return SCANNER_DELAYS_MS.typed;
  if (/^https?:/i.test(text) || /RUN=/i.test(text)) return SCANNER_DELAYS_MS.qr;
  return SCANNER_DELAYS_MS.barcode;
}
