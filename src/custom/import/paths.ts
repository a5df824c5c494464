/** The import area's URLs (D2 §2): /import/management/{containerId}/{operationId}/{child}. */
import type { BarEntry } from './managementBar';

/** operationId of a unit without an operation (the legacy route always has the segment). */
export const NO_OPERATION = '0';

/** operationId of the visit list's entry point to the calendar (importAppointmentVessel, D2 §2). */
export const APPOINTMENT_ENTRY = 'appointment';

export const managementPath = (unitNbr: string, operationId: number | string | null, child?: BarEntry) =>
  `/import/management/${encodeURIComponent(unitNbr)}/${operationId ?? NO_OPERATION}${child ? `/${child}` : ''}`;

/** '{unit}' style placeholders of the area's texts. */
export { fillText as fill } from '../../i18n/fillText';
