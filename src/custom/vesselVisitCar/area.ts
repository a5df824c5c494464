/** Car vessel visits (/vesselvisitCar; D2 §2 Vehicles, CAR-001, CAR-003…024, ROLE-018): menu entry, row and screens. */
import { defineArea } from '../areas/types';
import { vesselVisitCarContract } from '../../domain/cars/contract';

export const vesselVisitCarArea = defineArea({
  ...vesselVisitCarContract,
  label: 'Visitas de vehículos',
  menuGroup: 'operations',
  screens: () => import('./CarVisitScreens'),
});
