/** The export area (/export; D2 §2 Export, EXP-001, ROLE-013): menu entry, permission rows and lazily-loaded screens. */
import { EMPTIES_ROLES, EXPORT_EDIT_ROLES, EXPORT_MENU_ROLES as EXPORT_ROLES } from '../../domain/roles';
import { defineArea } from '../areas/types';

export const exportArea = defineArea({
  path: 'export',
  permission: 'exports',
  label: 'Exportación',
  menuGroup: 'operations',
  // src/domain/exportPreadvice/detailActions.ts (EXPORT_ACTION_PERMISSION) maps each detail action to one of these.
  permissions: {
    // EXP-001 menu; EXP-010 pre-advice; EXP-067 cancel; EXP-070 edit (D2 §6); EXP-073 reassign; EXP-059/061 coordination; EXP-075…079 documents.
    exports: {
      menu: EXPORT_ROLES, list: EXPORT_ROLES, show: EXPORT_ROLES, preadvise: EXPORT_ROLES, cancel: EXPORT_ROLES, edit: EXPORT_EDIT_ROLES,
      reassignTrucking: EXPORT_ROLES, appointment: EXPORT_ROLES, print: EXPORT_ROLES,
    },
    // EXP-078 'Cobros'.
    'exports.charges': { show: EXPORT_ROLES },
    // EXP-003, EXP-009: the booking of the search and of the form; MTY-002: the empties booking search.
    bookings: { show: [...new Set([...EXPORT_ROLES, ...EMPTIES_ROLES])] },
  },
  screens: () => import('./ExportScreens'),
});
