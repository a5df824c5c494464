/** VIN search and history, and a client's brand movements (/car; D2 §2 Vehicles, CAR-002, CAR-061…066, ROLE-019): menu entry, row and screens. */
import { CAR_PERMISSION_ROWS } from '../../domain/cars/carPermissions';
import { defineArea } from '../areas/types';

export const carArea = defineArea({
  path: 'car',
  permission: 'vehicles',
  label: 'Seguimiento de vehículos',
  menuGroup: 'operations',
  // The one car table (src/domain/cars/carPermissions.ts): this area's row.
  permissions: { vehicles: CAR_PERMISSION_ROWS.vehicles! },
  screens: () => import('./CarScreens'),
});
