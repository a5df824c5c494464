/** The export area's contract (/export; D2 §2 Export, EXP-001, ROLE-013): its permission rows, read by the console and the mock. */
import { defineAreaContract } from '../areaContract';
import { EMPTIES_ROLES, EXPORT_EDIT_ROLES, EXPORT_MENU_ROLES as EXPORT_ROLES } from '../roles';

export const exportContract = defineAreaContract({
  path: 'export',
  permission: 'exports',
  // src/domain/exportPreadvice/detailActions.ts (EXPORT_ACTION_PERMISSION) maps each detail action to one of these.
  permissions: {
    // EXP-001 menu; EXP-010 pre-advice; EXP-067 cancel; EXP-070 edit (D2 §6); EXP-073 reassign; EXP-059/061 coordination; EXP-075…079 documents.
    exports: {
      menu: EXPORT_ROLES,
      list: EXPORT_ROLES,
      show: EXPORT_ROLES,
      preadvise: EXPORT_ROLES,
      cancel: EXPORT_ROLES,
      edit: EXPORT_EDIT_ROLES,
      reassignTrucking: EXPORT_ROLES,
      appointment: EXPORT_ROLES,
      print: EXPORT_ROLES,
    },
    // EXP-078 'Cobros'.
    'exports.charges': { show: EXPORT_ROLES },
    // EXP-003, EXP-009: the booking of the search and of the form; MTY-002: the empties booking search.
    bookings: { show: [...new Set([...EXPORT_ROLES, ...EMPTIES_ROLES])] },
  },
});
