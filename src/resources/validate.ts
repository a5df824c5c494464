/** Validates a record against its resource schema: {} or {"path.to.field": "mensaje"}. Shared by forms and the mock server. */
import type { Schema } from '../domain/validators';
import { fieldErrors, getPath, isEmpty, msg } from '../domain/validators';
import { formFieldsOf } from './framework/formFields';
import type { FieldDef, FieldKind, Mode, ResourceDefinition, SchemaContext } from './framework/types';
import { definitionOf } from './registry';

/**
 * Schemas built once per resource, mode and roles: building a zod object costs more than
 * checking a record with it, and the mock validates on every write.
 */
const schemas = new Map<string, Schema>();

function definitionFor(resource: string): ResourceDefinition {
  const definition = definitionOf(resource);
  if (!definition) throw new Error(`Unknown resource ${resource}`);
  return definition;
}

function schemaFor(resource: string, ctx: SchemaContext): Schema {
  const key = `${resource}|${ctx.mode}|${[...ctx.roles].sort().join(',')}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = definitionFor(resource).schema(ctx);
    schemas.set(key, schema);
  }
  return schema;
}

const isText = (v: unknown) => typeof v === 'string';
const isScalar = (v: unknown) => isText(v) || (typeof v === 'number' && Number.isFinite(v));
/** A number, or one typed as text (the number input sends what is not all digits as text). */
const isNumeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (isText(v) && /^-?\d+([.,]\d+)?$/.test(v.trim()));
/** What the inputs send and the legacy forms post ("deposit: 1 means true", D1 §3; 'SI'/'NO' in client records). */
const BOOLEANS: readonly unknown[] = [true, false, 1, 0, '1', '0', 'true', 'false', 'SI', 'NO'];

/**
 * The JSON values a field of each kind may hold. The schemas' rules read any value as text
 * (String(v)), so without this an object, an array or a number passed as a name or an id.
 * Digits may come as numbers (phones); a multiple select (an array default) holds a list.
 */
const ACCEPTS: Record<FieldKind, (v: unknown, field: FieldDef) => boolean> = {
  text: isText,
  textarea: isText,
  rut: isText,
  identification: isText,
  email: isText,
  code: isText,
  date: isText,
  datetime: isText,
  password: isText,
  phone: isScalar,
  number: isNumeric,
  boolean: (v) => BOOLEANS.includes(v),
  select: (v, field) => (Array.isArray(field.defaultValue) ? Array.isArray(v) && v.every(isScalar) : isScalar(v)),
};

/**
 * {path: message} for each form field holding a value of the wrong JSON type (empty values are the
 * schema's). The mock's writes check it with the schema (entityWrite.assertValid): the rules read
 * any value as text, so an object would pass as '[object Object]'. Stored records may differ (a
 * client's imputation code is kept as a number), so it is not part of validateRecord.
 */
export function wrongTypes(resource: string, record: unknown, mode: Mode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of formFieldsOf(definitionFor(resource), mode)) {
    const value = getPath(record, field.source);
    if (isEmpty(value) || ACCEPTS[field.kind](value, field)) continue;
    out[field.source] = field.kind === 'number' ? msg.number : msg.other;
  }
  return out;
}

export function validateRecord(resource: string, record: unknown, ctx: SchemaContext): Record<string, string> {
  return fieldErrors(schemaFor(resource, ctx), record);
}
