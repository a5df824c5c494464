/**
 * Roles → permissions: the one table of D1 §6 (and later areas), pure and shared by the
 * console (menu, routes, buttons, fields) and the mock server (403s).
 *
 * A row is `resource → action → roles`; a user holding any listed role may act (ROLE-002).
 * Field-level rows use "resource.field" with actions 'show' and 'edit'. A field without a
 * row follows its resource. The administration rows are here; each operational area declares its
 * own rows in its contract (src/domain/<area>/contract.ts), which the console's and the mock's area
 * registries add with addPermissionRows, so both read one table.
 */
import type { Action, PermissionRows } from './permissionRows';
import { EXPORT_AGENT_CHOOSERS, ROLES, type Role } from './roles';
import { OWN_COMPANY_ROLES } from './truckingRoles';

export type { Action, PermissionRows } from './permissionRows';
type Rows = PermissionRows;

const CS = 'ROLE_CUSTOMER_SERVICE';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';
const FIN = 'ROLE_FINANCIAL';

const AGENT_SCREENS: readonly Role[] = [CS, 'ROLE_AGENT', FIN, SUP];
const STOREKEEPER_SCREENS: readonly Role[] = [CS, 'ROLE_ADMIN', SUP];

const ACCOUNT_ROLES: readonly Role[] = [
  'ROLE_AGA',
  'ROLE_FUNCTIONARY',
  'ROLE_STOREKEEPER',
  'ROLE_TRUCKINGCO',
  'ROLE_ADMIN',
  'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  'ROLE_AGA_DEPOSIT',
  'ROLE_FUNCTIONARY_DEPOT',
  'ROLE_AGN',
  SUP,
  'ROLE_FUNCIONARIO_AGN',
];

const OWN_COMPANY = OWN_COMPANY_ROLES;
const FLEET: readonly Role[] = [CS, SUP, ...OWN_COMPANY];

/** Owners that create their own functionaries (D1 §6 Agent functionaries: New). */
const FUNCTIONARY_OWNERS: readonly Role[] = ['ROLE_AGA', 'ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT', 'ROLE_AGN'];
/** Block, edit, delete, resend: CS, AGA, supervisor, deposit and AGN (D1 §6), and the storekeeper for its own. */
const FUNCTIONARY_MANAGERS: readonly Role[] = [CS, SUP, ...FUNCTIONARY_OWNERS];

/** Who may see the owner's functionaries (agent, storekeeper, AGN and deposit screens). */
const FUNCTIONARY_READERS: readonly Role[] = [
  ...AGENT_SCREENS,
  'ROLE_ADMIN',
  'ROLE_AGA',
  'ROLE_STOREKEEPER',
  'ROLE_AGA_DEPOSIT',
  'ROLE_AGN',
];

