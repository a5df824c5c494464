/**
 * The one i18n provider: react-admin's texts (completed Spanish), the app's own texts under
 * "app.*", and each resource's labels taken from its definition (resources.<name>.*).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { definitions } from '../resources/registry';
import type { ResourceDefinition } from '../resources/framework/types';
import { appMessages } from './appMessages';
import { raSpanish } from './raSpanish';

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

export const messages: TranslationMessages = {
  ...raSpanish,
  // A copy, so that the areas' texts added later never change the shared appMessages object.
  app: { ...appMessages },
  resources: resourceMessages(definitions),
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'es', [{ locale: 'es', name: 'Español' }], {
  // Unknown keys (e.g. a server message passed to notify) are shown as they are.
  allowMissing: true,
});

/**
 * Adds texts under app.<namespace> (an operational area's, when its screens load). The provider
 * is rebuilt from the completed messages through its own changeLocale, before the area renders.
 */
export async function addAppMessages(trees: Record<string, object>): Promise<void> {
  const app = messages.app as Record<string, unknown>;
  const added = Object.entries(trees).filter(([namespace]) => !(namespace in app));
  if (added.length === 0) return;
  for (const [namespace, tree] of added) app[namespace] = tree;
  await i18nProvider.changeLocale(i18nProvider.getLocale());
}
