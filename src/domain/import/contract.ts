/** The import area's contract (/import; D2 §2 Container import, IMP-001): its permission rows, read by the console and the mock. */
import { defineAreaContract } from '../areaContract';
import { EXTRAPORTUARY_ROLES as EXTRA, IMPORT_MENU_ROLES as IMPORT_ROLES, type Role } from '../roles';

const CS = 'ROLE_CUSTOMER_SERVICE';
/** Import roles that act on a pickup (SHIPPINGCO only looks, IMP-006), plus the visit-list roles (VV-030, VV-038). */
const PICKUP_ROLES: readonly Role[] = [...IMPORT_ROLES.filter((r) => r !== 'ROLE_SHIPPINGCO'), ...EXTRA];
/** Costs, gate pass, guide, trucking and edit are hidden for SHIPPINGCO, AGN and AGN functionary (IMP-005). */
const IMPORT_DESK: readonly Role[] = IMPORT_ROLES.filter(
  (r) => !['ROLE_SHIPPINGCO', 'ROLE_AGN', 'ROLE_FUNCIONARIO_AGN'].includes(r),
);

export const importContract = defineAreaContract({
  path: 'import',
  permission: 'imports',
  // src/domain/importPickup/unitActions.ts maps each unit action to one of these rows.
  permissions: {
    // IMP-001 menu; IMP-005 desk actions; IMP-061 TATC (AGN roles); IMP-077 condition change (AGA roles and functionary).
    imports: {
      menu: IMPORT_ROLES,
      list: [...IMPORT_ROLES, ...EXTRA],
      show: [...IMPORT_ROLES, ...EXTRA],
      pickup: PICKUP_ROLES,
      cancel: PICKUP_ROLES,
      appointment: PICKUP_ROLES,
      reassignTrucking: [...IMPORT_DESK, ...EXTRA],
      print: [...IMPORT_DESK, ...EXTRA],
      editDocument: IMPORT_DESK,
      editCda: PICKUP_ROLES,
      editTatc: ['ROLE_AGN', 'ROLE_FUNCIONARIO_AGN'],
      changeCondition: ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_AGA_FORWARDER', 'ROLE_FUNCTIONARY'],
    },
    // IMP-075 costs (hidden for SHIPPINGCO and AGN roles).
    'imports.charges': { show: IMPORT_DESK },
    // IMP-053: the invoice state and actions on the import detail's costs.
    'imports.invoice': { show: ['ROLE_AGA', 'ROLE_AGA_AGA', CS, 'ROLE_DOCUMENTARY', 'ROLE_FUNCTIONARY'] },
    // IMP-052: the EIR on the import detail.
    'imports.eir': { show: [CS, 'ROLE_SHIPPINGCO'] },
    // IMP-062: the TATC number is shown to AGN and customer service.
    'imports.tatc': { show: ['ROLE_AGN', 'ROLE_FUNCIONARIO_AGN', CS] },
    // Quotas are read by whoever books (IMP-033, VV-030).
    appointmentRules: { list: PICKUP_ROLES },
  },
});
