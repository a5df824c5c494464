/**
 * The shared validation rules (D1 §5) as zod building blocks, with the spec's messages.
 * Used by the resource schemas, hence by the console's forms and by the mock server alike.
 * Each rule is a zod schema over an unknown value so that null/'' from the server and from
 * empty inputs are treated alike ("empty").
 */
import * as z from 'zod/mini';
import { appMessages } from '../i18n/appMessages';
import { parseDay } from './calendarDay';
import { formatRut, isValidRut } from './rut';
import { readChileanNumber } from './chileanNumber';

export const msg = appMessages.validation;

/** A rule or form schema (zod's mini build: the same engine, a fraction of the first load). */
export type Schema = z.ZodMiniType;

export const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * D1 §9 field limits (CONST-019…031), the one table the resource schemas, their inputs'
 * maxLength and (through the schemas) the mock read. `login`, `imputationCode`, `lineOperatorCode` and `foreignGiro` are ours
 * (D1 gives none).
 */
export const LIMITS = {
  rutMin: 11,
  rut: 12,
  name: 80,
  email: 60,
  clientEmail: 255,
  address: 60,
  city: 30,
  phone: 30,
  notes: 60,
  contactName: 35,
  plate: 7,
  storekeeperCode: 5,
  customsCode: 5,
  sigla: 15,
  creditDays: 10,
  container: 11,
  login: 50,
  imputationCode: 10,
  lineOperatorCode: 10,
  foreignGiro: 120,
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS_RE = /^[0-9]+$/;

type Check = (value: unknown) => string | undefined;

/**
 * A zod schema running the checks in order and reporting the first failure. A rule without
 * a required check is optional, or zod would refuse a missing key before our checks run.
 */
function rule(checks: Check[]) {
  const base = checks.includes(required) ? z.unknown() : z.optional(z.unknown());
  return base.check(
    z.superRefine((value, ctx) => {
      for (const check of checks) {
        const message = check(value);
        if (message) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    }),
  );
}

const required: Check = (v) => (isEmpty(v) ? msg.required : undefined);
const whenPresent =
  (check: Check): Check =>
  (v) =>
    isEmpty(v) ? undefined : check(v);
const maxLen = (max: number): Check => whenPresent((v) => (String(v).length > max ? msg.maxLength : undefined));
const minLen = (min: number): Check => whenPresent((v) => (String(v).trim().length < min ? msg.minLength : undefined));

export interface TextOptions {
  required?: boolean;
  min?: number;
  max?: number;
}

export const text = ({ required: req, min, max }: TextOptions = {}) =>
  rule([...(req ? [required] : []), ...(min ? [minLen(min)] : []), ...(max ? [maxLen(max)] : [])]);

export const email = ({ required: req, max = LIMITS.email }: { required?: boolean; max?: number } = {}) =>
  rule([
    ...(req ? [required] : []),
    whenPresent((v) => (EMAIL_RE.test(String(v).trim()) ? undefined : msg.email)),
    maxLen(max),
  ]);

/** Digits only (phones, numeric codes), e.g. phone: numeric, max 30. */
export const digits = ({ required: req, max }: { required?: boolean; max?: number } = {}) =>
  rule([
    ...(req ? [required] : []),
    whenPresent((v) => (DIGITS_RE.test(String(v).trim()) ? undefined : msg.number)),
    ...(max ? [maxLen(max)] : []),
  ]);

/** RUT field: 11 to 12 characters as displayed (with dots and hyphen), modulus-11 valid. */
export const rut = ({ required: req = true }: { required?: boolean } = {}) =>
  rule([
    ...(req ? [required] : []),
    // Validity first: '1-1' is a wrong RUT ('Rut inválido'), not a short one; a valid RUT written
    // shorter or longer than D1 §9's 11 to 12 characters still gets the length messages.
    whenPresent((v) => (isValidRut(v) ? undefined : msg.rut)),
    whenPresent((v) => (formatRut(v).length < LIMITS.rutMin ? msg.minLength : undefined)),
    whenPresent((v) => (formatRut(v).length > LIMITS.rut ? msg.maxLength : undefined)),
  ]);

/** Foreign identification: free text, at least 4 characters, no check digit. */
export const foreignId = ({ required: req = true }: { required?: boolean } = {}) =>
  rule([...(req ? [required] : []), whenPresent((v) => (String(v).trim().length < 4 ? msg.rutForeign : undefined))]);

export const boolean = () => z.optional(z.unknown());

/** D1 §5's exact-length rule, empty allowed: exactly `length` characters ('Cantidad de caracteres inválida'). */
export const exactLength = (length: number, { required: req }: { required?: boolean } = {}) =>
  rule([
    ...(req ? [required] : []),
    whenPresent((v) => (String(v).trim().length === length ? undefined : msg.exactLength)),
  ]);

/** D1 §5's numericRange rule: a number from 0 to `max` ('Rango de valores invalido'); not a number is VAL-004's message. */
export const numericRange = (max: number, { required: req }: { required?: boolean } = {}) =>
  rule([
    ...(req ? [required] : []),
    whenPresent((v) => (readChileanNumber(v, 'decimal') !== undefined ? undefined : msg.number)),
    whenPresent((v) => {
      const n = readChileanNumber(v, 'decimal')!;
      return n >= 0 && n <= max ? undefined : msg.numericRange;
    }),
  ]);

/** D1 §5's date rule: a real DD/MM/YYYY day ('Fecha inválida'). */
export const date = ({ required: req }: { required?: boolean } = {}) =>
  rule([...(req ? [required] : []), whenPresent((v) => (parseDay(v) ? undefined : msg.date))]);

export const oneOf = (values: readonly string[], { required: req }: { required?: boolean } = {}) =>
  rule([...(req ? [required] : []), whenPresent((v) => (values.includes(String(v)) ? undefined : msg.other))]);

/**
 * Runs a field rule outside zod (for conditional object-level checks): the message or undefined.
 */
export function check(schema: Schema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Reads a dotted path ("user.email") of a plain object. */
export function getPath(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (acc, key) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[key] : undefined),
      obj,
    );
}

/** The first error message of each field path of a schema's result: the shape both forms and the server report. */
/** Whether a form's field errors (field → message, or undefined once mended) hold any message. */
export const hasErrors = (errors: Readonly<Record<string, string | undefined>>): boolean =>
  Object.values(errors).some(Boolean);

export function fieldErrors(schema: Schema, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A copy of a plain object with one dotted path emptied (null). */
function blanked(obj: Record<string, unknown>, path: string): Record<string, unknown> {
  const out = structuredClone(obj);
  const keys = path.split('.');
  let node: Record<string, unknown> = out;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = null;
  return out;
}

/**
 * Whether a field is required given the rest of the values: the schema answers 'Requerido' for it
 * when it is left empty. The schema is the one source (a conditional rule, e.g. the customs code of
 * an AGENTE, is required only while it applies), so inputs mark their label from this.
 */
export function isRequiredIn(schema: Schema, values: Record<string, unknown>, path: string): boolean {
  return fieldErrors(schema, blanked(values, path))[path] === msg.required;
}
