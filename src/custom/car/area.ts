/** VIN search and history, and a client's brand movements (/car; D2 §2 Vehicles, CAR-002, CAR-061…066, ROLE-019): menu entry, row and screens. */
import { carContract } from '../../domain/cars/contract';
import { defineArea } from '../areas/types';

export const carArea = defineArea({
  ...carContract,
  label: 'Seguimiento de vehículos',
  menuGroup: 'operations',
  screens: () => import('./CarScreens'),
});
