/** The gate-pass lookup (D2 §2 Gate pass; GP-001, Q27: customer service and documentary): menu entry, its contract (row) and screens. */
import { defineArea } from '../areas/types';
import { gatePassContract } from '../../domain/gatePass/contract';

export const gatePassArea = defineArea({
  ...gatePassContract,
  label: 'Gate Pass',
  icon: 'gate',
  menuGroup: 'operations',
  messages: () => import('../../i18n/terminalAreaMessages').then((m) => m.terminalAreaMessages),
  screens: () => import('./GatePassScreens'),
  // The lookup's first read (its printability is asked only once the appointment is found).
  earlyReads: [['management/:nbr', '/appointment/{nbr}']],
});
