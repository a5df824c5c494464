/** The gate-pass lookup's contract (D2 §2 Gate pass; GP-001, Q27: customer service and documentary): its row, read by the console and the mock. */
import { defineAreaContract } from '../areaContract';
import type { Role } from '../roles';

const GATE_PASS_ROLES: readonly Role[] = ['ROLE_CUSTOMER_SERVICE', 'ROLE_DOCUMENTARY'];

export const gatePassContract = defineAreaContract({
  path: 'gatePass',
  permission: 'gatePass',
  permissions: { gatePass: { menu: GATE_PASS_ROLES, list: GATE_PASS_ROLES, print: GATE_PASS_ROLES } },
});
