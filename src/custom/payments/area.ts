/** The payments area (/payments; D3 §2.2, PAY-001…022; ROLE-020): finance's menu entry, the payment rows and the lazily-loaded screens. */
import { defineArea } from '../areas/types';
import { paymentsContract } from '../../domain/payments/contract';

export const paymentsArea = defineArea({
  ...paymentsContract,
  label: 'Pagos',
  menuGroup: 'operations',
  screens: () => import('./PaymentScreens'),
});
