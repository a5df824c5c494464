/**
 * The JSON of a list answer a slice of records at a time, so a large collection (100,000 clients
 * are ~60 MB of JSON) is serialized over many turns of the event loop instead of in one that
 * holds every other request. Joined, the pieces are exactly JSON.stringify(value): the console
 * parses that text, and the ETag names it.
 */

/** Records in the first slice: a probe of their size, which sizes the slices after it. */
const PROBE_RECORDS = 32;

/**
 * A list whose records are shaped for the caller (say, fields it may not see left out) as each
 * slice is serialized, rather than all of them before the first byte: 100,000 copies made up front
 * hold the server as long as serializing them whole did. Serialized, it is JSON.stringify(rows.map(each)).
 */
export class ProjectedList<T = unknown> {
  constructor(
    readonly rows: readonly T[],
    readonly each: (row: T) => unknown,
  ) {}
}

export const projected = <T>(rows: readonly T[], each: (row: T) => unknown): ProjectedList<T> =>
  new ProjectedList(rows, each);

/**
 * Pieces of JSON.stringify(value ?? null) (of rows.map(each) for a ProjectedList), each about
 * `pieceBytes` long (a record is never cut). An array is copied first: records added or removed
 * meanwhile do not shift what is left to serialize; each record is serialized whole, as it is when
 * its slice comes.
 */
export function jsonSlices(value: unknown, pieceBytes: number): Iterator<string> {
  if (value instanceof ProjectedList)
    return arraySlices([...(value.rows as unknown[])], pieceBytes, value.each as (row: unknown) => unknown);
  if (!Array.isArray(value) || value.length === 0) return [JSON.stringify(value ?? null)][Symbol.iterator]();
  return arraySlices([...(value as unknown[])], pieceBytes);
}

function* arraySlices(
  records: unknown[],
  pieceBytes: number,
  each?: (row: unknown) => unknown,
): Generator<string, void, undefined> {
  if (records.length === 0) {
    yield '[]';
    return;
  }
  let count = PROBE_RECORDS;
  for (let start = 0; start < records.length; ) {
    const end = Math.min(records.length, start + count);
    const slice = each ? records.slice(start, end).map((row) => each(row)) : records.slice(start, end);
    // JSON.stringify of the slice writes its records as it would within the whole array (holes
    // and undefined as null, toJSON applied); only the brackets are the slice's own.
    const inner = JSON.stringify(slice).slice(1, -1);
    yield `${start === 0 ? '[' : ','}${inner}${end === records.length ? ']' : ''}`;
    // The next slice holds about pieceBytes, at the size of this slice's records.
    count = Math.max(1, Math.round(pieceBytes / Math.max(1, inner.length / (end - start))));
    start = end;
  }
}
