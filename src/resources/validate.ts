/** Validates a record against its resource schema: {} or {"path.to.field": "mensaje"}. Shared by forms and the mock server. */
import { fieldErrors } from '../domain/validators';
import type { SchemaContext } from './framework/types';
import { definitionOf } from './registry';

export function validateRecord(resource: string, record: unknown, ctx: SchemaContext): Record<string, string> {
  const definition = definitionOf(resource);
  if (!definition) throw new Error(`Unknown resource ${resource}`);
  return fieldErrors(definition.schema(ctx), record);
}
