/**
 * The list's store: react-admin's own store for everything (list params, selection), except a
 * user's preferences (chosen columns, saved queries), which are kept in localStorage under that
 * user's login, so they survive a reload and two users on one browser do not share them.
 */
import type { Store } from 'react-admin';
import { personalStore } from './personalStore';

/** Keys react-admin writes for preferences: `preferences.<resource>.datagrid.*`, `<resource>.savedQueries`. */
export const isPersonalKey = (key: string) => key.startsWith('preferences.') || key.endsWith('.savedQueries');

export function userPreferencesStore(shared: Store, login: string): Store {
  const personal = personalStore(login);
  const route = (key: string) => (isPersonalKey(key) ? personal : shared);
  return {
    // The shared store is set up and torn down by <Admin>; only the personal one is ours.
    setup: () => personal.setup(),
    teardown: () => personal.teardown(),
    getItem: (key, defaultValue) => route(key).getItem(key, defaultValue),
    setItem: (key, value) => route(key).setItem(key, value),
    removeItem: (key) => route(key).removeItem(key),
    removeItems: (prefix) => {
      shared.removeItems(prefix);
      personal.removeItems(prefix);
    },
    // A store reset (e.g. at logout) clears the session's state, never a user's kept preferences.
    reset: () => shared.reset(),
    subscribe: (key, callback) => route(key).subscribe(key, callback),
    listItems: (prefix) => ({ ...shared.listItems?.(prefix), ...personal.listItems?.(prefix) }),
  };
}
