/** Car import (/cars; D2 §2 Vehicles, CAR-032…060): BL search, inscription, detail and carrier reassignment — menu entry, row and screens. */
import { CAR_PERMISSION_ROWS } from '../../domain/cars/carPermissions';
import { defineArea } from '../areas/types';

export const carsArea = defineArea({
  path: 'cars',
  permission: 'carImports',
  label: 'Importación de vehículos',
  menuGroup: 'operations',
  // The one car table (src/domain/cars/carPermissions.ts): this area's row.
  permissions: { carImports: CAR_PERMISSION_ROWS.carImports! },
  screens: () => import('./CarImportScreens'),
});
