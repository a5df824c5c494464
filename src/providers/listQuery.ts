/**
 * In-memory list engine: the legacy list calls return whole collections, so search, filters,
 * sort and paging happen here (ADM-SHELL-008/009).
 *
 * Fast on 100,000 rows: per collection (keyed by the array's identity in a WeakMap) it keeps the
 * rows' normalized search text (one joined string, searched with native indexOf), the sort keys
 * per field and one sorted index per (field, order), so a repeat query with another q or page
 * costs one search pass plus one linear scan over the sorted index.
 *
 * Building that index for a new collection is the expensive part (300,000 clients: half a second
 * of sort keys and sorting). Each builder is written once, as steps (a generator that yields
 * between chunks of work): listQuery runs them straight through, and prepareListQuery runs them a
 * slice at a time, giving the page back between slices, so the first query on a large collection
 * that has just arrived never holds the page.
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
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
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
    index = {
      haystacks: new Map(),
      compactHaystacks: new Map(),
      values: new Map(),
      columns: new Map(),
      sorted: new Map(),
    };
    indexes.set(rows, index);
  }
  return index;
}

/** Rows per step of a builder: a millisecond or two of work. */
const STEP_ROWS = 8192;

/** A builder: steps of work (each `yield` a chance to give the page back), then its result. */
type Steps<T> = Generator<void, T, undefined>;

/** Runs a builder straight through. */
function run<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

function* valuesSteps(rows: readonly Row[], index: CollectionIndex, path: string): Steps<unknown[]> {
  const known = index.values.get(path);
  if (known) return known;
  const values = new Array<unknown>(rows.length);
  for (let from = 0; from < rows.length; from += STEP_ROWS) {
    const to = Math.min(rows.length, from + STEP_ROWS);
    for (let i = from; i < to; i++) values[i] = getPath(rows[i], path);
    yield;
  }
  index.values.set(path, values);
  return values;
}

const valuesOf = (rows: readonly Row[], index: CollectionIndex, path: string): unknown[] =>
  run(valuesSteps(rows, index, path));

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

function* haystackSteps(rows: readonly Row[], index: CollectionIndex, fields: readonly string[]): Steps<Haystack> {
  const key = fields.join('\u0000');
  const known = index.haystacks.get(key);
  if (known) return known;
  const columns: unknown[][] = [];
  for (const f of fields) columns.push(yield* valuesSteps(rows, index, f));
  // Normalized a step of rows at a time (normalizing changes lengths only within a row, and the
  // separators are left alone), then the row offsets are found in the whole.
  const texts: string[] = [];
  for (let from = 0; from < rows.length; from += STEP_ROWS) {
    const to = Math.min(rows.length, from + STEP_ROWS);
    const parts = new Array<string>(to - from);
    for (let i = from; i < to; i++) {
      let row = '';
      for (const column of columns) row += searchText(column[i]) + FIELD_END;
      parts[i - from] = row;
    }
    texts.push(normalizeText(parts.join(ROW_END) + ROW_END));
    yield;
  }
  const text = texts.join('');
  yield;
  const haystack = { text, starts: rowStarts(text, rows.length) };
  index.haystacks.set(key, haystack);
  return haystack;
}

const haystackOf = (rows: readonly Row[], index: CollectionIndex, fields: readonly string[]): Haystack =>
  run(haystackSteps(rows, index, fields));

/** The haystack without dots, hyphens and spaces, so "76.086.428-5" finds "76086428-5" and vice versa. */
function* compactHaystackSteps(
  rows: readonly Row[],
  index: CollectionIndex,
  fields: readonly string[],
): Steps<Haystack> {
  const key = fields.join('\u0000');
  const known = index.compactHaystacks.get(key);
  if (known) return known;
  const full = yield* haystackSteps(rows, index, fields);
  const text = full.text.replace(RUT_PUNCTUATION, '');
  yield;
  const compact = { text, starts: rowStarts(text, rows.length) };
  index.compactHaystacks.set(key, compact);
  return compact;
}

const compactHaystackOf = (rows: readonly Row[], index: CollectionIndex, fields: readonly string[]): Haystack =>
  run(compactHaystackSteps(rows, index, fields));

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
const PUNCTUATION_ORDER = '_-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
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
  if (/\P{ASCII}/u.test(s))
    s = s
      .normalize('NFD')
      .replace(/n\u0303/g, '\u00f1')
      .replace(/[\u0300-\u036f]/g, '');
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

/** Strings given collation keys per step (one batch of regex passes). */
const KEY_BATCH = 4096;

