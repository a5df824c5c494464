/** The fields a definition's form has in a mode: one rule for the console's forms and the mock's writes. */
import type { FieldDef, Mode, ResourceDefinition } from './types';

export const formFieldsOf = (definition: ResourceDefinition, mode: Mode): FieldDef[] =>
  definition.fields.filter((f) => f.form === true || f.form === mode);
