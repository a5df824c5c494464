/**
 * What a registry line does with a manifest: its permission rows join the one roles → permissions
 * table (the mock's area registry adds the same rows), and the list keeps the menu order.
 */
import { addPermissionRows } from '../../domain/permissions';
import type { AreaDefinition } from './types';

export function composeAreas(list: readonly AreaDefinition[]): AreaDefinition[] {
  for (const area of list) addPermissionRows(area.permissions);
  return [...list];
}
