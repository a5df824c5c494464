/**
 * A record patch: what one journal line changed in one record, instead of the whole record (a
 * trucking company with hundreds of drivers is 40–125 kB; one driver is 150 bytes).
 *
 * Every part is absolute, never relative to what the record held: a field is set to a value or
 * removed, an element is put, placed last or removed by its key. So a patch applied to the record
 * as it was at any later point, or applied twice, gives the same record (changes.ts relies on
 * this). Applying never changes its input: it answers a new record (and new arrays).
 */

type Rec = Record<string, unknown>;

/** Changes to an array of records named by a key field (e.g. a company's drivers by `cardId`). */
export interface ItemsPatch {
  /** The element field that names an element: its values (strings or numbers) are unique in the array. */
  key: string;
  /** Elements replaced where they stand; one whose key is missing goes last. */
  put?: Rec[];
  /** Elements placed last, in this order (moved there when their key is present). */
  add?: Rec[];
  /** Keys (as strings) of the elements removed. */
  del?: string[];
}

export interface RecordPatch {
  /** Top-level fields set to these values. */
  set?: Rec;
  /** Top-level fields removed. */
  unset?: string[];
  /** Per array field, changes by element. */
  items?: Record<string, ItemsPatch>;
}

const isRecord = (v: unknown): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v);

export const isRecordPatch = (v: unknown): v is RecordPatch => isRecord(v);

/** The key of an element as the journal names it, or undefined when it has none usable. */
export function elementKey(element: unknown, key: string): string | undefined {
  if (!isRecord(element)) return undefined;
  const v = element[key];
  // Non-finite numbers would come back from JSON as null: not a key.
  if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return String(v);
  return undefined;
}

/** Sets an own field, also one named __proto__ (a JSON field like any other here). */
export function setOwn(target: Rec, name: string, value: unknown): void {
  if (name === '__proto__')
    Object.defineProperty(target, name, { value, writable: true, enumerable: true, configurable: true });
  else target[name] = value;
}

const HOLE = Symbol('removed');

/**
 * The array after `patch`: removals, then puts in place, then elements placed last. Total on any
 * input (elements without the key are kept, only the first of duplicate keys is matched): a
 * replay may meet an array that a later line of the journal replaces anyway.
 */
function applyItems(list: readonly unknown[], patch: ItemsPatch): unknown[] {
  const slots: unknown[] = list.slice();
  const at = new Map<string, number>();
  slots.forEach((e, i) => {
    const k = elementKey(e, patch.key);
    if (k !== undefined && !at.has(k)) at.set(k, i);
  });
  const place = (e: Rec, moveLast: boolean) => {
    const k = elementKey(e, patch.key);
    const i = k === undefined ? undefined : at.get(k);
    if (i !== undefined && !moveLast) {
      slots[i] = e;
      return;
    }
    if (i !== undefined) slots[i] = HOLE;
    slots.push(e);
    if (k !== undefined) at.set(k, slots.length - 1);
  };
  for (const k of patch.del ?? []) {
    const i = at.get(String(k));
    if (i === undefined) continue;
    slots[i] = HOLE;
    at.delete(String(k));
  }
  for (const e of patch.put ?? []) if (isRecord(e)) place(e, false);
  for (const e of patch.add ?? []) if (isRecord(e)) place(e, true);
  return slots.filter((e) => e !== HOLE);
}

/** The record with `patch` applied (a new object; `record` is left as it was). */
export function applyPatch(record: Rec, patch: RecordPatch): Rec {
  const next: Rec = { ...record };
  for (const name of Array.isArray(patch.unset) ? patch.unset : []) delete next[String(name)];
  if (isRecord(patch.set)) for (const [name, value] of Object.entries(patch.set)) setOwn(next, name, value);
  if (isRecord(patch.items)) {
    for (const [name, items] of Object.entries(patch.items)) {
      const list = next[name];
      // Not an array (any more): a later line of the journal sets the field whole.
      if (Array.isArray(list) && isRecord(items) && typeof items.key === 'string')
        setOwn(next, name, applyItems(list, items));
    }
  }
  return next;
}