export const PERMISSIONS: Rows = {
  // D1 §2 Administration shell (ADM-SHELL-001): who may open /administration; its landing then redirects by role.
  administration: {
    show: [
      CS,
      'ROLE_AGA',
      FIN,
      'ROLE_OPERATOR',
      'ROLE_STOREKEEPER',
      'ROLE_TERRESTRIAL',
      'ROLE_TRUCKINGCO',
      'ROLE_DOCUMENTARY',
      'ROLE_SHIPPINGCO',
      'ROLE_AGA_AUTOS',
      'ROLE_AGN',
      'ROLE_AGA_DEPOSIT',
      SUP,
    ],
  },
  // D1 §6 Agent screens / Agents; DECISIONS Q09 (create offered to CS and supervisor).
  agents: {
    menu: AGENT_SCREENS,
    list: AGENT_SCREENS,
    show: AGENT_SCREENS,
    create: [CS, SUP],
    edit: [CS, SUP, FIN],
    block: [CS, SUP, FIN],
    blockGate: [CS, SUP, FIN],
    resendActivation: [CS, SUP],
    // D1 §6 Trucking: CS and documentary for any chosen agent (the trucking screen), an AGA its own (ADM-FUN-020, ADM-TRK-003).
    addTrucking: [CS, SUP, 'ROLE_DOCUMENTARY', 'ROLE_AGA'],
    removeTrucking: [CS, 'ROLE_AGA', SUP, 'ROLE_DOCUMENTARY'],
  },
  // Who reads the agent list to choose an agent (ADM-TRK-003, and the export form's choosers, EXP-014):
  // the agent screens' roles whole records, the others names and ids only (P45).
  agentLookup: { list: [...new Set<Role>([...AGENT_SCREENS, 'ROLE_DOCUMENTARY', ...EXPORT_AGENT_CHOOSERS])] },
  // Only finance sets credit days (D1 §6); CS and the supervisor see them (Q08).
  'agents.diasDeCredito': { show: [FIN, CS, SUP], edit: [FIN] },
  // The supervisor sees and may send the agent's personal e-mail.
  'agents.emailPersonal': { show: [SUP], edit: [SUP] },
  // Finance edits credit days only; every other agent field is for CS and supervisor.
  'agents.*': { edit: [CS, SUP] },

  storekeepers: {
    menu: STOREKEEPER_SCREENS,
    list: STOREKEEPER_SCREENS,
    show: STOREKEEPER_SCREENS,
    create: STOREKEEPER_SCREENS,
    edit: STOREKEEPER_SCREENS,
    block: STOREKEEPER_SCREENS,
    resendActivation: STOREKEEPER_SCREENS,
  },

  // Portal users (ADM-USR): D1 names no roles; the administrator and the customer-service supervisor (P22).
  users: {
    menu: ['ROLE_ADMIN', SUP],
    list: ['ROLE_ADMIN', SUP],
    show: ['ROLE_ADMIN', SUP],
    create: ['ROLE_ADMIN', SUP],
    edit: ['ROLE_ADMIN', SUP],
    delete: ['ROLE_ADMIN', SUP],
    block: ['ROLE_ADMIN', SUP],
  },

  // D1 §6 Line operators; DECISIONS Q13 (delete also AGA; no resend activation).
  lineOperators: {
    menu: [CS, SUP, 'ROLE_AGN'],
    list: [CS, SUP, 'ROLE_AGN'],
    show: [CS, SUP, 'ROLE_AGN'],
    create: [CS, SUP],
    edit: [CS, SUP],
    delete: [CS, SUP, 'ROLE_AGA'],
  },

  // D1 §6 Clients (the clients tab: CS, finance, supervisor). Edit: finance and CS; block only finance,
  // through the record's save of bloqueado (Q43); tracking and the portal user: CS. Q08: credit days and
  // sigla are shown to finance and CS, and every financial-only field is edited by finance only.
  customers: {
    menu: [CS, FIN, SUP],
    list: [CS, FIN, SUP],
    show: [CS, FIN, SUP],
    create: [CS, FIN],
    edit: [CS, FIN],
    block: [FIN],
    delete: [FIN],
  },
  'customers.diasDeCredito': { edit: [FIN] },
  'customers.codigoImputacion': { edit: [FIN] },
  'customers.bloqueado': { edit: [FIN] },
  clients: {
    menu: [CS, FIN, SUP],
    list: [CS, FIN, SUP],
    show: [CS, FIN, SUP],
    create: [CS, FIN],
    edit: [CS, FIN],
    block: [FIN],
    activateTracking: [CS],
    enableUser: [CS],
    resendActivation: [CS, SUP],
  },
  'clients.customer.diasDeCredito': { show: [FIN, CS], edit: [FIN] },
  'clients.customer.sigla': { show: [FIN, CS], edit: [FIN] },
  'clients.customer.clienteRelacionado': { show: [FIN], edit: [FIN] },
  'clients.customer.codigoImputacion': { show: [FIN], edit: [FIN] },
  'clients.customer.validado': { show: [FIN], edit: [FIN] },
  'clients.customer.cobranzaDirecta': { show: [FIN], edit: [FIN] },
  'clients.customer.bloqueado': { edit: [FIN] },
  // The giro catalogue every client, customer and operation form picks from (D2 §9: loaded as a list).
  giros: { list: ROLES, show: ROLES },
  // Shippers/consignees: D1 §6 is silent; the clients tab's roles, and CS, finance and supervisor write.
  shipperConsignees: {
    menu: [CS, FIN, SUP],
    list: [CS, FIN, SUP],
    show: [CS, FIN, SUP],
    create: [CS, FIN, SUP],
    edit: [CS, FIN, SUP],
  },

  // D1 §6 Agent functionaries / Functionary list (ADM-FUN): owners' tabs are read by every screen's
  // roles; the list menu is CS and the supervisor's (ADM-SHELL-006) and the owners' landing (Q11);
  // the mock also checks ownership and the AGA_DEPOSIT canEdit rule (src/domain/functionaries.ts).
  functionaries: {
    menu: [CS, SUP, ...FUNCTIONARY_OWNERS],
    list: FUNCTIONARY_READERS,
    show: FUNCTIONARY_READERS,
    create: FUNCTIONARY_OWNERS,
    edit: FUNCTIONARY_MANAGERS,
    delete: FUNCTIONARY_MANAGERS,
    block: FUNCTIONARY_MANAGERS,
    resendActivation: FUNCTIONARY_MANAGERS,
  },
  // The carnet number is an AGA functionary's (D1 §3): its agent and the agent screens' staff.
  'functionaries.carnetNumber': { show: [...AGENT_SCREENS, 'ROLE_AGA'], edit: [CS, SUP, 'ROLE_AGA'] },

  // D1 §6 Trucking: CS and supervisor manage every company; documentary reads any (Q: "any chosen agent"),
  // an AGA its agent's; a company user (trucking co, storekeeper, its functionary) only its own (mock checks).
  // The list row also serves the agent's truckings tab and the add-trucking lookup.
  truckingCompanies: {
    menu: [CS, SUP, 'ROLE_DOCUMENTARY', 'ROLE_AGA', ...OWN_COMPANY],
    list: [...AGENT_SCREENS, 'ROLE_AGA', 'ROLE_DOCUMENTARY', ...OWN_COMPANY],
    show: [...AGENT_SCREENS, 'ROLE_AGA', 'ROLE_DOCUMENTARY', ...OWN_COMPANY],
    create: [CS, SUP],
    edit: [CS, SUP],
    block: [CS, SUP],
    resendActivation: [CS, SUP],
  },
  // A storekeeper, or its extraportuary functionary, has no agent: it reads the companies it may assign
  // (the active ones) by its own storekeeper id, on the visit list (VV-024) and the pickup request (IMP-018).
  storekeeperTruckings: { list: ['ROLE_STOREKEEPER', 'ROLE_FUNCTIONARY_EXTRAPORTUARIO'] },
  // The supervisor may edit a trucking company's personal e-mail (D1 §6 Agents).
  'truckingCompanies.emailPersonal': { show: [SUP], edit: [SUP] },
  // Drivers and plates: CS and supervisor for any company, a company user for its own (ADM-TRK-024..047).
  drivers: { menu: FLEET, list: FLEET, show: FLEET, create: FLEET, edit: FLEET, delete: FLEET },
  trucks: { menu: FLEET, list: FLEET, show: FLEET, create: FLEET, edit: FLEET, delete: FLEET },

  // D1 §6 Account editing (ACT-002): the account pages; AGA edits through the agent profile.
  account: {
    show: ACCOUNT_ROLES,
    edit: ACCOUNT_ROLES,
  },
  'account.agentProfile': { edit: ['ROLE_AGA'] },

  // D1 §6 Notification bell (NOT-001).
  notifications: {
    list: ['ROLE_AGA', 'ROLE_FUNCTIONARY'],
    edit: ['ROLE_AGA', 'ROLE_FUNCTIONARY'],
  },

  // D1 §6: /shippingAgent for CS, AGN (its own page only, mock-checked) and the supervisor; lines added
  // by CS and the supervisor, removed also by AGA (ADM-AGN-001..019).
  shippingAgents: {
    menu: [CS, SUP],
    list: [CS, SUP],
    show: [CS, SUP, 'ROLE_AGN'],
    create: [CS, SUP],
    edit: [CS, SUP],
    block: [CS, SUP],
    resendActivation: [CS, SUP],
    addLine: [CS, SUP],
    removeLine: [CS, SUP, 'ROLE_AGA'],
  },

  // D1 §6 Deposit, DECISIONS Q10: CS, admin and the supervisor manage deposits; an AGA_DEPOSIT user
  // sees its own deposit (as admin does) and manages its functionaries (ADM-DEP-001..018).
  deposits: {
    menu: [...STOREKEEPER_SCREENS, 'ROLE_AGA_DEPOSIT'],
    list: [...STOREKEEPER_SCREENS, 'ROLE_AGA_DEPOSIT'],
    show: [...STOREKEEPER_SCREENS, 'ROLE_AGA_DEPOSIT'],
    create: STOREKEEPER_SCREENS,
    edit: STOREKEEPER_SCREENS,
    block: STOREKEEPER_SCREENS,
    resendActivation: STOREKEEPER_SCREENS,
  },
};

