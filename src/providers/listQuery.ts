/**
 * In-memory list engine: the legacy list calls return whole collections, so search, filters,
 * sort and paging happen here (ADM-SHELL-008/009).
 *
 * Fast on 100,000 rows: per collection (keyed by the array's identity in a WeakMap) it keeps the
 * rows' normalized search text (one joined string, searched with native indexOf), the sort keys
 * per field and one sorted index per (field, order), so a repeat query with another q or page
 * costs one search pass plus one linear scan over the sorted index.
 */
import { TYPEAHEAD_MAX_SUGGESTIONS, TYPEAHEAD_MIN_CHARS, typeaheadReady } from '../domain/typeahead';

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

/** D1 §9: search boxes need at least 3 characters (the typeahead rule). */
export const MIN_SEARCH = TYPEAHEAD_MIN_CHARS;

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

/**
 * All rows' search text in one string, rows separated by ROW_END and fields by FIELD_END
 * (non-characters no one types), so a search is a handful of native indexOf calls.
 */
interface Haystack {
  text: string;
  /** starts[i] = offset of row i; starts[n] = text.length. */
  starts: Uint32Array;
}

/** Sort keys of one field, in parallel typed arrays (cheap comparisons). */
interface SortColumn {
  /** 0 number, 1 boolean, 2 string, 3 empty (always last). */
  rank: Uint8Array;
  num: Float64Array;
  /** Fast collation key, or null → compare `text` with Intl.Collator. */
  key: (string | null)[];
  text: string[];
}

interface CollectionIndex {
  haystacks: Map<string, Haystack>;
  compactHaystacks: Map<string, Haystack>;
  values: Map<string, unknown[]>;
  columns: Map<string, SortColumn>;
  sorted: Map<string, Uint32Array>;
}

const FIELD_END = '\ufffe';
const ROW_END = '\uffff';
const SEPARATORS = /[\ufffe\uffff]/g;

const indexes = new WeakMap<readonly Row[], CollectionIndex>();

function indexOf(rows: readonly Row[]): CollectionIndex {
  let index = indexes.get(rows);
  if (!index) {
    index = { haystacks: new Map(), compactHaystacks: new Map(), values: new Map(), columns: new Map(), sorted: new Map() };
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
  if (Array.isArray(value)) return value.map(searchText).join(' ');
  if (typeof value === 'object') return '';
  return String(value).replace(SEPARATORS, ' ');
}

/** Row offsets of a joined text (one ROW_END after each row). */
function rowStarts(text: string, n: number): Uint32Array {
  const starts = new Uint32Array(n + 1);
  let pos = 0;
  for (let i = 0; i < n; i++) {
    starts[i] = pos;
    pos = text.indexOf(ROW_END, pos) + 1;
  }
  starts[n] = text.length;
  return starts;
}

function haystackOf(rows: readonly Row[], index: CollectionIndex, fields: readonly string[]): Haystack {
  const key = fields.join('\u0000');
  let haystack = index.haystacks.get(key);
  if (!haystack) {
    const columns = fields.map((f) => valuesOf(rows, index, f));
    const parts = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      let row = '';
      for (const column of columns) row += searchText(column[i]) + FIELD_END;
      parts[i] = row;
    }
    // Normalized as a whole (it may change lengths), then the row offsets are found again.
    const text = normalizeText(parts.join(ROW_END) + ROW_END);
    haystack = { text, starts: rowStarts(text, rows.length) };
    index.haystacks.set(key, haystack);
  }
  return haystack;
}

/** The haystack without dots, hyphens and spaces, so "76.086.428-5" finds "76086428-5" and vice versa. */
function compactHaystackOf(rows: readonly Row[], index: CollectionIndex, fields: readonly string[]): Haystack {
  const key = fields.join('\u0000');
  let compact = index.compactHaystacks.get(key);
  if (!compact) {
    const text = haystackOf(rows, index, fields).text.replace(RUT_PUNCTUATION, '');
    compact = { text, starts: rowStarts(text, rows.length) };
    index.compactHaystacks.set(key, compact);
  }
  return compact;
}

