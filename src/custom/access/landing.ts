/**
 * Each user's landing page (D1 §6 Administration landing, DECISIONS Q01, Q11): where `/`,
 * `/administration`, unknown URLs and the access-denied button send them. Pure.
 */

/** The home screen (/inicio, built by the shell); the default for every role without a landing of its own. */
export const HOME_PATH = '/inicio';

const AGENT_SCREEN_ROLES = ['ROLE_CUSTOMER_SERVICE', 'ROLE_FINANCIAL', 'ROLE_SUPERVISOR_CUSTOMER_SERVICE'];
const PRE_FUNCTIONARY_ROLES = ['ROLE_STOREKEEPER', 'ROLE_AGA', 'ROLE_AGA_DEPOSIT'];
/** The gate's staff land on the gate arrival form (D2 §2 Gate, GATE-001; beyond D1 §6's rows, after them). */
const GATE_ROLES = ['ROLE_GATE', 'ROLE_JEFE_GATE', 'ROLE_SEGURIDAD'];
const GATE_SCREEN = '/gate';

/**
 * The 'pre-functionary' screen: the functionary list of the user's own login (DECISIONS Q11);
 * the list itself asks for the functionaries of the logged-in login (src/resources/functionaries).
 */
const PRE_FUNCTIONARY_SCREEN = '/functionaries';

/** The AGN's own shipping-agency page (ADM-SHELL-004), found by its login (getbylogin). */
const ownShippingAgencyPage = (login: string): string =>
  login ? `/shippingAgents/${encodeURIComponent(login)}/show` : HOME_PATH;

/** Roles (ROLE_… names) and login → the landing path. The first matching row of D1 §6 wins. */
export function landingFor(roles: readonly string[] | undefined, login: string | undefined): string {
  const has = (wanted: readonly string[]) => (roles ?? []).some((r) => wanted.includes(r));
  if (has(AGENT_SCREEN_ROLES)) return '/agents';
  if (has(PRE_FUNCTIONARY_ROLES)) return PRE_FUNCTIONARY_SCREEN;
  if (has(['ROLE_AGN'])) return ownShippingAgencyPage(login ?? '');
  if (has(GATE_ROLES)) return GATE_SCREEN;
  return HOME_PATH;
}
