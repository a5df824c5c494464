/**
 * A react-admin Store over localStorage for one login's preferences, under keys
 * "portalPrefs[<login>].<key>". Not react-admin's localStorageStore: its keys all start with
 * "RaStore", and the app store's reset at logout (and its version check) removes every key with
 * that prefix, which would wipe the preferences this store exists to keep.
 */
import type { Store } from 'react-admin';

/** Bump when the shape of what is kept changes: older entries are then dropped. */
export const PERSONAL_STORE_VERSION = '1';

/** The closing bracket keeps "ana" apart from "anabel". */
export const personalPrefix = (login: string) => `portalPrefs[${encodeURIComponent(login)}].`;

type Callback = (value: unknown) => void;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const parse = (raw: string | null): unknown => {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

export function personalStore(login: string): Store {
  const prefix = personalPrefix(login);
  const versionKey = `${prefix}__version`;
  const memory = new Map<string, string>();
  const subscribers = new Map<string, Set<Callback>>();

  const get = (key: string) => storage()?.getItem(prefix + key) ?? memory.get(key) ?? null;
  const put = (key: string, raw: string | null) => {
    const s = storage();
    try {
      if (raw === null) s?.removeItem(prefix + key);
      else s?.setItem(prefix + key, raw);
    } catch {
      // Full or refused storage: keep it for this session at least.
    }
    if (raw === null) memory.delete(key);
    else if (!s) memory.set(key, raw);
  };
  const publish = (key: string, value: unknown) => subscribers.get(key)?.forEach((cb) => cb(value));
  const ownKeys = (keyPrefix = '') => {
    const s = storage();
    const keys = s
      ? Object.keys(s)
          .filter((k) => k.startsWith(prefix))
          .map((k) => k.slice(prefix.length))
      : [...memory.keys()];
    return keys.filter((k) => k !== '__version' && k.startsWith(keyPrefix));
  };
  // Another tab of the same user changed a preference.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(prefix)) publish(event.key.slice(prefix.length), parse(event.newValue));
  };

  const store: Store = {
    setup: () => {
      const s = storage();
      if (s && s.getItem(versionKey) !== PERSONAL_STORE_VERSION) {
        for (const key of ownKeys()) s.removeItem(prefix + key);
        s.setItem(versionKey, PERSONAL_STORE_VERSION);
      }
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    },
    teardown: () => {
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    },
    getItem: <T>(key: string, defaultValue?: T) => {
      const value = parse(get(key));
      return (value === undefined ? defaultValue : value) as T | undefined;
    },
    setItem: (key, value) => {
      put(key, value === undefined ? null : JSON.stringify(value));
      publish(key, value);
    },
    removeItem: (key) => {
      put(key, null);
      publish(key, undefined);
    },
    removeItems: (keyPrefix) => {
      for (const key of ownKeys(keyPrefix)) store.removeItem(key);
    },
    reset: () => store.removeItems(''),
    subscribe: (key, callback) => {
      const set = subscribers.get(key) ?? new Set<Callback>();
      set.add(callback);
      subscribers.set(key, set);
      return () => void set.delete(callback);
    },
    listItems: (keyPrefix) => Object.fromEntries(ownKeys(keyPrefix).map((k) => [k, parse(get(k))])),
  };
  return store;
}
