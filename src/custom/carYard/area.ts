/** The car yard (/yard; D2 §2 Vehicles, CAR-072, CHART-008…012): menu entry, row and screen. */
import { CAR_PERMISSION_ROWS } from '../../domain/cars/carPermissions';
import { defineArea } from '../areas/types';

export const carYardArea = defineArea({
  path: 'yard',
  permission: 'carYard',
  label: 'Patio de vehículos',
  menuGroup: 'operations',
  // The one car table (src/domain/cars/carPermissions.ts): this area's row.
  permissions: { carYard: CAR_PERMISSION_ROWS.carYard! },
  screens: () => import('./YardPage'),
});
