/** Dispatch guides (/guiaDespacho; D2 §2 Dispatch guide, GD-001…016, Q27): menu entry, row and screens. */
import { defineArea } from '../areas/types';
import { guiaDespachoContract } from '../../domain/cars/contract';

export const guiaDespachoArea = defineArea({
  ...guiaDespachoContract,
  label: 'Guías de despacho',
  menuGroup: 'operations',
  screens: () => import('./GuideScreens'),
});
