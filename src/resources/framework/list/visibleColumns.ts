/**
 * The list's visible columns as the column chooser left them (react-admin's DatagridConfigurable
 * preferences: column indices in display order), so the export writes what the user sees.
 */
import { useStore } from 'react-admin';
import type { FieldDef } from '../types';

interface StoredColumn {
  index: string;
  source?: string;
}

/**
 * The preference key of a list's configurable datagrid: react-admin's own "<resource>.datagrid"
 * (a resource name, or an operational list's id) plus a signature of the list's columns. The
 * chooser stores column positions, so when a list adds, drops or reorders columns the old choice
 * would pick the wrong ones: with a new signature it is simply not found and every column shows.
 */
export function datagridPreferenceKey(listId: string, listFields: readonly FieldDef[]): string {
  let hash = 5381;
  for (const ch of listFields.map((f) => f.source).join('|')) hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `${listId}.datagrid.${hash.toString(36)}`;
}

export function visibleFields<F extends FieldDef>(
  listFields: readonly F[],
  available: readonly StoredColumn[],
  omit: readonly string[] | undefined,
  chosen: readonly string[] | undefined,
): F[] {
  // Before the grid has registered its columns (or after the definition changed), all show.
  if (available.length !== listFields.length) return [...listFields];
  const indices = chosen ?? available.filter((c) => !(c.source && omit?.includes(c.source))).map((c) => c.index);
  return indices.map((i) => listFields[Number(i)]).filter((f): f is F => f !== undefined);
}

export function useVisibleFields<F extends FieldDef>(listId: string, listFields: readonly F[]): F[] {
  const key = `preferences.${datagridPreferenceKey(listId, listFields)}`;
  const [available] = useStore<StoredColumn[]>(`${key}.availableColumns`, []);
  const [omit] = useStore<string[] | undefined>(`${key}.omit`);
  const [chosen] = useStore<string[] | undefined>(`${key}.columns`);
  return visibleFields(listFields, available, omit, chosen);
}
