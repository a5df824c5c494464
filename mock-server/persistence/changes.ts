/**
 * What the journal records: a transaction is one line of changes to records by id. Whole-record
 * puts and deletes, and for large records patches of what changed (recordPatch.ts). Every change
 * is absolute — a record, a field's value, an element by its key, never "the next one" or "one
 * more" — so replaying a line again, or over a record already newer than the line, gives the
 * same result. That is what lets a snapshot be written while writes go on (see store.ts): the
 * snapshot may already hold some of the lines replayed after it.
 */
import { readFile } from 'node:fs/promises';
import { applyPatch, isRecordPatch, type RecordPatch } from './recordPatch';

/**
 * - ['p', collection, record] stores the record, replacing the one with its id where it stands
 *   (a new id goes last).
 * - ['a', collection, record] stores it last, an insert: it moves there when its id is present,
 *   so that replayed over a newer snapshot, a record deleted and inserted again still ends up
 *   after the records inserted before it, as it did in memory.
 * - ['m', collection, id, patch] patches the record with that id; with none it is skipped (then
 *   a later line deletes the record or stores it whole).
 * - ['d', collection, id] deletes.
 * Journals written before 'a' and 'm' hold only 'p' and 'd', and read the same.
 */
export type Change =
  | readonly ['p', string, Record<string, unknown>]
  | readonly ['a', string, Record<string, unknown>]
  | readonly ['m', string, unknown, RecordPatch]
  | readonly ['d', string, unknown];

export interface Transaction {
  /** Sequence number (diagnostics only). */
  s: number;
  o: Change[];
}

export const keyOf = (id: unknown) => String(id);

export interface ReadResult {
  transactions: Transaction[];
  /** A last line that was never completed (a write cut short: never acknowledged). */
  tornTail: boolean;
  /** Numbers of earlier lines that do not parse (a damaged file), skipped. */
  badLines: number[];
}

function parseTransaction(line: string): Transaction | undefined {
  try {
    const v = JSON.parse(line) as unknown;
    return typeof v === 'object' && v !== null && Array.isArray((v as Transaction).o) ? (v as Transaction) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The transactions of a journal file, or null when there is none. Every acknowledged line ends
 * with '\n' and was synced before the answer, so a last line without its newline (or that does
 * not parse) is a torn write and is left out. A bad line before the last is skipped: the later
 * lines still apply (a later whole record restores what the bad line changed in it; a later
 * patch changes only its own fields).
 */
export async function readJournal(file: string): Promise<ReadResult | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  // A complete file ends with '\n', so the last piece is '' unless the last write was torn.
  const tail = lines.pop() ?? '';
  const result: ReadResult = { transactions: [], tornTail: tail.replace(/\0/g, '').trim() !== '', badLines: [] };
  lines.forEach((line, i) => {
    if (line.replace(/\0/g, '').trim() === '') return;
    const tx = parseTransaction(line);
    if (tx) result.transactions.push(tx);
    else if (i === lines.length - 1 && !result.tornTail) result.tornTail = true;
    else result.badLines.push(i + 1);
  });
  return result;
}

/**
 * Applies transactions to the collections in place, keeping record order: a put of a known id
 * replaces it where it stands, a new id or an insert goes last, a patch changes the record where
 * it stands, a delete removes it. Records are replaced, never changed in place: the same parsed
 * transactions can be applied again.
 */
export function applyTransactions(db: Record<string, unknown[]>, transactions: readonly Transaction[]): void {
  const touched = new Map<string, Map<string, unknown>>();
  const recordsOf = (collection: string) => {
    let records = touched.get(collection);
    if (!records) {
      records = new Map((db[collection] ?? []).map((r) => [keyOf((r as { id?: unknown }).id), r]));
      touched.set(collection, records);
    }
    return records;
  };
  for (const tx of transactions) {
    for (const change of tx.o) applyChange(recordsOf, change);
  }
  for (const [collection, records] of touched) {
    const list = db[collection] ?? (db[collection] = []);
    list.length = 0;
    for (const r of records.values()) list.push(r);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** One change on its collection's records (id → record, in order); unknown kinds are skipped. */
function applyChange(recordsOf: (collection: string) => Map<string, unknown>, change: Change): void {
  if (!Array.isArray(change)) return;
  const [kind, collection] = change;
  if ((kind === 'p' || kind === 'a') && !isRecord(change[2])) return;
  if (kind === 'p') recordsOf(collection).set(keyOf(change[2].id), change[2]);
  else if (kind === 'a') {
    const records = recordsOf(collection);
    const key = keyOf(change[2].id);
    records.delete(key);
    records.set(key, change[2]);
  } else if (kind === 'm') {
    const records = recordsOf(collection);
    const key = keyOf(change[2]);
    const current = records.get(key);
    if (isRecord(current) && isRecordPatch(change[3])) records.set(key, applyPatch(current, change[3]));
  } else if (kind === 'd') recordsOf(collection).delete(keyOf(change[2]));
}