function* columnSteps(rows: readonly Row[], index: CollectionIndex, field: string): Steps<SortColumn> {
  const known = index.columns.get(field);
  if (known) return known;
  const values = yield* valuesSteps(rows, index, field);
  const n = values.length;
  const column: SortColumn = {
    rank: new Uint8Array(n),
    num: new Float64Array(n),
    key: new Array(n).fill(null),
    text: new Array(n).fill(''),
  };
  for (let i = 0; i < n; i++) {
    if (i % STEP_ROWS === STEP_ROWS - 1) yield;
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
  for (let from = 0; from < strings.length; from += KEY_BATCH) {
    yield;
    const batch = strings.slice(from, from + KEY_BATCH);
    const keys = collationKeys(batch.map((i) => column.text[i]));
    batch.forEach((row, k) => (column.key[row] = keys[k]));
  }
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

/** Rows sorted per run by the native sort before the runs are merged. */
const SORT_RUN = 4096;
/** Rows merged per step. */
const MERGE_STEP = 16384;

/**
 * Row positions 0..n-1 ordered by `compare` (a total order): runs of SORT_RUN sorted natively,
 * then merged pairwise, a step at a time.
 */
function* mergeSortSteps(n: number, compare: (a: number, b: number) => number): Steps<Uint32Array> {
  let src = new Uint32Array(n);
  for (let from = 0; from < n; from += SORT_RUN) {
    const to = Math.min(n, from + SORT_RUN);
    const run = Array.from({ length: to - from }, (_, k) => from + k).sort(compare);
    src.set(run, from);
    if (from % (4 * SORT_RUN) === 0) yield;
  }
  if (n <= SORT_RUN) return src;
  let dst = new Uint32Array(n);
  for (let width = SORT_RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (k < hi) {
        const end = Math.min(hi, k + MERGE_STEP);
        while (k < end) dst[k++] = j >= hi || (i < mid && compare(src[i]!, src[j]!) <= 0) ? src[i++]! : src[j++]!;
        yield;
      }
    }
    [src, dst] = [dst, src];
  }
  return src;
}

/** Row positions in (field, order); empty values last in both orders; ties keep collection order. */
function* sortedSteps(rows: readonly Row[], index: CollectionIndex, field: string, desc: boolean): Steps<Uint32Array> {
  const cacheKey = `${field}\u0000${desc ? 'DESC' : 'ASC'}`;
  const known = index.sorted.get(cacheKey);
  if (known) return known;

  const column = yield* columnSteps(rows, index, field);
  const ascKey = `${field}\u0000ASC`;
  let asc = index.sorted.get(ascKey);
  if (!asc) {
    asc = yield* mergeSortSteps(rows.length, (a, b) => compareRows(column, a, b) || a - b);
    index.sorted.set(ascKey, asc);
  }
  if (!desc) return asc;
  yield;

  // DESC: the non-empty block reversed, keeping equal keys in collection order; empties stay last.
  let filled = asc.length;
  while (filled > 0 && column.rank[asc[filled - 1]] === 3) filled--;
  const sorted = new Uint32Array(asc.length);
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

const sortedOf = (rows: readonly Row[], index: CollectionIndex, field: string, desc: boolean): Uint32Array =>
  run(sortedSteps(rows, index, field, desc));

// ---------------------------------------------------------------------------------------------
// Filters

/** {user: {activated: true}} → {"user.activated": true}: react-admin filter forms nest dotted sources. */
export function flattenFilter(
  filter: Record<string, unknown> | undefined,
  prefix = '',
  out: Record<string, unknown> = {},
) {
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

function searchTest(
  rows: readonly Row[],
  index: CollectionIndex,
  fields: readonly string[],
  q: string | null | undefined,
): Test | null {
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

/** A slice of work is over once it has run this long (ms); the page runs before the next. */
const PREPARE_BUDGET_MS = 8;

/** Every index part listQuery(rows, params) reads, as one builder. */
function* prepareSteps(rows: readonly Row[], params: ListQueryParams): Steps<void> {
  const index = indexOf(rows);
  const trimmed = (params.q ?? (params.filter?.q as string | undefined) ?? '').trim();
  if (trimmed.length >= MIN_SEARCH && params.search.length > 0) {
    const needle = normalizeText(trimmed).replace(SEPARATORS, '');
    if (RUT_LIKE.test(needle)) yield* compactHaystackSteps(rows, index, params.search);
    else yield* haystackSteps(rows, index, params.search);
  }
  for (const [path, wanted] of Object.entries(flattenFilter(params.filter ?? {}))) {
    if (path !== 'q' && !isBlank(wanted)) yield* valuesSteps(rows, index, path);
  }
  if (params.sort?.field)
    yield* sortedSteps(rows, index, params.sort.field, String(params.sort.order).toUpperCase() === 'DESC');
}

/** Builds in progress, per collection and query shape: concurrent callers share one. */
const preparing = new WeakMap<readonly Row[], Map<string, Promise<void>>>();

/**
 * Builds what listQuery(rows, params) needs (search text, filter values, sort keys and order) a
 * slice at a time, calling `yieldTo` between slices of about PREPARE_BUDGET_MS, so a first query
 * on a large collection does not hold the page; listQuery then answers at once. Concurrent calls
 * for the same collection and query shape share the work.
 */
export function prepareListQuery(
  rows: readonly Row[],
  params: ListQueryParams,
  yieldTo: () => Promise<void>,
  budgetMs = PREPARE_BUDGET_MS,
  now: () => number = () => performance.now(),
): Promise<void> {
  const shape = JSON.stringify([params.search, params.q ?? null, params.filter ?? {}, params.sort ?? null]);
  let byShape = preparing.get(rows);
  if (!byShape) preparing.set(rows, (byShape = new Map()));
  const known = byShape.get(shape);
  if (known) return known;
  const steps = prepareSteps(rows, params);
  const work = (async () => {
    let since = now();
    for (;;) {
      if (steps.next().done) return;
      if (now() - since >= budgetMs) {
        await yieldTo();
        since = now();
      }
    }
  })().finally(() => byShape!.delete(shape));
  byShape.set(shape, work);
  return work;
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
