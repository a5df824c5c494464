/** The gate-pass lookup (D2 §2 Gate pass; GP-001, Q27: customer service and documentary): menu entry, permission row and screens. */
import type { Role } from '../../domain/roles';
import { defineArea } from '../areas/types';

const GATE_PASS_ROLES: readonly Role[] = ['ROLE_CUSTOMER_SERVICE', 'ROLE_DOCUMENTARY'];

export const gatePassArea = defineArea({
  path: 'gatePass',
  permission: 'gatePass',
  label: 'Gate Pass',
  icon: 'gate',
  menuGroup: 'operations',
  permissions: { gatePass: { menu: GATE_PASS_ROLES, list: GATE_PASS_ROLES, print: GATE_PASS_ROLES } },
  messages: () => import('../../i18n/terminalAreaMessages').then((m) => m.terminalAreaMessages),
  screens: () => import('./GatePassScreens'),
});
