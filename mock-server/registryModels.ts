/**
 * What the mock takes from the console's resource registry: each definition's `mock.model` is a
 * collection served by the generic per-model service and guarded by that resource's permissions.
 * A standard resource therefore needs nothing in mock-server/: its definition says it all.
 */
import { definitions } from '../src/resources/registry';
import type { ResourceDefinition } from '../src/resources/framework/types';

/** Collection → the resource (permissions row) that guards it. */
export function genericModels(): Readonly<Record<string, string>> {
  return Object.fromEntries(servedDefinitions().map((d) => [d.mock!.model, d.name]));
}

/** The collections the registry's definitions are served as. */
export const registryModels = (): string[] => servedDefinitions().map((d) => d.mock!.model);

/** The definitions served by the generic per-model service. */
export const servedDefinitions = (): ResourceDefinition[] => definitions.filter((d) => d.mock);
