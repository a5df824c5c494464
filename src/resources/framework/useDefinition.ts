/** The definition of the resource in context. */
import { useResourceContext } from 'react-admin';
import { definitionOf } from './definitionCatalog';
import type { ResourceDefinition } from './types';

export function useDefinition(): ResourceDefinition {
  const resource = useResourceContext();
  const definition = resource ? definitionOf(resource) : undefined;
  if (!definition) throw new Error(`No definition for resource ${resource}`);
  return definition;
}
