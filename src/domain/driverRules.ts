/**
 * Driver rules (D1 §3, §5, §9; DECISIONS Q15): the licence expiry (`cardExpiration`) window and
 * the phone carried in `license` with its country code. "Today" is always a parameter.
 */
import { appMessages } from '../i18n/appMessages';
import { dayKey, parseDay } from './calendarDay';

const msg = appMessages.validation;

/** Country code a phone gets when typed without one (D1 §9). */
export const DEFAULT_PHONE_COUNTRY_CODE = '56';
/** A licence may be valid for at most this many years from today (D1 §9). */
export const MAX_LICENCE_YEARS = 10;
/** Status of a driver or truck when created (D1 §9). */
export const STATUS_ON_CREATE = 'OK';

const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
/** The default country code alone ("56 ", the form's starting value) is no phone yet. */
const noNumber = (v: unknown) => isBlank(v) || /^\+?56\s*$/.test(String(v));

export interface ExpiryContext {
  /** Today in Santiago, DD/MM/YYYY. */
  today: string;
  /** On edit, the expiry stored before this change: the new one may not be earlier. */
  previous?: unknown;
}

/**
 * The message for a licence expiry, or undefined when it is acceptable: required, a real
 * DD/MM/YYYY day, not before today, not after today + 10 years, and on edit not before the
 * previous expiry (ADM-TRK-033..037).
 */
export function licenceExpiryError(value: unknown, { today, previous }: ExpiryContext): string | undefined {
  if (isBlank(value)) return msg.required;
  const day = parseDay(value);
  if (!day) return msg.date;
  const now = parseDay(today);
  if (!now) throw new Error(`today must be DD/MM/YYYY: ${today}`);
  const key = dayKey(day);
  if (key < dayKey(now)) return msg.dateOutOfRange;
  if (key > dayKey({ ...now, year: now.year + MAX_LICENCE_YEARS })) return msg.dateOutOfRange;
  const before = parseDay(previous);
  if (before && key < dayKey(before)) return msg.dateOutOfRange;
  return undefined;
}

export interface DriverPhone {
  countryCode: string;
  number: string;
}

/**
 * Reads a phone as typed: "56 912345678", "+56 9 1234 5678", "56912345678", or a bare
 * "9 1234 5678" (then the country code is 56). Country code 1–3 digits, number 6–15 digits;
 * anything else is not a phone.
 */
export function parseDriverPhone(value: unknown): DriverPhone | undefined {
  if (isBlank(value)) return undefined;
  const text = String(value).trim();
  const digits = text.replace(/[\s+-]/g, '');
  // A leading group is a country code after '+', or when the whole is longer than a Chilean number (9 digits).
  const m = /^(\+)?(\d{1,3})\s+([\d\s-]+)$/.exec(text);
  const coded = m && (m[1] === '+' || digits.length > 9);
  const glued = !m && /^56\d{9}$/.test(digits);
  const [countryCode, rest] = coded
    ? [m[2]!, m[3]!]
    : glued
      ? [DEFAULT_PHONE_COUNTRY_CODE, digits.slice(2)]
      : [DEFAULT_PHONE_COUNTRY_CODE, digits];
  const number = rest.replace(/[\s-]/g, '');
  if (!/^\d{6,15}$/.test(number)) return undefined;
  return { countryCode, number };
}

/** The wire form of a driver's phone (the `license` field): "56 912345678". */
export const formatDriverPhone = (p: DriverPhone) => `${p.countryCode} ${p.number}`;

/** The phone as stored, with its country code; the input unchanged when it is not a phone. */
export function normalizeDriverPhone(value: unknown): unknown {
  const phone = parseDriverPhone(value);
  return phone ? formatDriverPhone(phone) : value;
}

/**
 * The message for the phone: required on create ('Requerido'); on edit a missing or malformed
 * phone is 'Número de teléfono no válido.' (ADM-TRK-031, ADM-TRK-038), as is a malformed one on create.
 */
export function driverPhoneError(value: unknown, mode: 'create' | 'edit'): string | undefined {
  if (noNumber(value)) return mode === 'edit' ? msg.phone : msg.required;
  return parseDriverPhone(value) ? undefined : msg.phone;
}

/**
 * The legacy server's own numbering-plan check (answered as error code 089, which makes the
 * form clear the phone, ADM-TRK-039): a Chilean number (code 56) has 9 digits and starts with
 * 2–9. The forms do not repeat it, as the legacy forms did not.
 */
export function failsNumberingPlan(value: unknown): boolean {
  const phone = parseDriverPhone(value);
  if (!phone) return true;
  return phone.countryCode === DEFAULT_PHONE_COUNTRY_CODE && !/^[2-9]\d{8}$/.test(phone.number);
}
