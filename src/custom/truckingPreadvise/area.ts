/** The trucking pre-advice query (/trucking/preadvise; D2 §2 Trucking pre-advice, TPA-001, Q27): menu entry, its contract (row) and screens. */
import { defineArea } from '../areas/types';
import { truckingPreadviseContract } from '../../domain/truckingPreadvise/contract';

export const truckingPreadviseArea = defineArea({
  ...truckingPreadviseContract,
  label: 'Consulta de preaviso',
  icon: 'trucking',
  menuGroup: 'operations',
  screens: () => import('./TruckingPreadviseScreens'),
});
