/** Vehicle dispatches (/dispatch; D2 §2 Vehicles, CAR-068…071): menu entry, row and screen. */
import { carDispatchContract } from '../../domain/cars/contract';
import { defineArea } from '../areas/types';

export const carDispatchArea = defineArea({
  ...carDispatchContract,
  label: 'Despachos de vehículos',
  menuGroup: 'operations',
  screens: () => import('./DispatchPage'),
});
