/**
 * The account forms' rules (D1 §2 Account, §5 Agent): the user profile and the agent profile.
 * Built from the shared zod rules, so the messages are the forms' ('Debe ser un número',
 * 'Longitud máxima superada', 'Debe ser un Email válido', 'Requerido').
 */
// One set of rules: the console's account forms and this server check the same schemas.
export { agentProfileSchema, userProfileSchema } from '../src/domain/accountSchemas';

/** The contact fields of the agent profile, in form order. */
export const AGENT_CONTACT_FIELDS = [
  'contactName',
  'contactEmail',
  'contactPhone',
  'contactAddress',
  'contactCity',
] as const;
