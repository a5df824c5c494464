/** Every operational area, in menu order. Adding an area = its folder under src/custom/ + one line here. */
import { trackingArea } from '../tracking/area';
import type { AreaDefinition } from './types';

export const areas: readonly AreaDefinition[] = [
  trackingArea,
];
