/** Every operational area, in menu order. Adding an area = its folder under src/custom/ + one line here. */
import { importArea } from '../import/area';
import { trackingArea } from '../tracking/area';
import { vesselVisitsArea } from '../vesselVisits/area';
import { gatePassArea } from '../gatePass/area';
import type { AreaDefinition } from './types';

export const areas: readonly AreaDefinition[] = [
  importArea,
  vesselVisitsArea,
  trackingArea,
  gatePassArea,
];
