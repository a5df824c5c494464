/** The DRC's calls (src/domain/drc/calls.ts) and the visits its choosers offer. */
import {
  drcData,
  drcDocument,
  massiveDrc,
  type DrcDataQuery,
  type DrcQuery,
  type MassiveDrcQuery,
} from '../../domain/drc/calls';
import type { DrcData } from '../../domain/terminalWire/drc';
import type { VesselVisitSummary } from '../../domain/terminalWire/vesselVisits';
import { apiFetch } from '../../providers/httpClient';
import { sendCall } from '../../providers/sendCall';

export type { DrcData, VesselVisitSummary };

const blob = (r: Response) => r.blob();

export const drcApi = {
  /** DRC-003: the visit's receipts of one line (Q41). */
  visitReceipts: (lineId: string, visitId: string, signal?: AbortSignal) =>
    sendCall<DrcData[], DrcDataQuery>(drcData, { of: 'line', lineId, visitId }, { signal }),
  /** DRC-007: one unit's receipt. */
  unitReceipt: (unitNbr: string, visitId: string, signal?: AbortSignal) =>
    sendCall<DrcData, DrcDataQuery>(drcData, { of: 'unit', unitNbr, visitId }, { signal }),
  /** DRC-004: the visit's receipts of one line, one PDF. */
  massivePdf: (visitId: string, lineId: string) =>
    sendCall<Response, MassiveDrcQuery>(massiveDrc, { visitId, lineId }, { raw: true }).then(blob),
  /** DRC-006: one unit's DRC. */
  unitPdf: (unitNbr: string, visitId: string) =>
    sendCall<Response, DrcQuery>(drcDocument, { unitNbr, visitId }, { raw: true }).then(blob),
  /** Every visit, newest first (a unit's DRC outlives its ship's stay): GET /vesselvisit/actives2. */
  allVisits: (signal?: AbortSignal) => apiFetch<VesselVisitSummary[]>('/vesselvisit/actives2', { signal }),
};
