/**
 * What a large record was when the journal last wrote it, and the patch from there to what it
 * is now. A baseline holds fingerprints, not values: per top-level field one of its JSON, and
 * for an array of records named by a key field (a company's drivers by `cardId`, its trucks by
 * `id`) the keys in order with one fingerprint per element. So it costs a few bytes per field and
 * per element, while the record may be 100 kB.
 *
 * Replaying element changes is exact only while every patch of an array names its elements by
 * the same key (recordPatch.ts): when the key would change, or is not known yet (the array was
 * empty when the baseline was taken), the field is set whole instead, which restarts from an
 * exact value.
 */
import { fingerprint } from './fingerprint';
import { elementKey, setOwn, type ItemsPatch, type RecordPatch } from './recordPatch';

type Rec = Record<string, unknown>;

interface Items {
  /** The key field; undefined for an array first seen empty (its next change is a whole set). */
  key: string | undefined;
  keys: string[];
  prints: Float64Array;
}

/** A field's fingerprint, or for a keyed array its elements'. */
type Field = number | Items;

export interface Baseline {
  /** The record's id when taken: a record whose id changed in place is journaled whole. */
  id: string;
  fields: Map<string, Field>;
  /** Fields plus elements: what the cache of baselines budgets (baselines.ts). */
  weight: number;
}

const isRecord = (v: unknown): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The elements' keys under `key`, or undefined when one lacks it or two share it. */
function keysUnder(list: readonly unknown[], key: string): string[] | undefined {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const e of list) {
    const k = elementKey(e, key);
    if (k === undefined || seen.has(k)) return undefined;
    seen.add(k);
    keys.push(k);
  }
  return keys;
}

/**
 * How the elements of `list` are named: the key the field used before when it still names
 * them, else `id`, else the first field of the first element that does. Undefined when none does
 * (or the array holds other things than records): the field is then compared whole.
 */
function keyingOf(
  list: readonly unknown[],
  previous: string | undefined,
): { key: string | undefined; keys: string[] } | undefined {
  if (previous !== undefined) {
    const keys = keysUnder(list, previous);
    if (keys) return { key: previous, keys };
  }
  if (list.length === 0) return { key: undefined, keys: [] };
  const first = list[0];
  if (!isRecord(first)) return undefined;
  for (const key of ['id', ...Object.keys(first)]) {
    if (key === previous) continue;
    const keys = keysUnder(list, key);
    if (keys) return { key, keys };
  }
  return undefined;
}

/** A field as read now: its fingerprint, or for a keyed array its elements with their JSON. */
interface Reading {
  field: Field;
  list?: readonly unknown[];
  jsons?: string[];
}

/** Undefined for a value JSON leaves out (undefined, a function): the field is absent. */
function read(value: unknown, before: Field | undefined): Reading | undefined {
  if (Array.isArray(value)) {
    const keying = keyingOf(value, typeof before === 'object' ? before.key : undefined);
    if (keying) {
      const jsons = value.map((e) => JSON.stringify(e) ?? 'null');
      return { field: { ...keying, prints: Float64Array.from(jsons, fingerprint) }, list: value, jsons };
    }
  }
  const json = JSON.stringify(value) as string | undefined;
  return json === undefined ? undefined : { field: fingerprint(json) };
}

const weightOf = (fields: Map<string, Field>) => {
  let weight = fields.size;
  for (const f of fields.values()) if (typeof f === 'object') weight += f.keys.length;
  return weight;
};

/** The baseline of a record just journaled whole. */
export function baselineOf(id: string, record: Rec): Baseline {
  const fields = new Map<string, Field>();
  for (const [name, value] of Object.entries(record)) {
    const r = read(value, undefined);
    if (r) fields.set(name, r.field);
  }
  return { id, fields, weight: weightOf(fields) };
}

/**
 * The element changes from `before` to `now` (both named by `key`), 'same' when there are none,
 * or undefined when setting the field whole is shorter. Replaying them must give the new order:
 * the elements that kept their relative order from the start of the array stay where they are
 * (replaced when changed), and from the first one that did not, each is placed last in turn.
 */
function itemsPatch(
  key: string,
  before: Items,
  now: Items,
  list: readonly unknown[],
  jsons: readonly string[],
): ItemsPatch | 'same' | undefined {
  const position = new Map(before.keys.map((k, i) => [k, i]));
  let kept = 0;
  for (let last = -1; kept < now.keys.length; kept++) {
    const i = position.get(now.keys[kept]!);
    if (i === undefined || i <= last) break;
    last = i;
  }
  const put: Rec[] = [];
  const add: Rec[] = [];
  let bytes = 0;
  for (let j = 0; j < now.keys.length; j++) {
    if (j < kept && before.prints[position.get(now.keys[j]!)!] === now.prints[j]) continue;
    (j < kept ? put : add).push(list[j] as Rec);
    bytes += jsons[j]!.length + 1;
  }
  const present = new Set(now.keys);
  const del = before.keys.filter((k) => !present.has(k));
  if (put.length === 0 && add.length === 0 && del.length === 0) return 'same';
  for (const k of del) bytes += k.length + 3;
  if (bytes >= jsons.reduce((n, j) => n + j.length + 1, 0)) return undefined;
  return { key, ...(put.length ? { put } : {}), ...(add.length ? { add } : {}), ...(del.length ? { del } : {}) };
}

/** How a field changed: 'same', set whole, or by elements. */
function fieldChange(was: Field | undefined, now: Reading): 'same' | 'set' | ItemsPatch {
  if (typeof now.field === 'number') return was === now.field ? 'same' : 'set';
  const items = now.field;
  if (typeof was !== 'object') return 'set';
  // Still empty (keyingOf kept the key it had, if any, for the next change).
  if (was.keys.length === 0 && items.keys.length === 0) return 'same';
  if (was.key === undefined || was.key !== items.key) return 'set';
  return itemsPatch(was.key, was, items, now.list!, now.jsons!) ?? 'set';
}

/** What changed in `record` since `before` (undefined: nothing), and its new baseline. */
export function diffRecord(before: Baseline, record: Rec): { patch: RecordPatch | undefined; next: Baseline } {
  const fields = new Map<string, Field>();
  const set: Rec = {};
  const items: Record<string, ItemsPatch> = {};
  let changed = false;
  for (const [name, value] of Object.entries(record)) {
    const was = before.fields.get(name);
    const now = read(value, was);
    if (!now) continue;
    fields.set(name, now.field);
    const change = fieldChange(was, now);
    if (change === 'same') continue;
    changed = true;
    if (change === 'set') setOwn(set, name, value);
    else setOwn(items, name, change);
  }
  const unset = [...before.fields.keys()].filter((name) => !fields.has(name));
  const next: Baseline = { id: before.id, fields, weight: weightOf(fields) };
  if (!changed && unset.length === 0) return { patch: undefined, next };
  const patch: RecordPatch = {};
  if (Object.keys(set).length > 0) patch.set = set;
  if (unset.length > 0) patch.unset = unset;
  if (Object.keys(items).length > 0) patch.items = items;
  return { patch, next };
}
