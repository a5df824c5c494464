/** Empties (/emptys; D2 §2 Empties, MTY-001, ROLE-014): menu entry, permission row and lazily-loaded screens. */
import { EMPTIES_ROLES as ROLES } from '../../domain/roles';
import { defineArea } from '../areas/types';

export const emptysArea = defineArea({
  path: 'emptys',
  permission: 'empties',
  label: 'Preaviso de vacíos',
  menuGroup: 'operations',
  // MTY-001 menu; MTY-002 the booking search; MTY-007…021 the grid, sending and the spreadsheets.
  permissions: { empties: { menu: ROLES, list: ROLES, show: ROLES, send: ROLES } },
  screens: () => import('./EmptysScreens'),
});
