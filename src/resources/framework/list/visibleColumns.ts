/**
 * A list's columns as the user chose them, in react-admin's DataTable terms: the hidden columns'
 * sources under the table's store key and their order as "column ranks" (the table's child indexes
 * in display order) under `<key>_columnRanks`. The grid, the column chooser and the export all read
 * them here, so the export writes what the user sees.
 */
import { useStore } from 'react-admin';
import type { FieldDef } from '../types';

/**
 * The table's store key: per user (a "preferences." key, see userPreferencesStore), per list (a
 * resource name or an operational list's id) and per set of columns. Ranks are positions, so when
 * a list adds, drops or reorders its columns an old order would move the wrong ones: with a new
 * signature it is simply not found and the declared order shows.
 */
export function columnsStoreKey(listId: string, listFields: readonly FieldDef[]): string {
  let hash = 5381;
  for (const ch of listFields.map((f) => f.source).join('|')) hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `preferences.${listId}.datatable.${hash.toString(36)}`;
}

export const ranksKey = (storeKey: string) => `${storeKey}_columnRanks`;

/** Items in the order the ranks give (react-admin's DataTable reorderChildren: an unranked item keeps its index). */
export function inRankOrder<T>(items: readonly T[], ranks: readonly number[] | undefined): T[] {
  if (!ranks) return [...items];
  const out: T[] = [];
  items.forEach((item, index) => {
    const rank = ranks.indexOf(index);
    out[rank === -1 ? index : rank] = item;
  });
  return out.filter((item) => item !== undefined);
}

/** Where the grid's chosen columns sit among its children: after `leading` fixed ones (the checkboxes). */
export interface ColumnLayout {
  leading: number;
}

/** The list's columns in display order, without the hidden ones. */
export function visibleFields<F extends FieldDef>(
  listFields: readonly F[],
  hidden: readonly string[],
  ranks: readonly number[] | undefined,
  { leading }: ColumnLayout = { leading: 0 },
): F[] {
  const children: (F | null)[] = [...Array<null>(leading).fill(null), ...listFields];
  return inRankOrder(children, ranks).filter((f): f is F => f !== null && !hidden.includes(f.source));
}

export function useColumnChoice(listId: string, listFields: readonly FieldDef[]) {
  const storeKey = columnsStoreKey(listId, listFields);
  const [hidden, setHidden] = useStore<string[]>(storeKey, []);
  const [ranks, setRanks] = useStore<number[] | undefined>(ranksKey(storeKey));
  return { storeKey, hidden, setHidden, ranks, setRanks };
}

export function useVisibleFields<F extends FieldDef>(
  listId: string,
  listFields: readonly F[],
  layout?: ColumnLayout,
): F[] {
  const { hidden, ranks } = useColumnChoice(listId, listFields);
  return visibleFields(listFields, hidden, ranks, layout);
}
