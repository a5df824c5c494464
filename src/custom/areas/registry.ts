/**
 * Every operational area, in menu order. Adding an area = its folder under src/custom/ with its
 * manifest (area.ts) + one line here; its mock side: its folder under mock-server/areas/ + one line
 * in mock-server/areas/registry.ts.
 */
import { exportArea } from '../export/area';
import { bookingLettersArea } from '../bookingLetters/area';
import { carArea } from '../car/area';
import { carsArea } from '../cars/area';
import { carDispatchArea } from '../carDispatch/area';
import { carYardArea } from '../carYard/area';
import { vesselVisitCarArea } from '../vesselVisitCar/area';
import { emptysArea } from '../emptys/area';
import { importArea } from '../import/area';
import { invoiceArea } from '../invoice/area';
import { paymentsArea } from '../payments/area';
import { cashArea } from '../cash/area';
import { temperatureLettersArea } from '../temperatureLetters/area';
import { truckingPreadviseArea } from '../truckingPreadvise/area';
import { trackingArea } from '../tracking/area';
import { vesselVisitsArea } from '../vesselVisits/area';
import { gatePassArea } from '../gatePass/area';
import { drcArea } from '../drc/area';
import { guiaDespachoArea } from '../guiaDespacho/area';
import { gateArea } from '../gate/area';
import { punctualityArea } from '../punctuality/area';
import { appointmentsArea } from '../appointments/area';
import { figuresArea } from '../figures/area';
import { reportArea } from '../report/area';
import { auditArea } from '../audit/area';
import { sequencingArea } from '../sequencing/area';
import { sequenceArea } from '../sequence/area';
import { composeAreas } from './composeAreas';
import type { AreaDefinition } from './types';

export const areas: readonly AreaDefinition[] = composeAreas([
  importArea,
  exportArea,
  emptysArea,
  truckingPreadviseArea,
  temperatureLettersArea,
  bookingLettersArea,
  vesselVisitCarArea,
  carsArea,
  carArea,
  carDispatchArea,
  carYardArea,
  guiaDespachoArea,
  vesselVisitsArea,
  sequenceArea,
  trackingArea,
  gatePassArea,
  drcArea,
  gateArea,
  punctualityArea,
  appointmentsArea,
  figuresArea,
  sequencingArea,
  reportArea,
  invoiceArea,
  paymentsArea,
  cashArea,
  auditArea,
]);
