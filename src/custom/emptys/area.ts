/** Empties (/emptys; D2 §2 Empties, MTY-001, ROLE-014): menu entry, permission row and lazily-loaded screens. */
import { defineArea } from '../areas/types';
import { emptysContract } from '../../domain/emptys/contract';

export const emptysArea = defineArea({
  ...emptysContract,
  label: 'Preaviso de vacíos',
  menuGroup: 'operations',
  screens: () => import('./EmptysScreens'),
});
