/**
 * The navigation's entries for a set of roles: the registry's resources and the operational areas
 * whose permissions row shows them ('menu'), with their group. The side menu and the home pages'
 * shortcuts both list these, so they never disagree.
 */
import { can } from '../../domain/permissions';
import type { IconName } from '../../resources/framework/types';
import { definitions } from '../../resources/registry';
import { areas } from '../areas/registry';

export interface MenuEntry {
  to: string;
  label: string;
  icon: IconName;
  /** Menu group key ('administration', 'operations'). */
  group?: string;
}

/** i18n keys of the group headings. */
export const MENU_GROUP_LABELS: Readonly<Record<string, string>> = {
  administration: 'app.menu.administration',
  operations: 'app.menu.operations',
};

export function menuEntries(roles: readonly string[]): MenuEntry[] {
  return [
    ...definitions
      .filter((d) => can(roles, d.name, 'menu'))
      .map((d) => ({ to: `/${d.name}`, label: d.label.many, icon: d.icon ?? 'record', group: d.menuGroup })),
    ...areas
      .filter((a) => can(roles, a.permission, 'menu'))
      .map((a) => ({ to: `/${a.path}`, label: a.label, icon: a.icon ?? 'record', group: a.menuGroup })),
  ];
}
