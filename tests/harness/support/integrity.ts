/** Cheap integrity probes of an in-process server: a fingerprint of the store and of the built-in prototypes. */
import { createHash } from 'node:crypto';

/** Hash of the whole store's JSON (cheap at the default seed scale: ~0.6 MB). */
export const storeFingerprint = (db: unknown): string => createHash('sha1').update(JSON.stringify(db)).digest('hex');

const PROTOTYPES: Record<string, object> = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
  Number: Number.prototype,
  Boolean: Boolean.prototype,
  RegExp: RegExp.prototype,
  Date: Date.prototype,
  Promise: Promise.prototype,
  Error: Error.prototype,
};

/** Every own key of the built-in prototypes with the identity of its value or accessor. */
export function prototypeState(): Map<string, unknown> {
  const state = new Map<string, unknown>();
  for (const [name, proto] of Object.entries(PROTOTYPES)) {
    for (const key of Reflect.ownKeys(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, key)!;
      const at = `${name}.prototype.${String(key)}`;
      if ('value' in d) state.set(at, d.value);
      else state.set(`${at} (get)`, d.get).set(`${at} (set)`, d.set);
    }
  }
  return state;
}

/** Keys added, removed or replaced since `before` (empty when nothing was polluted). */
export function prototypeChanges(before: Map<string, unknown>): string[] {
  const after = prototypeState();
  const changed = [...after.keys()].filter((k) => !before.has(k) || !Object.is(before.get(k), after.get(k)));
  return [...changed, ...[...before.keys()].filter((k) => !after.has(k)).map((k) => `${k} (borrada)`)];
}

/** Properties the fuzz bodies try to plant on every object. */
export const POLLUTION_MARKERS = ['polluted', 'isAdmin', 'authorities', 'harnessPolluted'] as const;

/** Markers that a fresh object or array now inherits. */
export function inheritedMarkers(): string[] {
  const probe: Record<string, unknown> = {};
  const list: unknown[] = [];
  return POLLUTION_MARKERS.filter(
    (m) => probe[m] !== undefined || (list as unknown as Record<string, unknown>)[m] !== undefined,
  );
}
