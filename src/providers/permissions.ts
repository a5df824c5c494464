/**
 * Roles → permissions: the one table of D1 §6 (and later areas), pure and shared by the
 * console (menu, routes, buttons, fields) and the mock server (403s).
 *
 * A row is `resource → action → roles`; a user holding any listed role may act (ROLE-002).
 * Field-level rows use "resource.field" with actions 'show' and 'edit'. A field without a
 * row follows its resource. Later issues add rows; nothing else changes.
 */
import type { Role } from '../domain/roles';

export type Action =
  | 'list' | 'show' | 'create' | 'edit' | 'delete'
  | 'block' | 'blockGate' | 'resendActivation'
  | 'addTrucking' | 'removeTrucking' | 'addLine' | 'removeLine'
  | 'menu';

type Rows = Record<string, Partial<Record<Action, readonly Role[]>>>;

const CS = 'ROLE_CUSTOMER_SERVICE';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';
const FIN = 'ROLE_FINANCIAL';

const AGENT_SCREENS: readonly Role[] = [CS, 'ROLE_AGENT', FIN, SUP];
const STOREKEEPER_SCREENS: readonly Role[] = [CS, 'ROLE_ADMIN', SUP];

const ACCOUNT_ROLES: readonly Role[] = [
  'ROLE_AGA', 'ROLE_FUNCTIONARY', 'ROLE_STOREKEEPER', 'ROLE_TRUCKINGCO', 'ROLE_ADMIN', 'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  'ROLE_AGA_DEPOSIT', 'ROLE_FUNCTIONARY_DEPOT', 'ROLE_AGN', SUP, 'ROLE_FUNCIONARIO_AGN',
];

/** Who may see the owner's functionaries (agent, storekeeper, AGN and deposit screens). */
const FUNCTIONARY_READERS: readonly Role[] = [
  ...AGENT_SCREENS, 'ROLE_ADMIN', 'ROLE_AGA', 'ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT', 'ROLE_AGN',
];

export const PERMISSIONS: Rows = {
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
    addTrucking: [CS, SUP, 'ROLE_DOCUMENTARY'],
    removeTrucking: [CS, 'ROLE_AGA', SUP],
  },
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
    menu: ['ROLE_ADMIN', SUP], list: ['ROLE_ADMIN', SUP], show: ['ROLE_ADMIN', SUP], create: ['ROLE_ADMIN', SUP],
    edit: ['ROLE_ADMIN', SUP], delete: ['ROLE_ADMIN', SUP], block: ['ROLE_ADMIN', SUP],
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

  // Functionaries as read by the owners' management tabs (full area comes later).
  functionaries: { list: FUNCTIONARY_READERS },

  // Trucking companies as read by the agent's truckings tab and the add-trucking lookup.
  truckingCompanies: { list: [...AGENT_SCREENS, 'ROLE_AGA', 'ROLE_DOCUMENTARY'] },

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

  // Shipping agencies' line lists (AGN sees its own).
  shippingAgents: {
    addLine: [CS, SUP],
    removeLine: [CS, SUP, 'ROLE_AGA'],
  },
};

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
