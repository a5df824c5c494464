/**
 * The i18n provider with every resource's labels taken from its definition (resources.<name>.*):
 * the i18n layer knows no definitions, so the resources layer hands them over here.
 */
import { i18nProvider, setResourceMessages } from '../i18n/i18nProvider';
import type { ResourceDefinition } from './framework/types';
import { definitions } from './registry';

/** resources.<name>.name ("Agente |||| Agentes") and resources.<name>.fields.<source>. */
type Tree = { [key: string]: string | Tree };

export function resourceMessages(defs: readonly ResourceDefinition[]): Tree {
  const resources: Tree = {};
  for (const d of defs) {
    const fields: Tree = {};
    for (const f of d.fields) setPath(fields, f.source, f.label);
    resources[d.name] = {
      name: `${d.label.one} |||| ${d.label.many}`,
      fields,
      ...(d.label.create ? { action: { create: d.label.create } } : {}),
      // react-admin's empty list reads resources.<name>.empty before its own 'No hay … aún'.
      ...(d.list?.empty ? { empty: d.list.empty } : {}),
    };
  }
  return resources;
}

function setPath(target: Tree, path: string, value: string) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Tree;
  }
  node[keys[keys.length - 1]] = value;
}

/** Resolves once the labels are in the provider (tests await it; the app renders later anyway). */
export const resourceLabelsLoaded = setResourceMessages(resourceMessages(definitions));

export { i18nProvider };
