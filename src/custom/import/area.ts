/** The import area (/import; D2 §2 Container import, IMP-001): menu entry and lazily-loaded screens. */
import { areaLabels } from '../../i18n/areaLabels';
import { defineArea } from '../areas/types';

export const importArea = defineArea({
  path: 'import',
  permission: 'imports',
  label: areaLabels.import,
  menuGroup: 'operations',
  screens: () => import('./ImportScreens'),
});
