/**
 * The one i18n provider: react-admin's texts (completed Spanish), the app's own texts under
 * "app.*", and each resource's labels (resources.<name>.*), which the resources layer gives it from
 * the definitions (src/resources/i18n.ts) before anything renders.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { appMessages } from './appMessages';
import { raSpanish } from './raSpanish';

export const messages: TranslationMessages = {
  ...raSpanish,
  // A copy, so that the areas' texts added later never change the shared appMessages object.
  app: { ...appMessages },
  resources: {},
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'es', [{ locale: 'es', name: 'Español' }], {
  // Unknown keys (e.g. a server message passed to notify) are shown as they are.
  allowMissing: true,
});

/**
 * The resources' labels (resources.<name>.*), given once by the resources layer at start-up; the
 * provider reloads its messages (a few microtasks, long before the first render).
 */
export function setResourceMessages(resources: TranslationMessages['resources']): Promise<void> {
  messages.resources = resources;
  return i18nProvider.changeLocale(i18nProvider.getLocale());
}

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
