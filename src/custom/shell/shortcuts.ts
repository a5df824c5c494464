/** The home pages' shortcuts: the menu entries the user may open (same rule as PortalMenu), then the account. */
import type { IconName } from '../../resources/framework/types';
import { can } from '../../domain/permissions';
import { menuEntries } from '../layout/menuEntries';

export interface Shortcut {
  to: string;
  label: string;
  /** A registry icon name, or 'account'. */
  icon: IconName | 'account';
  /** Menu group label key, when the entry belongs to one. */
  group?: string;
}

export function shortcutsFor(roles: readonly string[], accountLabel: string): Shortcut[] {
  const entries: Shortcut[] = menuEntries(roles);
  if (can(roles, 'account', 'show')) entries.push({ to: '/account', label: accountLabel, icon: 'account' });
  return entries;
}
