/** Validates a record against its resource schema: {} or {"path.to.field": "mensaje"}. Shared by forms and the mock server. */
import type { z } from 'zod';
import { fieldErrors } from '../domain/validators';
import type { SchemaContext } from './framework/types';
import { definitionOf } from './registry';

/**
 * Schemas built once per resource, mode and roles: building a zod object costs more than
 * checking a record with it, and the mock validates on every write.
 */
const schemas = new Map<string, z.ZodType>();

function schemaFor(resource: string, ctx: SchemaContext): z.ZodType {
  const key = `${resource}|${ctx.mode}|${[...ctx.roles].sort().join(',')}`;
  let schema = schemas.get(key);
  if (!schema) {
    const definition = definitionOf(resource);
    if (!definition) throw new Error(`Unknown resource ${resource}`);
    schema = definition.schema(ctx);
    schemas.set(key, schema);
  }
  return schema;
}

export function validateRecord(resource: string, record: unknown, ctx: SchemaContext): Record<string, string> {
  return fieldErrors(schemaFor(resource, ctx), record);
}
