/**
 * In-memory list engine: the legacy list calls return whole collections, so search, filters,
 * sort and paging happen here (ADM-SHELL-008/009).
 *
 * Fast on 100,000 rows: per collection (keyed by the array's identity in a WeakMap) it keeps
 * one normalized search haystack per row and one sorted index per (field, order), so a repeat
 * query with another q or page costs a single linear scan over the sorted index.
 */

type Row = object;

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC' | string;
}

export interface ListQueryParams {
  /** Dotted paths searched by `q`. */
  search: readonly string[];
  /** Search box text; ignored below MIN_SEARCH characters. */
  q?: string | null;
  /** Exact match by dotted path; arrays are any-of; nested objects are flattened to dotted paths. */
  filter?: Record<string, unknown>;
  sort?: SortSpec;
  pagination?: { page: number; perPage: number };
}

export interface ListQueryResult<T> {
  data: T[];
  total: number;
}

/** D1 §9: search boxes need at least 3 characters. */
export const MIN_SEARCH = 3;

/** Value at a dotted path ("user.email"). */
export function getPath(record: unknown, path: string): unknown {
  if (record === null || typeof record !== 'object') return undefined;
  const direct = (record as Record<string, unknown>)[path];
  if (direct !== undefined || !path.includes('.')) return direct;
  let node: unknown = record;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Lower case, accents removed: what search compares. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const RUT_PUNCTUATION = /[.\-\s]/g;
/** A query made only of RUT characters (digits, K, dots, hyphen) with at least one digit. */
const RUT_LIKE = /^(?=.*\d)[0-9k.\-\s]+$/;

// ---------------------------------------------------------------------------------------------
// Per-collection index

interface CollectionIndex {
  haystacks: Map<string, string[]>;
  compactHaystacks: Map<string, string[]>;
  values: Map<string, unknown[]>;
  sorted: Map<string, Uint32Array>;
}

const indexes = new WeakMap<readonly Row[], CollectionIndex>();

function indexOf(rows: readonly Row[]): CollectionIndex {
  let index = indexes.get(rows);
  if (!index) {
    index = { haystacks: new Map(), compactHaystacks: new Map(), values: new Map(), sorted: new Map() };
    indexes.set(rows, index);
  }
  return index;
}

function valuesOf(rows: readonly Row[], index: CollectionIndex, path: string): unknown[] {
  let values = index.values.get(path);
  if (!values) {
    values = rows.map((r) => getPath(r, path));
    index.values.set(path, values);
  }
  return values;
}

function searchText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(searchText).join('\u0001');
  if (typeof value === 'object') return '';
  return String(value);
}

function haystacksOf(rows: readonly Row[], index: CollectionIndex, fields: readonly string[]): string[] {
  const key = fields.join('\u0000');
  let haystacks = index.haystacks.get(key);
  if (!haystacks) {
    const columns = fields.map((f) => valuesOf(rows, index, f));
    haystacks = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      let text = '';
      for (const column of columns) text += `${searchText(column[i])}\u0001`;
      haystacks[i] = normalizeText(text);
    }
    index.haystacks.set(key, haystacks);
  }
  return haystacks;
}

/** Haystacks without dots, hyphens and spaces, so "76.086.428-5" finds "76086428-5" and vice versa. */
function compactHaystacksOf(rows: readonly Row[], index: CollectionIndex, fields: readonly string[]): string[] {
  const key = fields.join('\u0000');
  let compact = index.compactHaystacks.get(key);
  if (!compact) {
    compact = haystacksOf(rows, index, fields).map((h) => h.replace(RUT_PUNCTUATION, ''));
    index.compactHaystacks.set(key, compact);
  }
  return compact;
}

