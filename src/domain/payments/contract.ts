/** The payments area's contract (/payments; D3 §2.2, PAY-001…022; ROLE-020): its row of the one payments table (paymentPermissions.ts). */
import { defineAreaContract } from '../areaContract';
import { PAYMENT_PERMISSION_ROWS } from './paymentPermissions';

export const paymentsContract = defineAreaContract({
  path: 'payments',
  permission: 'payments',
  permissions: { payments: PAYMENT_PERMISSION_ROWS.payments! },
});
