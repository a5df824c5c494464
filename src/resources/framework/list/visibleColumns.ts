/**
 * The list's visible columns as the column chooser left them (react-admin's DatagridConfigurable
 * preferences: column indices in display order), so the export writes what the user sees.
 */
import { useStore } from 'react-admin';
import type { FieldDef, ResourceDefinition } from '../types';

interface StoredColumn {
  index: string;
  source?: string;
}

/** react-admin's default preference key of a resource's configurable datagrid. */
export const datagridPreferenceKey = (resource: string) => `${resource}.datagrid`;

export function visibleFields(
  listFields: readonly FieldDef[],
  available: readonly StoredColumn[],
  omit: readonly string[] | undefined,
  chosen: readonly string[] | undefined,
): FieldDef[] {
  // Before the grid has registered its columns (or after the definition changed), all show.
  if (available.length !== listFields.length) return [...listFields];
  const indices = chosen ?? available.filter((c) => !(c.source && omit?.includes(c.source))).map((c) => c.index);
  return indices.map((i) => listFields[Number(i)]).filter((f): f is FieldDef => f !== undefined);
}

export function useVisibleFields(definition: ResourceDefinition, listFields: readonly FieldDef[]): FieldDef[] {
  const key = `preferences.${datagridPreferenceKey(definition.name)}`;
  const [available] = useStore<StoredColumn[]>(`${key}.availableColumns`, []);
  const [omit] = useStore<string[] | undefined>(`${key}.omit`);
  const [chosen] = useStore<string[] | undefined>(`${key}.columns`);
  return visibleFields(listFields, available, omit, chosen);
}
