/** The export area (/export; D2 §2 Export, EXP-001, ROLE-013): menu entry, its contract (rows) and lazily-loaded screens. */
import { defineArea } from '../areas/types';
import { exportContract } from '../../domain/export/contract';

export const exportArea = defineArea({
  ...exportContract,
  label: 'Exportación',
  menuGroup: 'operations',
  screens: () => import('./ExportScreens'),
});
