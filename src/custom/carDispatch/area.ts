/** Vehicle dispatches (/dispatch; D2 §2 Vehicles, CAR-068…071): menu entry, row and screen. */
import { CAR_PERMISSION_ROWS } from '../../domain/cars/carPermissions';
import { defineArea } from '../areas/types';

export const carDispatchArea = defineArea({
  path: 'dispatch',
  permission: 'carDispatch',
  label: 'Despachos de vehículos',
  menuGroup: 'operations',
  // The one car table (src/domain/cars/carPermissions.ts): this area's row.
  permissions: { carDispatch: CAR_PERMISSION_ROWS.carDispatch! },
  screens: () => import('./DispatchPage'),
});
