/** Dispatch guides (/guiaDespacho; D2 §2 Dispatch guide, GD-001…016, Q27): menu entry, row and screens. */
import { CAR_PERMISSION_ROWS } from '../../domain/cars/carPermissions';
import { defineArea } from '../areas/types';

export const guiaDespachoArea = defineArea({
  path: 'guiaDespacho',
  permission: 'dispatchGuides',
  label: 'Guías de despacho',
  menuGroup: 'operations',
  // The one car table (src/domain/cars/carPermissions.ts): this area's row.
  permissions: { dispatchGuides: CAR_PERMISSION_ROWS.dispatchGuides! },
  screens: () => import('./GuideScreens'),
});
