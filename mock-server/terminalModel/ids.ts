import type { Store } from '../store';

/** New record numbers: one above the highest in use (and above the collection's floor). */
export const nextId = (items: readonly { id: number }[], floor: number): number =>
  items.reduce((max, x) => (x.id > max ? x.id : max), floor) + 1;

/** A unit visit's own key: 'UV' and seven digits, one above the highest in use. */
export function nextUnitVisitId(items: readonly { id: string }[]): string {
  const max = items.reduce((m, u) => Math.max(m, Number(u.id.slice(2)) || 0), 999);
  return unitVisitKey(max + 1);
}

export const unitVisitKey = (n: number): string => `UV${String(n).padStart(7, '0')}`;

/**
 * The next number of a document sequence (drafts, invoices, appointments, payment groups,
 * operations): past the highest in use and past every number the sequence ever gave, which the
 * store keeps across restarts, so a deleted record's number is never given to another (an old link
 * to draft 700013 must not open another customer's draft).
 */
export function nextNumber(store: Store, name: string, inUse: readonly { id: number }[], floor: number): number {
  return nextNumbers(store, name, inUse, floor, 1);
}

/** `count` consecutive numbers of a document sequence at once (a batch of records): the first; the rest follow it. */
export function nextNumbers(
  store: Store,
  name: string,
  inUse: readonly { id: number }[],
  floor: number,
  count: number,
): number {
  const sequence = store.findById('sequence', name);
  const n = Math.max(sequence?.last ?? floor, nextId(inUse, floor) - 1) + 1;
  const last = n + Math.max(1, count) - 1;
  if (sequence) {
    sequence.last = last;
    store.touch('sequence', sequence);
  } else {
    store.insert('sequence', { id: name, last });
  }
  return n;
}
