/** The export area's URLs (D2 §2 Export): /export/management/{containerId}/{operationId}/{child}. */
import { unitPath } from '../terminal/units/unitPath';

/** The shell's children (D2 §2 Export, EXP-004). */
export const EXPORT_CHILDREN = ['new', 'exportApp', 'exportDetail', 'costs', 'gatePass', 'trucking', 'edit'] as const;
export type ExportChild = (typeof EXPORT_CHILDREN)[number];

export const exportPath = (unitNbr: string, operationId: number | string | null | undefined, child?: ExportChild) =>
  unitPath('export', unitNbr, operationId, child);

/** '{unit}' style placeholders of the area's texts. */
export { fillText as fill } from '../../i18n/fillText';

/** /export/multi (issue 30 §5): several containers of a booking (?booking=, the first one ?unit=), or a copy of a pre-advice (?copy=). */
export const multiPath = (q: { booking?: string; unit?: string; copy?: string }) =>
  `/export/multi?${new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => Boolean(e[1]))).toString()}`;
