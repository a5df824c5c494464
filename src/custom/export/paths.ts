/** The export area's URLs (D2 §2 Export): /export/management/{containerId}/{operationId}/{child}. */

/** The shell's children (D2 §2 Export, EXP-004). */
export const EXPORT_CHILDREN = ['new', 'exportApp', 'exportDetail', 'costs', 'gatePass', 'trucking', 'edit'] as const;
export type ExportChild = (typeof EXPORT_CHILDREN)[number];

/** operationId of a unit without a pre-advice (the legacy route always has the segment). */
export const NO_OPERATION = '0';

export const exportPath = (unitNbr: string, operationId: number | string | null | undefined, child?: ExportChild) =>
  `/export/management/${encodeURIComponent(unitNbr)}/${operationId ?? NO_OPERATION}${child ? `/${child}` : ''}`;

/** '{unit}' style placeholders of the area's texts. */
export { fillText as fill } from '../../i18n/fillText';
