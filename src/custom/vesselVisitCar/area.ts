/** Car vessel visits (/vesselvisitCar; D2 §2 Vehicles, CAR-001, CAR-003…024, ROLE-018): menu entry, row and screens. */
import { CAR_PERMISSION_ROWS } from '../../domain/cars/carPermissions';
import { defineArea } from '../areas/types';

export const vesselVisitCarArea = defineArea({
  path: 'vesselvisitCar',
  permission: 'carVisits',
  label: 'Visitas de vehículos',
  menuGroup: 'operations',
  // The one car table (src/domain/cars/carPermissions.ts): this area's rows (the visits, and the car reports' screen).
  permissions: { carVisits: CAR_PERMISSION_ROWS.carVisits!, carReports: CAR_PERMISSION_ROWS.carReports! },
  screens: () => import('./CarVisitScreens'),
});
