/** The cash events area (/cash; D3 §2.3, CASH-001…018; ROLE-023): the terrestrial cashier's and finance's menu entry, its row and screens. */
import { PAYMENT_PERMISSION_ROWS } from '../../domain/payments/paymentPermissions';
import { defineArea } from '../areas/types';

export const cashArea = defineArea({
  path: 'cash',
  permission: 'cashEvents',
  label: 'Eventos de caja',
  menuGroup: 'operations',
  // The one payments table (src/domain/payments/paymentPermissions.ts): this area's row.
  permissions: { cashEvents: PAYMENT_PERMISSION_ROWS.cashEvents! },
  screens: () => import('./CashScreens'),
});