// ---------------------------------------------------------------------------------------------
// Sorting

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Spanish (es) primary collation key for the common alphabet, compared with plain `<`:
 * case and accents ignored, ñ its own letter after n, digit runs by numeric value, spaces then
 * punctuation before digits before letters (ICU's order). A string with any other character
 * gets no key (null) and is compared with Intl.Collator instead.
 */
const PUNCTUATION_ORDER = "_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$";
const PUNCTUATION_KEY = new Map<string, string>(
  [...PUNCTUATION_ORDER].map((ch, i) => [ch, String.fromCharCode(0x02 + i)]),
);

export function collationKey(value: string): string | null {
  const lower = value.toLowerCase();
  // Fast path: plain letters and spaces (most names).
  if (/^[a-z ]*$/.test(lower)) return lower.replace(/ /g, '\u0001');
  const folded = lower.normalize('NFD').replace(/n\u0303/g, '\u00f1').replace(/[\u0300-\u036f]/g, '');
  let key = '';
  for (let i = 0; i < folded.length; i++) {
    const ch = folded[i];
    const code = ch.charCodeAt(0);
    if (code >= 0x61 && code <= 0x7a) key += ch;
    else if (ch === '\u00f1') key += 'n\u007f';
    else if (code >= 0x30 && code <= 0x39) {
      let end = i;
      while (end < folded.length && folded.charCodeAt(end) >= 0x30 && folded.charCodeAt(end) <= 0x39) end++;
      const digits = folded.slice(i, end).replace(/^0+(?=\d)/, '');
      if (digits.length > 20) return null;
      key += digits.padStart(20, '0');
      i = end - 1;
    } else if (ch === ' ' || ch === '\t' || ch === '\n') key += '\u0001';
    else {
      const p = PUNCTUATION_KEY.get(ch);
      if (p === undefined) return null;
      key += p;
    }
  }
  return key;
}

interface SortKey {
  /** 0 number, 1 boolean, 2 string, 3 empty (always last). */
  rank: number;
  num: number;
  key: string | null;
  text: string;
}

function sortKeyOf(value: unknown): SortKey {
  if (value === null || value === undefined || value === '') return { rank: 3, num: 0, key: null, text: '' };
  if (typeof value === 'number') return Number.isNaN(value) ? { rank: 3, num: 0, key: null, text: '' } : { rank: 0, num: value, key: null, text: '' };
  if (typeof value === 'boolean') return { rank: 1, num: value ? 1 : 0, key: null, text: '' };
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return { rank: 2, num: 0, key: collationKey(text), text };
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.rank < 2) return a.num - b.num;
  if (a.key !== null && b.key !== null) return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  return collator.compare(a.text, b.text);
}

/** Row positions in (field, order); empty values last in both orders; ties keep collection order. */
function sortedOf(rows: readonly Row[], index: CollectionIndex, field: string, desc: boolean): Uint32Array {
  const cacheKey = `${field}\u0000${desc ? 'DESC' : 'ASC'}`;
  let sorted = index.sorted.get(cacheKey);
  if (sorted) return sorted;

  const ascKey = `${field}\u0000ASC`;
  let asc = index.sorted.get(ascKey);
  const keys = valuesOf(rows, index, field).map(sortKeyOf);
  if (!asc) {
    const order = Array.from({ length: rows.length }, (_, i) => i);
    order.sort((a, b) => compareKeys(keys[a], keys[b]) || a - b);
    asc = Uint32Array.from(order);
    index.sorted.set(ascKey, asc);
  }
  if (!desc) return asc;

  // DESC: the non-empty block reversed, keeping equal keys in collection order; empties stay last.
  let filled = asc.length;
  while (filled > 0 && keys[asc[filled - 1]].rank === 3) filled--;
  sorted = new Uint32Array(asc.length);
  let out = 0;
  let end = filled;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && compareKeys(keys[asc[start - 1]], keys[asc[end - 1]]) === 0) start--;
    for (let i = start; i < end; i++) sorted[out++] = asc[i];
    end = start;
  }
  sorted.set(asc.subarray(filled), out);
  index.sorted.set(cacheKey, sorted);
  return sorted;
}

