/** The cash events area's contract (/cash; D3 §2.3, CASH-001…018; ROLE-023): its row of the one payments table (payments/paymentPermissions.ts). */
import { defineAreaContract } from '../areaContract';
import { PAYMENT_PERMISSION_ROWS } from '../payments/paymentPermissions';

export const cashContract = defineAreaContract({
  path: 'cash',
  permission: 'cashEvents',
  permissions: { cashEvents: PAYMENT_PERMISSION_ROWS.cashEvents! },
});
