/**
 * The roles user administration assigns (P22): staff roles only. An entity's own account role
 * (agent, agency, storekeeper, deposit, trucking company, their functionaries, a client's portal
 * user) comes from that entity's record and is never assigned here. Pure: the console's form and
 * the mock's checks share it.
 */
import { ROLES, type Role } from '../../domain/roles';
import { appMessages } from '../../i18n/appMessages';
import { can } from '../../domain/permissions';

/** Roles an entity's record gives its account (D1 §3, §6): agents, AGN, storekeepers, deposits, truckings, functionaries, clients. */
export const ENTITY_ROLES: readonly Role[] = [
  'ROLE_AGA',
  'ROLE_AGA_AUTOS',
  'ROLE_AGA_AGA',
  'ROLE_AGA_DEPOSIT',
  'ROLE_AGA_FORWARDER',
  'ROLE_AGA_SHIPPER',
  'ROLE_AGN',
  'ROLE_STOREKEEPER',
  'ROLE_TRUCKINGCO',
  'ROLE_FUNCTIONARY',
  'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  'ROLE_FUNCTIONARY_DEPOT',
  'ROLE_FUNCIONARIO_AGN',
  'ROLE_CLIENT',
];

/** Every other role: the terminal's staff and the accounts no entity owns (e.g. a shipping line, external finance). */
export const STAFF_ROLES: readonly Role[] = ROLES.filter((r) => !ENTITY_ROLES.includes(r));

/** Granted and taken away by the administrator only: they manage users themselves. */
const ADMIN_GRANTED: readonly Role[] = ['ROLE_ADMIN', 'ROLE_SUPERVISOR_CUSTOMER_SERVICE'];

/** The staff roles a caller may grant or take away: all for the administrator, all but ADMIN_GRANTED for the supervisor. */
export function grantableRoles(callerRoles: readonly string[]): readonly Role[] {
  if (!can(callerRoles, 'users', 'edit')) return [];
  return callerRoles.includes('ROLE_ADMIN') ? STAFF_ROLES : STAFF_ROLES.filter((r) => !ADMIN_GRANTED.includes(r));
}

export const isEntityRole = (role: string) => (ENTITY_ROLES as readonly string[]).includes(role);

/** An account whose roles come from its entity: it holds an entity role. */
export const isEntityAccount = (authorities: readonly string[] | undefined) => (authorities ?? []).some(isEntityRole);

/** Roles of `user` the caller could neither grant nor take away (staff roles above the caller). */
export const rolesAbove = (user: readonly string[] | undefined, callerRoles: readonly string[]) => {
  const grantable = grantableRoles(callerRoles) as readonly string[];
  return (user ?? []).filter((r) => !isEntityRole(r) && !grantable.includes(r));
};

/** Roles added or removed between two lists. */
export const changedRoles = (before: readonly string[], after: readonly string[]) => [
  ...after.filter((r) => !before.includes(r)),
  ...before.filter((r) => !after.includes(r)),
];

/** Spanish label of a role (appMessages.roleNames), the role itself when it has none. */
export const roleLabel = (role: string) => (appMessages.roleNames as Record<string, string>)[role] ?? role;

/** Every role with its label (the management view and list show any role a user holds). */
export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: roleLabel(id) }));
