/** The car yard (/yard; D2 §2 Vehicles, CAR-072, CHART-008…012): menu entry, row and screen. */
import { carYardContract } from '../../domain/cars/contract';
import { defineArea } from '../areas/types';

export const carYardArea = defineArea({
  ...carYardContract,
  label: 'Patio de vehículos',
  menuGroup: 'operations',
  screens: () => import('./YardPage'),
});
