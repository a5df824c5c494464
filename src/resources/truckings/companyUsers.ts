/** Who acts for one trucking company (its list opens that company), read by the definition and its list view. */
import { OWN_COMPANY_ROLES } from '../../domain/truckingRoles';

/** Terminal staff, who reach every company. */
export const STAFF = [
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_SUPERVISOR_CUSTOMER_SERVICE',
  'ROLE_DOCUMENTARY',
  'ROLE_FINANCIAL',
  'ROLE_AGENT',
  'ROLE_ADMIN',
];

/** A user who is (or acts for) one company, and no terminal staff. */
export const actsForOneCompany = (roles: readonly string[]) =>
  !roles.some((r) => STAFF.includes(r)) && roles.some((r) => (OWN_COMPANY_ROLES as readonly string[]).includes(r));
