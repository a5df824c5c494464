/** The gate-pass lookup (D2 §2 Gate pass; GP-001, Q27: customer service and documentary, the gatePass row). */
import { visitScreensMessages } from '../../i18n/visitScreensMessages';
import { defineArea } from '../areas/types';

export const gatePassArea = defineArea({
  path: 'gatePass',
  permission: 'gatePass',
  label: visitScreensMessages.areas.gatePass,
  icon: 'gate',
  menuGroup: 'operations',
  screens: () => import('./GatePassScreens'),
});
