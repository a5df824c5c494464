/** Writing a master record from a form payload: field permissions, then the shared validation. */
import { can } from '../src/domain/permissions';
import type { Mode } from '../src/resources/framework/types';
import { validateRecord, wrongTypes } from '../src/resources/validate';
import { invalid } from './errors';
import { deletePath, formFields, getPath, hasPath, setPath } from './records';
import type { Rec } from './types';

/**
 * The base record with the payload's form fields copied over. A field the roles may not edit
 * ("<resource>.<field>" edit row) is ignored: the base keeps its stored (or default) value.
 * Fields the payload leaves out keep theirs too; non-form fields (flags, logins) never change here.
 */
export function applyEditable(resource: string, base: Rec, payload: Rec, roles: readonly string[]): Rec {
  const out = structuredClone(base);
  for (const field of formFields(resource)) {
    if (field === 'id' || !hasPath(payload, field)) continue;
    if (!can(roles, `${resource}.${field}`, 'edit')) continue;
    setPath(out, field, getPath(payload, field));
  }
  return out;
}

/**
 * 400 with {fields} unless the record's form fields hold values of their kinds' types and the
 * record passes the resource's schema (the forms' own rules). A wrong-typed value is reported as
 * such and kept from the schema, whose rules would read it as text ('[object Object]').
 */
export function assertValid(resource: string, record: Rec, mode: Mode, roles: readonly string[]): void {
  const types = wrongTypes(resource, record, mode);
  const typed = Object.keys(types).length > 0 ? structuredClone(record) : record;
  for (const path of Object.keys(types)) deletePath(typed, path);
  const errors = { ...validateRecord(resource, typed, { mode, roles }), ...types };
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
