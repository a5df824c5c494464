/** The import area (/import; D2 §2 Container import, IMP-001): menu entry, its contract (rows) and lazily-loaded screens. */
import { defineArea } from '../areas/types';
import { importContract } from '../../domain/import/contract';

export const importArea = defineArea({
  ...importContract,
  label: 'Importación',
  menuGroup: 'operations',
  screens: () => import('./ImportScreens'),
  // The unit screen's first read (the reads after it depend on its answer).
  earlyReads: [['management/:nbr/:index', '/import/{nbr}']],
});
