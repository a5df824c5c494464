/**
 * One legacy call's codec (issue 28): the contract both sides share for a call's request. The
 * console's API client builds the path and body with `toWire`; the mock reads the request back
 * with `fromWire`, once, before its guard, and the guard and the transition use only that decoded
 * value. A round-trip test per codec holds `fromWire(toWire(x))` to `x`, so the two mappings agree.
 * Calls live in their area's contract folder (src/domain/<area>/calls.ts).
 */
import { appMessages } from '../i18n/appMessages';

/** A request as the mock receives it (express's params, query and parsed body). */
export interface WireRequest {
  params: Readonly<Partial<Record<string, string>>>;
  query: Readonly<Record<string, unknown>>;
  body: unknown;
}

/** What the console sends: the path under /api (parameters filled) and the body, if any. */
export interface WireCall {
  path: string;
  body?: unknown;
}

export interface LegacyCall<Input> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The legacy path under /api as API.md gives it, with express parameters (`/export/save/:id`). */
  path: string;
  toWire(input: Input): WireCall;
  /** The request read back; a request it cannot read throws a WireError naming the fields. */
  fromWire(request: WireRequest): Input;
}

/**
 * A request the codec cannot read: the mock answers 400 with these fields' messages, or with
 * `message` alone when no field is to blame (a body that is not an object at all).
 */
export class WireError extends Error {
  constructor(
    readonly fields: Readonly<Record<string, string>>,
    message?: string,
  ) {
    super(message ?? Object.values(fields)[0] ?? appMessages.server.validation);
  }
}

/** The path's parameters filled: `at({ id })` gives `/export/save/MSCU…` for the call's own path. */
export type PathOf = (params?: Readonly<Record<string, string | number>>) => string;

/** A call as declared: its toWire builds the path with `at`, so the legacy path is written once, in `path`. */
export interface CallDefinition<Input> extends Omit<LegacyCall<Input>, 'toWire'> {
  toWire(input: Input, at: PathOf): WireCall;
}

export function defineCall<Input>(definition: CallDefinition<Input>): LegacyCall<Input> {
  const at: PathOf = (params = {}) => fillPath(definition.path, params);
  return { ...definition, toWire: (input) => definition.toWire(input, at) };
}

/** Fills a path's `:name` parameters, each encoded as one segment. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`falta el parámetro ${name} de ${path}`);
    return encodeURIComponent(String(value));
  });
}

// The legacy bodies' loose values, read the one way both sides agree on.
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** A request body that must be an object (the legacy's 400 'La solicitud no tiene un formato válido' otherwise). */
export function bodyRecord(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw new WireError({}, appMessages.server.badJson);
  return body;
}
/** A nested object, or an empty one (a missing or non-object value reads as no fields). */
export const objectOf = (v: unknown): Record<string, unknown> => (isPlainObject(v) ? v : {});
/** Any value as text: null and undefined are '' (numbers and booleans as written). */
export const textOf = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
/** A trimmed text, or null when there is none. */
export const optionalText = (v: unknown): string | null =>
  v === undefined || v === null || String(v).trim() === '' ? null : String(v).trim();
/** The legacy's true: true, 1, '1', 'true' or 'SI'. */
export const truthy = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true' || v === 'SI';
/** A comma-separated list (or an array) as trimmed, non-empty items. */
export const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(textOf) : textOf(v).split(',')).map((s) => s.trim()).filter(Boolean);
