/** The cash events area (/cash; D3 §2.3, CASH-001…018; ROLE-023): the terrestrial cashier's and finance's menu entry, its row and screens. */
import { cashContract } from '../../domain/cash/contract';
import { defineArea } from '../areas/types';

export const cashArea = defineArea({
  ...cashContract,
  label: 'Eventos de caja',
  menuGroup: 'operations',
  screens: () => import('./CashScreens'),
});
