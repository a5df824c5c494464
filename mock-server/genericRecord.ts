/**
 * The record a generic write (POST /{model}, PUT|PATCH /{model}/{id}) stores, read from the body
 * by the resource's definition, so that a standard resource needs nothing in mock-server/:
 * - a create takes its form's fields; an edit takes its form's fields except the id and the
 *   `readOnlyOnEdit` fields, which keep their stored values, as create-only and non-form fields do
 *   (a disabled input is not sent, and no edit may change an identifier);
 * - PUT replaces what the edit form edits (a field left out is empty: 'Requerido' when required),
 *   PATCH only what it sends; either way the whole resulting record is checked;
 * - a field the roles may not edit keeps its stored value (applyEditable, as the specific routes);
 * - text is trimmed and codes upper-cased before the checks, as the console's inputs do, so one
 *   code typed with other spaces or case is the same id; RUTs are stored canonical after them.
 */
import { canonicalRut } from '../src/domain/rut';
import type { FieldDef, Mode } from '../src/resources/framework/types';
import { formFieldsOf } from '../src/resources/framework/formFields';
import { definitionOf } from '../src/resources/registry';
import { applyEditable, assertValid } from './entityWrite';
import { deletePath, getPath, hasPath, setPath } from './records';
import type { Rec } from './types';

/** A typed value as the console's input would send it. */
function tidy(field: FieldDef, value: unknown): unknown {
  if (typeof value !== 'string' || field.kind === 'password') return value;
  return field.kind === 'code' ? value.trim().toUpperCase() : value.trim();
}

/** The fields a write of this mode may set. */
const settable = (fields: readonly FieldDef[], mode: Mode) =>
  fields.filter((f) => mode === 'create' || (f.source !== 'id' && f.readOnlyOnEdit !== true));

/** The record to store (not yet stored), or a 400 {code, message, fields} naming each bad field. */
export function genericRecord(
  resource: string,
  body: Rec,
  stored: Rec | undefined,
  method: string,
  roles: readonly string[],
): Rec {
  const definition = definitionOf(resource);
  if (!definition) throw new Error(`Unknown resource ${resource}`);
  const mode: Mode = stored ? 'edit' : 'create';
  const fields = settable(formFieldsOf(definition, mode), mode);
  const sent: Rec = {};
  for (const field of fields)
    if (hasPath(body, field.source)) setPath(sent, field.source, tidy(field, getPath(body, field.source)));

  // applyEditable never sets an id: a create's is the typed one (if its form has it), an edit's the stored one.
  const base: Rec = stored ? structuredClone(stored) : hasPath(sent, 'id') ? { id: sent.id } : {};
  if (stored && method === 'PUT') for (const field of fields) deletePath(base, field.source);
  const record = applyEditable(resource, base, sent, roles);

  assertValid(resource, record, mode, roles);
  for (const field of fields) {
    const value = getPath(record, field.source);
    if (field.kind === 'rut' && typeof value === 'string' && hasPath(sent, field.source))
      setPath(record, field.source, canonicalRut(value));
  }
  return record;
}
