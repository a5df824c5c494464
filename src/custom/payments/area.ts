/** The payments area (/payments; D3 §2.2, PAY-001…022; ROLE-020): finance's menu entry, the payment rows and the lazily-loaded screens. */
import { PAYMENT_PERMISSION_ROWS } from '../../domain/payments/paymentPermissions';
import { defineArea } from '../areas/types';

export const paymentsArea = defineArea({
  path: 'payments',
  permission: 'payments',
  label: 'Pagos',
  menuGroup: 'operations',
  // The one payments table (src/domain/payments/paymentPermissions.ts): this area's row.
  permissions: { payments: PAYMENT_PERMISSION_ROWS.payments! },
  screens: () => import('./PaymentScreens'),
});