/**
 * Adds an area's rows. Registering the same rows again (the console's and the mock's registries
 * both add each area) changes nothing; a row name taken by other rows is a programming error.
 */
export function addPermissionRows(rows: Rows): void {
  for (const [name, row] of Object.entries(rows)) {
    const taken = PERMISSIONS[name];
    if (taken && taken !== row) throw new Error(`Permission row "${name}" is declared twice`);
    PERMISSIONS[name] = row;
  }
}

/** Row lookup: "agents.diasDeCredito" falls back to "agents.*" for edit, then to "agents". */
function rolesFor(resource: string, action: Action): readonly Role[] | undefined {
  const exact = PERMISSIONS[resource]?.[action];
  if (exact) return exact;
  const dot = resource.indexOf('.');
  if (dot < 0) return undefined;
  const base = resource.slice(0, dot);
  return PERMISSIONS[`${base}.*`]?.[action] ?? PERMISSIONS[base]?.[action];
}

/** (roles, resource, action) → allowed. Unknown resources and actions are refused. */
export function can(roles: readonly string[] | undefined, resource: string, action: Action | string): boolean {
  const allowed = rolesFor(resource, action as Action);
  if (!allowed || !roles) return false;
  return roles.some((r) => (allowed as readonly string[]).includes(r));
}

/** react-admin's action names map onto ours ("read" is a list/show of one record). */
export function canAccess(roles: readonly string[] | undefined, params: { resource: string; action: string }): boolean {
  const action = params.action === 'read' ? 'show' : params.action === 'write' ? 'edit' : params.action;
  return can(roles, params.resource, action);
}

/** Element visibility by role sets (ROLE-003..005). */
export const anyOf = (roles: readonly string[], wanted: readonly string[]) => wanted.some((r) => roles.includes(r));
export const allOf = (roles: readonly string[], wanted: readonly string[]) => wanted.every((r) => roles.includes(r));
export const noneOf = (roles: readonly string[], wanted: readonly string[]) => !anyOf(roles, wanted);
