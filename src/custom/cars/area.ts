/** Car import (/cars; D2 §2 Vehicles, CAR-032…060): BL search, inscription, detail and carrier reassignment — menu entry, row and screens. */
import { carsContract } from '../../domain/cars/contract';
import { defineArea } from '../areas/types';

export const carsArea = defineArea({
  ...carsContract,
  label: 'Importación de vehículos',
  menuGroup: 'operations',
  screens: () => import('./CarImportScreens'),
});
