/**
 * Formats of the es-CL locale (D1 §1, §9): dates DD/MM/YYYY (HH:mm), numbers 1.234,5, CLP without
 * decimals. An instant (a Date, epoch ms, or an ISO string with its zone) reads on the terminal's
 * clock, America/Santiago, whatever the browser's zone; a wall time without a zone reads as written.
 */
import dayjs from 'dayjs';
// The file's own name: node's ESM loader (the browser tests load the seed through it) needs the extension.
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { CURRENCY_DIGITS, toMinor, type Currency } from './money';
import { santiagoDateTime, santiagoDay, slashedDay } from './santiagoTime';

dayjs.extend(customParseFormat);

export const MESSAGE_TIMEOUT_MS = 15000;
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATETIME_FORMAT = 'DD/MM/YYYY HH:mm';

const numberFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });
const clpFormat = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

/** Accepts ISO strings, Date, epoch ms or "DD/MM/YYYY[ HH:mm]" wire strings. */
function toDay(value: unknown) {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^\d{2}\/\d{2}\/\d{4}/.test(value)) {
    const d = dayjs(value, value.length > 10 ? DATETIME_FORMAT : DATE_FORMAT, true);
    return d.isValid() ? d : undefined;
  }
  const d = dayjs(value as string | number | Date);
  return d.isValid() ? d : undefined;
}

const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The instant a value names, if it names one (see the file's comment). */
function instantOf(value: unknown): Date | undefined {
  const at =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value)
        : typeof value === 'string' && ZONED_ISO.test(value)
          ? new Date(value)
          : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
}

export const formatDate = (value: unknown): string => {
  const at = instantOf(value);
  return at ? slashedDay(santiagoDay(at)) : (toDay(value)?.format(DATE_FORMAT) ?? '');
};
export const formatDateTime = (value: unknown): string => {
  const at = instantOf(value);
  return at ? santiagoDateTime(at) : (toDay(value)?.format(DATETIME_FORMAT) ?? '');
};
export const formatNumber = (value: unknown): string =>
  value === null || value === undefined || value === '' || Number.isNaN(Number(value))
    ? ''
    : numberFormat.format(Number(value));
export const formatClp = (value: unknown): string =>
  value === null || value === undefined || value === '' || Number.isNaN(Number(value))
    ? ''
    : clpFormat.format(Math.round(Number(value)));

const isCurrency = (code: string): code is Currency => code in CURRENCY_DIGITS;
const groupedInteger = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });

/**
 * 'USD 1.234,50', 'CLP 12.345': an amount with its currency's digits, made from exact minor units
 * (the wire's decimal is read as text, so no float rounding reaches the screen). A currency the
 * portal does not know reads as a plain es-CL number.
 */
export function formatMoney(amount: number | string, currency: string): string {
  if (!isCurrency(currency)) return `${currency} ${formatNumber(amount)}`;
  const digits = CURRENCY_DIGITS[currency];
  const minor = toMinor(amount, currency);
  const whole = Math.trunc(Math.abs(minor) / 10 ** digits);
  const fraction = digits > 0 ? `,${String(Math.abs(minor) % 10 ** digits).padStart(digits, '0')}` : '';
  return `${currency} ${minor < 0 ? '-' : ''}${groupedInteger.format(whole)}${fraction}`;
}
