/** New record numbers: one above the highest in use (and above the collection's floor). */
export const nextId = (items: readonly { id: number }[], floor: number): number =>
  items.reduce((max, x) => (x.id > max ? x.id : max), floor) + 1;

/** A unit visit's own key: 'UV' and seven digits, one above the highest in use. */
export function nextUnitVisitId(items: readonly { id: string }[]): string {
  const max = items.reduce((m, u) => Math.max(m, Number(u.id.slice(2)) || 0), 999);
  return unitVisitKey(max + 1);
}

export const unitVisitKey = (n: number): string => `UV${String(n).padStart(7, '0')}`;
