/** The gate-pass lookup (D2 §2 Gate pass; GP-001, Q27: customer service and documentary, the gatePass row). */
import { areaLabels } from '../../i18n/areaLabels';
import { defineArea } from '../areas/types';

export const gatePassArea = defineArea({
  path: 'gatePass',
  permission: 'gatePass',
  label: areaLabels.gatePass,
  icon: 'gate',
  menuGroup: 'operations',
  messages: () => import('../../i18n/terminalAreaMessages').then((m) => m.terminalAreaMessages),
  screens: () => import('./GatePassScreens'),
});
