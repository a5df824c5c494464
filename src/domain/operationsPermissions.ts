/**
 * The rows of permissions.ts for the operational areas on the terminal model (D2 §6): vessel
 * visits, import, appointments, tracking, gate pass. Spread into PERMISSIONS; same rules.
 * src/domain/importPickup/unitActions.ts maps each unit action to one of these rows.
 */
import type { PermissionRows as Rows } from './permissionRows';
import type { Role } from './roles';

const CS = 'ROLE_CUSTOMER_SERVICE';
const EXTRA = ['ROLE_FUNCTIONARY_EXTRAPORTUARIO', 'ROLE_STOREKEEPER'] as const;
/** D2 §6 Import menu (IMP-001) plus ROLE_AGA, which every customs agent holds. */
const IMPORT_ROLES: readonly Role[] = [
  'ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_AGA_FORWARDER', 'ROLE_FUNCTIONARY', 'ROLE_DOCUMENTARY', CS,
  'ROLE_SHIPPINGCO', 'ROLE_AGN', 'ROLE_FUNCIONARIO_AGN',
];
/** Import roles that act on a pickup (SHIPPINGCO only looks, IMP-006), plus the visit-list roles (VV-030, VV-038). */
const PICKUP_ROLES: readonly Role[] = [...IMPORT_ROLES.filter((r) => r !== 'ROLE_SHIPPINGCO'), ...EXTRA];
/** Costs, gate pass, guide, trucking and edit are hidden for SHIPPINGCO, AGN and AGN functionary (IMP-005). */
const IMPORT_DESK: readonly Role[] = IMPORT_ROLES.filter((r) => !['ROLE_SHIPPINGCO', 'ROLE_AGN', 'ROLE_FUNCIONARIO_AGN'].includes(r));
const VISIT_LIST: readonly Role[] = [...EXTRA, 'ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_FUNCTIONARY', 'ROLE_SHIPPINGCO'];
const TRACKING_ROLES: readonly Role[] = [
  'ROLE_AGA_AGA', 'ROLE_FUNCTIONARY', CS, 'ROLE_DOCUMENTARY', ...EXTRA, 'ROLE_AGN', 'ROLE_FUNCIONARIO_AGN', 'ROLE_CONSULTA_TRACKING',
];

export const OPERATIONS_PERMISSIONS: Rows = {
  // VV-001/002 list; VV-014 management (extraportuarios, SHIPPINGCO); VV-022 reassign and appointment; VV-033 condition change.
  vesselVisits: {
    menu: VISIT_LIST, list: VISIT_LIST, show: VISIT_LIST,
    appointment: EXTRA, reassignTrucking: EXTRA, changeCondition: EXTRA, print: VISIT_LIST,
  },
  'vesselVisits.management': { show: [...EXTRA, 'ROLE_SHIPPINGCO'] },
  // IMP-001 menu; IMP-005 desk actions; IMP-061 TATC (AGN roles); IMP-077 condition change (AGA roles and functionary).
  imports: {
    menu: IMPORT_ROLES, list: [...IMPORT_ROLES, ...EXTRA], show: [...IMPORT_ROLES, ...EXTRA],
    pickup: PICKUP_ROLES, cancel: PICKUP_ROLES, appointment: PICKUP_ROLES,
    reassignTrucking: [...IMPORT_DESK, ...EXTRA], print: [...IMPORT_DESK, ...EXTRA], editDocument: IMPORT_DESK,
    editCda: PICKUP_ROLES, editTatc: ['ROLE_AGN', 'ROLE_FUNCIONARIO_AGN'],
    changeCondition: ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_AGA_FORWARDER', 'ROLE_FUNCTIONARY'],
  },
  // IMP-075 costs (hidden for SHIPPINGCO and AGN roles).
  'imports.charges': { show: IMPORT_DESK },
  // IMP-062: the TATC number is shown to AGN and customer service.
  'imports.tatc': { show: ['ROLE_AGN', 'ROLE_FUNCIONARIO_AGN', CS] },
  // Quotas are read by whoever books (IMP-033, VV-030).
  appointmentRules: { list: PICKUP_ROLES },
  // TRK-001.
  tracking: { menu: TRACKING_ROLES, list: TRACKING_ROLES },
  // GP-001, Q27: the gate-pass lookup.
  gatePass: { menu: [CS, 'ROLE_DOCUMENTARY'], list: [CS, 'ROLE_DOCUMENTARY'], print: [CS, 'ROLE_DOCUMENTARY'] },
};

