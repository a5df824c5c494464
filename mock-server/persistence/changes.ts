/**
 * What the journal records: a transaction is one line holding whole-record puts and deletes by
 * id. Replaying a put or a delete twice gives the same result, which is what lets a snapshot be
 * written while writes go on (see store.ts).
 */
import { readFile } from 'node:fs/promises';

/** ['p', collection, record] stores the record (replacing the one with its id); ['d', collection, id] deletes. */
export type Change = readonly ['p', string, Record<string, unknown>] | readonly ['d', string, unknown];

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
 * lines hold whole records and still apply.
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
 * replaces it where it stands, a new id goes last, a delete removes it.
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
    for (const change of tx.o) {
      const [kind, collection] = change;
      if (kind === 'p') recordsOf(collection).set(keyOf(change[2].id), change[2]);
      else if (kind === 'd') recordsOf(collection).delete(keyOf(change[2]));
    }
  }
  for (const [collection, records] of touched) {
    const list = db[collection] ?? (db[collection] = []);
    list.length = 0;
    for (const r of records.values()) list.push(r);
  }
}