// ---------------------------------------------------------------------------------------------
// Filters

/** {user: {activated: true}} → {"user.activated": true}: react-admin filter forms nest dotted sources. */
export function flattenFilter(filter: Record<string, unknown> | undefined, prefix = '', out: Record<string, unknown> = {}) {
  if (!filter) return out;
  for (const [key, value] of Object.entries(filter)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      flattenFilter(value as Record<string, unknown>, path, out);
    } else out[path] = value;
  }
  return out;
}

/** true/false for boolean-like values (ADM-STK-004: 1 means true), else undefined. */
function booleanOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

function equals(actual: unknown, wanted: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((a) => equals(a, wanted));
  if (typeof wanted === 'boolean' || typeof actual === 'boolean') {
    const a = booleanOf(actual);
    return a !== undefined && a === booleanOf(wanted);
  }
  if (actual === null || actual === undefined) return false;
  return String(actual) === String(wanted);
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

type Test = (i: number) => boolean;

function filterTests(rows: readonly Row[], index: CollectionIndex, filter: Record<string, unknown>): Test[] {
  const tests: Test[] = [];
  for (const [path, wanted] of Object.entries(flattenFilter(filter))) {
    if (path === 'q' || isBlank(wanted)) continue;
    const values = valuesOf(rows, index, path);
    if (Array.isArray(wanted)) tests.push((i) => wanted.some((w) => equals(values[i], w)));
    else tests.push((i) => equals(values[i], wanted));
  }
  return tests;
}

function searchTest(rows: readonly Row[], index: CollectionIndex, fields: readonly string[], q: string | null | undefined): Test | null {
  const trimmed = (q ?? '').trim();
  if (trimmed.length < MIN_SEARCH || fields.length === 0) return null;
  const needle = normalizeText(trimmed);
  if (RUT_LIKE.test(needle)) {
    const compactNeedle = needle.replace(RUT_PUNCTUATION, '');
    const compact = compactHaystacksOf(rows, index, fields);
    return (i) => compact[i].includes(compactNeedle);
  }
  const haystacks = haystacksOf(rows, index, fields);
  return (i) => haystacks[i].includes(needle);
}

// ---------------------------------------------------------------------------------------------

/** Search, filter, sort and page a collection. The collection must not be mutated afterwards. */
export function listQuery<T extends Row>(rows: readonly T[], params: ListQueryParams): ListQueryResult<T> {
  const index = indexOf(rows);
  const tests = filterTests(rows, index, params.filter ?? {});
  const search = searchTest(rows, index, params.search, params.q ?? (params.filter?.q as string | undefined));
  if (search) tests.push(search);

  const order = params.sort?.field
    ? sortedOf(rows, index, params.sort.field, String(params.sort.order).toUpperCase() === 'DESC')
    : naturalOf(rows, index);

  const perPage = params.pagination?.perPage;
  const page = Math.max(1, params.pagination?.page ?? 1);
  const from = perPage && perPage > 0 ? (page - 1) * perPage : 0;
  const to = perPage && perPage > 0 ? from + perPage : Infinity;

  if (tests.length === 0) {
    const data: T[] = [];
    for (let k = from; k < Math.min(to, order.length); k++) data.push(rows[order[k]]);
    return { data, total: rows.length };
  }

  const data: T[] = [];
  let total = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    let ok = true;
    for (const test of tests) {
      if (!test(i)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (total >= from && total < to) data.push(rows[i]);
    total++;
  }
  return { data, total };
}

/** Collection order, cached with the index. */
function naturalOf(rows: readonly Row[], index: CollectionIndex): Uint32Array {
  let natural = index.sorted.get('');
  if (!natural) {
    natural = new Uint32Array(rows.length);
    for (let i = 0; i < rows.length; i++) natural[i] = i;
    index.sorted.set('', natural);
  }
  return natural;
}
