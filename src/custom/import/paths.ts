/** The import area's URLs (D2 §2): /import/management/{containerId}/{operationId}/{child}. */
import { unitPath } from '../terminal/units/unitPath';
import type { BarEntry } from './managementBar';

/** operationId of the visit list's entry point to the calendar (importAppointmentVessel, D2 §2). */
export const APPOINTMENT_ENTRY = 'appointment';

export const managementPath = (unitNbr: string, operationId: number | string | null, child?: BarEntry) =>
  unitPath('import', unitNbr, operationId, child);

/** '{unit}' style placeholders of the area's texts. */
export { fillText as fill } from '../../i18n/fillText';
