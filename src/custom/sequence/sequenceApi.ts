/** The sequence query's calls (D2 §7 Sequence; P125): the visits with the agent's turns, the agent's sequenced units of one, and their XLSX. */
import { visitInfo, type VisitInfoQuery } from '../../domain/vesselVisits/calls';
import type { VesselVisitSummary } from '../../domain/terminalWire/vesselVisits';
import { sequenceExport, type SequenceExportQuery } from '../../domain/yard/calls';
import type { SequencedUnit } from '../../domain/yard/wire';
import { apiFetch } from '../../providers/httpClient';
import { sendCall } from '../../providers/sendCall';

export type { VesselVisitSummary };

/** GET /vesselvisit/info/{id}/{agentId} (P125): the visit, the counts and the agent's sequenced units in turn order. */
export interface SequenceVisitInfo extends VesselVisitSummary {
  agentId: string;
  unitCount: number;
  sequencedCount: number;
  units: SequencedUnit[];
}

export const sequenceApi = {
  /** GET /vesselvisit/sequenced (SEQ-002): the visits holding the user's agent's sequenced units. */
  visits: (signal?: AbortSignal) => apiFetch<VesselVisitSummary[]>('/vesselvisit/sequenced', { signal }),
  /** SEQ-003: every unit at once; the list pages them 8 at a time. */
  info: (visitId: string, agentId: string, signal?: AbortSignal) =>
    sendCall<SequenceVisitInfo, VisitInfoQuery>(visitInfo, { visitId, agentId, page: null }, { signal }),
  /** SEQ-004: the spreadsheet. */
  xlsx: (visitId: string, agentId: string) =>
    sendCall<Response, SequenceExportQuery>(sequenceExport, { visitId, agentId }, { raw: true }).then((r) => r.blob()),
};
