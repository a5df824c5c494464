/**
 * The list's store: react-admin's own store for everything (list params, selection), except a
 * user's preferences (chosen columns, saved queries), which are kept in localStorage under that
 * user's login, so they survive a reload and two users on one browser do not share them.
 */
import { localStorageStore, type Store } from 'react-admin';

/** Keys react-admin writes for preferences: `preferences.<resource>.datagrid.*`, `<resource>.savedQueries`. */
export const isPersonalKey = (key: string) => key.startsWith('preferences.') || key.endsWith('.savedQueries');

/** Bump when the shape of what is kept changes: react-admin then drops the old entries. */
const VERSION = '1';

/** The localStorage prefix of a login's preferences; the closing bracket keeps "ana" apart from "anabel". */
export const personalAppKey = (login: string) => `.prefs[${encodeURIComponent(login)}]`;

export function userPreferencesStore(shared: Store, login: string): Store {
  const personal = localStorageStore(VERSION, personalAppKey(login));
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
