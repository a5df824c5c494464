/**
 * The punctuality area's contract (issue 31 §3; beyond-spec): a trucking company reads its own
 * figures, customer service any company's. Two rows keep the scope in the table itself: 'own'
 * (the caller's company, no id in the path) and 'any' (a company named in the path).
 */
import { defineAreaContract } from '../areaContract';
import type { Role } from '../roles';

export const PUNCTUALITY_OWN: readonly Role[] = ['ROLE_TRUCKINGCO'];
export const PUNCTUALITY_ANY: readonly Role[] = ['ROLE_CUSTOMER_SERVICE', 'ROLE_SUPERVISOR_CUSTOMER_SERVICE'];
const READERS: readonly Role[] = [...PUNCTUALITY_OWN, ...PUNCTUALITY_ANY];

export const punctualityContract = defineAreaContract({
  path: 'punctuality',
  permission: 'punctuality',
  permissions: {
    punctuality: { menu: READERS, list: READERS, own: PUNCTUALITY_OWN, any: PUNCTUALITY_ANY },
  },
});
