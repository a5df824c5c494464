/**
 * Invoicing's permission rows (D3 §2.1, §9.2; INV-001, INV-003, INV-004, INV-019, INV-046,
 * INV-009, INV-033, INV-034, INV-037, INV-038, INV-053, INV-061, INV-063; ROLE-021, ROLE-022; Q28, Q29): one table, which the invoice area's
 * manifest declares and the mock's invoice routes are guarded by.
 */
import type { PermissionRows } from '../permissionRows';
import type { Role } from '../roles';

/** Q28: the invoice module is the union of the module's and the sub-menu's lists. */
export const INVOICE_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_AGA',
  'ROLE_AGA_AGA',
  'ROLE_FUNCTIONARY',
  'ROLE_FINANCIAL',
  'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  'ROLE_STOREKEEPER',
  'ROLE_FUN_FIN_EXT',
];
/** INV-019, INV-021: every invoice role but the storekeeper selects charges and generates pre-invoices. */
const GENERATORS: readonly Role[] = INVOICE_ROLES.filter((r) => r !== 'ROLE_STOREKEEPER');
/** INV-063: who finalizes. */
export const FINALIZE_ROLES: readonly Role[] = [
  'ROLE_AGA',
  'ROLE_FUNCTIONARY',
  'ROLE_FINANCIAL',
  'ROLE_TERRESTRIAL',
  'ROLE_SHIPPINGCO',
  'ROLE_FUNCIONARIO_AGN',
  'ROLE_AGN',
  'ROLE_FUN_FIN_EXT',
];
/** INV-061 and Q29: who previews — the preview list, and every role that finalizes (finalizing needs the preview). */
const PREVIEWERS: readonly Role[] = [
  ...new Set<Role>([
    'ROLE_AGA',
    'ROLE_AGA_AGA',
    'ROLE_FUNCTIONARY',
    'ROLE_FINANCIAL',
    'ROLE_TERRESTRIAL',
    'ROLE_FUNCIONARIO_AGN',
    'ROLE_AGN',
    ...FINALIZE_ROLES,
  ]),
];
const FINANCIAL: readonly Role[] = ['ROLE_FINANCIAL'];
/** INV-004: the Contenedores tab is hidden for a user who holds FINANCIAL alone (any other invoice role shows it). */
const GENERATOR_TAB: readonly Role[] = INVOICE_ROLES.filter((r) => r !== 'ROLE_FINANCIAL');

export const INVOICE_PERMISSION_ROWS: PermissionRows = {
  invoices: {
    // show: the module's roles, whoever previews or finalizes, and IMP-053's customer service and documentary (the invoice of an import).
    menu: INVOICE_ROLES,
    list: INVOICE_ROLES,
    show: [
      ...new Set<Role>([
        ...INVOICE_ROLES,
        ...PREVIEWERS,
        ...FINALIZE_ROLES,
        'ROLE_CUSTOMER_SERVICE',
        'ROLE_DOCUMENTARY',
      ]),
    ],
    // The charges search; INV-004: its tab (Contenedores).
    charges: INVOICE_ROLES,
    generatorTab: GENERATOR_TAB,
    generate: GENERATORS,
    // INV-043, INV-044: the invoice and draft lists' checkboxes (not the storekeeper's).
    select: GENERATORS,
    // INV-009, INV-033, INV-034: the forms' agent and client filters.
    generatorAgent: FINANCIAL,
    searchAgent: ['ROLE_FUNCTIONARY_EXTRAPORTUARIO', 'ROLE_FINANCIAL', 'ROLE_STOREKEEPER'],
    searchClient: ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_FUNCTIONARY', 'ROLE_FINANCIAL'],
    // INV-037, INV-038 (ruling P71): every invoice role picks a payee or a client from the customer list; the agent list is finance's.
    // The cash events' customer field reads the same list (CASH-006; ruling P75).
    customers: [...INVOICE_ROLES, 'ROLE_TERRESTRIAL'],
    agents: FINANCIAL,
    preview: PREVIEWERS,
    finalize: FINALIZE_ROLES,
    // INV-046, INV-053, INV-051: finance's own.
    delete: FINANCIAL,
    markPaid: FINANCIAL,
    financialColumns: FINANCIAL,
    // Issue 30: finance's invoice search opens on the overdue invoices it works on (not a right: a default).
    overdueDefault: FINANCIAL,
    // Credit notes are read where payments are registered (D3 §5 Payment registration: finance's).
    credit: FINANCIAL,
  },
};
