/** The trucking pre-advice query's contract (/trucking/preadvise; D2 §2 Trucking pre-advice, TPA-001, Q27): its row, read by the console and the mock. */
import { defineAreaContract } from '../areaContract';
import { OWN_COMPANY_ROLES } from '../truckingRoles';

/** Q27: the trucking company, the storekeeper and its extraportuary functionary. */
const ROLES = OWN_COMPANY_ROLES;

export const truckingPreadviseContract = defineAreaContract({
  path: 'trucking/preadvise',
  permission: 'truckingPreadvice',
  // TPA-001 the query; TPA-003 its gate pass.
  permissions: { truckingPreadvice: { menu: ROLES, list: ROLES, print: ROLES } },
});
