/** The import area (/import; D2 §2 Container import, IMP-001): menu entry and lazily-loaded screens. */
import { importMessages } from '../../i18n/importMessages';
import { defineArea } from '../areas/types';

export const importArea = defineArea({
  path: 'import',
  permission: 'imports',
  label: importMessages.menu,
  menuGroup: 'operations',
  screens: () => import('./ImportScreens'),
});