/** Rows whose text contains the needle: one flag per row. */
function matchingRows(haystack: Haystack, needle: string, n: number): Uint8Array {
  const hits = new Uint8Array(n);
  const { text, starts } = haystack;
  let pos = text.indexOf(needle);
  while (pos >= 0) {
    // The row holding pos: last start <= pos (binary search).
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    hits[lo] = 1;
    pos = text.indexOf(needle, starts[lo + 1]);
  }
  return hits;
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
const PUNCTUATION = /[_\-,;:!?.'"()[\]{}@*/\\&#%`^+<=>|~$]/g;
/** Anything but the keyable alphabet (and the item separator) → no key. */
const UNKEYABLE = /[^a-z0-9\u00f1 \t\n_\-,;:!?.'"()[\]{}@*/\\&#%`^+<=>|~$\uffff]/g;
const NO_KEY = '\u0000';
const ZEROS = '0'.repeat(20);

/**
 * Keys for many strings at once: each transformation runs once over the joined text (a
 * single regex pass over 100,000 names is far cheaper than 100,000 small ones).
 */
export function collationKeys(texts: readonly string[]): (string | null)[] {
  if (texts.length === 0) return [];
  let s = texts.join(ROW_END).toLowerCase();
  if (/[^\x00-\x7f]/.test(s)) s = s.normalize('NFD').replace(/n\u0303/g, '\u00f1').replace(/[\u0300-\u036f]/g, '');
  s = s
    .replace(UNKEYABLE, NO_KEY)
    .replace(/\d+/g, (run) => {
      if (run.length < 20 && run[0] !== '0') return ZEROS.slice(run.length) + run;
      const digits = run.replace(/^0+(?=\d)/, '');
      return digits.length > 20 ? NO_KEY : digits.padStart(20, '0');
    })
    .split(' ')
    .join('\u0001')
    .replace(/[\t\n]/g, '\u0001')
    .replace(/\u00f1/g, 'n\u007f')
    .replace(PUNCTUATION, (ch) => PUNCTUATION_KEY.get(ch)!);
  const keys = s.split(ROW_END);
  // A text holding the separator itself would shift every key: compare those with the collator.
  if (keys.length !== texts.length) return texts.map((t) => (t.includes(ROW_END) ? null : collationKeys([t])[0]));
  return keys.map((k) => (k.includes(NO_KEY) ? null : k));
}

export const collationKey = (value: string): string | null => collationKeys([value])[0];

function columnOf(rows: readonly Row[], index: CollectionIndex, field: string): SortColumn {
  let column = index.columns.get(field);
  if (column) return column;
  const values = valuesOf(rows, index, field);
  const n = values.length;
  column = { rank: new Uint8Array(n), num: new Float64Array(n), key: new Array(n).fill(null), text: new Array(n).fill('') };
  for (let i = 0; i < n; i++) {
    const value = values[i];
    if (value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value))) {
      column.rank[i] = 3;
    } else if (typeof value === 'number') {
      column.num[i] = value;
    } else if (typeof value === 'boolean') {
      column.rank[i] = 1;
      column.num[i] = value ? 1 : 0;
    } else {
      column.rank[i] = 2;
      column.text[i] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
  const strings: number[] = [];
  for (let i = 0; i < n; i++) if (column.rank[i] === 2) strings.push(i);
  const keys = collationKeys(strings.map((i) => column!.text[i]));
  strings.forEach((row, k) => (column!.key[row] = keys[k]));
  index.columns.set(field, column);
  return column;
}

function compareRows(c: SortColumn, a: number, b: number): number {
  const ra = c.rank[a];
  const rb = c.rank[b];
  if (ra !== rb) return ra - rb;
  if (ra < 2) return c.num[a] - c.num[b];
  if (ra === 3) return 0;
  const ka = c.key[a];
  const kb = c.key[b];
  if (ka !== null && kb !== null) return ka < kb ? -1 : ka > kb ? 1 : 0;
  return collator.compare(c.text[a], c.text[b]);
}

/** Row positions in (field, order); empty values last in both orders; ties keep collection order. */
function sortedOf(rows: readonly Row[], index: CollectionIndex, field: string, desc: boolean): Uint32Array {
  const cacheKey = `${field}\u0000${desc ? 'DESC' : 'ASC'}`;
  let sorted = index.sorted.get(cacheKey);
  if (sorted) return sorted;

  const column = columnOf(rows, index, field);
  const ascKey = `${field}\u0000ASC`;
  let asc = index.sorted.get(ascKey);
  if (!asc) {
    const order = Array.from({ length: rows.length }, (_, i) => i);
    order.sort((a, b) => compareRows(column, a, b) || a - b);
    asc = Uint32Array.from(order);
    index.sorted.set(ascKey, asc);
  }
  if (!desc) return asc;

  // DESC: the non-empty block reversed, keeping equal keys in collection order; empties stay last.
  let filled = asc.length;
  while (filled > 0 && column.rank[asc[filled - 1]] === 3) filled--;
  sorted = new Uint32Array(asc.length);
  let out = 0;
  let end = filled;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && compareRows(column, asc[start - 1], asc[end - 1]) === 0) start--;
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
  const needle = normalizeText(trimmed).replace(SEPARATORS, '');
  const rutLike = RUT_LIKE.test(needle);
  const haystack = rutLike ? compactHaystackOf(rows, index, fields) : haystackOf(rows, index, fields);
  const hits = matchingRows(haystack, rutLike ? needle.replace(RUT_PUNCTUATION, '') : needle, rows.length);
  return (i) => hits[i] === 1;
}

// ---------------------------------------------------------------------------------------------

/** Search, filter, sort and page a collection. The collection must not be mutated afterwards. */
export function listQuery<T extends Row>(rows: readonly T[], params: ListQueryParams): ListQueryResult<T> {
  const index = indexOf(rows);
  const search = searchTest(rows, index, params.search, params.q ?? (params.filter?.q as string | undefined));
  const tests = [...(search ? [search] : []), ...filterTests(rows, index, params.filter ?? {})];

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

/** Typeahead suggestions by name or id: none under 3 typed characters, at most 10, by name (D1 §9). */
export function typeaheadSuggestions<T extends Row>(rows: readonly T[], typed: string): T[] {
  if (!typeaheadReady(typed)) return [];
  return listQuery(rows, {
    search: ['name', 'id'],
    q: typed.trim(),
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: TYPEAHEAD_MAX_SUGGESTIONS },
  }).data;
}
