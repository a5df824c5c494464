/** Truck (licence plate) rules, D1 §3 Truck, §5 Per form (Truck plate), §9. */
import { appMessages } from '../i18n/appMessages';
import { check, date, LIMITS } from './validators';

const msg = appMessages.validation;

export const PLATE_MAX = LIMITS.plate;

const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** Plates are kept upper-cased and trimmed (ADM-TRK-045). */
export const normalizePlate = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toUpperCase();

/** Where a plate is typed: a plate form, or a company's list of plates (D1 §5 words the rule for each). */
export type PlateWording = 'form' | 'list';

/** Required, at most 7, letters and digits only (ADM-TRK-043, ADM-TRK-044, ADM-TRK-046). */
export function plateError(value: unknown, wording: PlateWording = 'form'): string | undefined {
  if (isBlank(value)) return msg.required;
  const plate = normalizePlate(value);
  if (plate.length > PLATE_MAX) return msg.maxLength;
  if (!/^[A-Z0-9]+$/.test(plate)) return wording === 'list' ? msg.plateList : msg.plate;
  return undefined;
}

/** The technical inspection date: required, a real DD/MM/YYYY day (ADM-TRK-047). */
export function inspectionDateError(value: unknown): string | undefined {
  return check(inspectionDateRule, value);
}
const inspectionDateRule = date({ required: true });
