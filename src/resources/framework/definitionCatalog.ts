/**
 * The declared resources, as the registry hands them over: the framework's views look their
 * definition up here instead of importing the registry, which imports every definition and so
 * every view (an import cycle through the framework).
 */
import type { ResourceDefinition } from './types';

/** The registry's list itself (not a copy): a definition added to it later is found too. */
const lists: (readonly ResourceDefinition[])[] = [];

export function registerDefinitions<L extends readonly ResourceDefinition[]>(list: L): L {
  if (!lists.includes(list)) lists.push(list);
  return list;
}

export function definitionOf(name: string): ResourceDefinition | undefined {
  for (const list of lists) {
    const found = list.find((d) => d.name === name);
    if (found) return found;
  }
  return undefined;
}
