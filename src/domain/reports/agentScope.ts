/**
 * Whose operations a report reads (D1 §6, D3 §9.2 Other report rules; ROLE-026, RPT-010…012): an
 * agent and its functionary only their own agent's (the login or its parent login), a shipping
 * agency its own agency, a shipping company or depot its own; customer service chooses any agent.
 *
 * Ruling P86: customer service's supervisor chooses as customer service does; the admin and the
 * documentary desk, offered types but not the agents' list, read every agent's; the gate pass and
 * Coprar types read no agent. The console shows the agent chooser only to the roles that choose;
 * the mock takes the agent of every other user from its session, whatever the request says.
 */
import type { Role } from '../roles';

/** The roles that choose the agent a report reads (RPT-012 and ruling P86). */
export const AGENT_CHOOSING_ROLES: readonly Role[] = ['ROLE_CUSTOMER_SERVICE', 'ROLE_SUPERVISOR_CUSTOMER_SERVICE'];

/** Whether a user holding `roles` chooses the agent (else the report reads the user's own). */
export const choosesAgent = (roles: readonly string[]): boolean => AGENT_CHOOSING_ROLES.some((r) => roles.includes(r));
