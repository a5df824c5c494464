/** The report calls (src/domain/reports/calls.ts) and the agents customer service chooses from. */
import {
  emptiesReport,
  operationReport,
  operationReportSheet,
  teuReport,
  teuReportSheet,
  type ReportRequest,
} from '../../domain/reports/calls';
import type { TeuRow } from '../../domain/reports/teuRows';
import { vgmPdfByBooking, vgmPdfByUnit, vgmReport, type VgmReportInput, type VgmRow } from '../../domain/reports/vgm';
import {
  gatePassByDriver,
  gatePassFile,
  massGatePassReport,
  type GatePassByDriverQuery,
  type GatePassFileQuery,
  type MassGatePassQuery,
} from '../../domain/reports/gatePassReport';
import type { OperationRow } from '../../domain/reports/operationRows';
import { ediBatchById, type EdiBatch } from '../../domain/reports/coprar';
import { oldDrc, oldDrcFile, type OldDrcQuery, type OldDrcResult } from '../../domain/reports/oldDrc';
import { apiFetch } from '../../providers/httpClient';
import { sendCall } from '../../providers/sendCall';

export type { OperationRow, ReportRequest };

export const reportApi = {
  /** RPT-019: the operations of a generic type (type 6 at its own call, RPT-014). */
  operations: (request: ReportRequest, signal?: AbortSignal) =>
    sendCall<OperationRow[], ReportRequest>(request.operationType === 6 ? emptiesReport : operationReport, request, {
      signal,
    }),
  /** RPT-023: every row of the result as a spreadsheet. */
  operationsSheet: (request: ReportRequest) =>
    sendCall<Response, ReportRequest>(operationReportSheet, request, { raw: true }).then((r) => r.blob()),
  /** RPT-025: the TEU rows (type 8). */
  teus: (request: ReportRequest, signal?: AbortSignal) =>
    sendCall<TeuRow[], ReportRequest>(teuReport, request, { signal }),
  /** RPT-026: the TEU rows as a spreadsheet. */
  teusSheet: (request: ReportRequest) =>
    sendCall<Response, ReportRequest>(teuReportSheet, request, { raw: true }).then((r) => r.blob()),
  /** RPT-043: a unit's gate pass for its driver: ['OK', file]; refused, 409 with its lines. */
  gatePassByDriver: (q: GatePassByDriverQuery) =>
    sendCall<[string, string], GatePassByDriverQuery>(gatePassByDriver, q),
  /** RPT-045: the mass gate pass of a period's units: {pdfFile}. */
  massGatePass: (q: MassGatePassQuery) => sendCall<{ pdfFile: string }, MassGatePassQuery>(massGatePassReport, q),
  /** RPT-046: the file either one made. */
  gatePassFile: (filename: string) =>
    sendCall<Response, GatePassFileQuery>(gatePassFile, { filename }, { raw: true }).then((r) => r.blob()),
  /** RPT-029: the VGM rows of the agent (customer service's choice; anyone else's own, the server decides). */
  vgm: (request: ReportRequest, signal?: AbortSignal) =>
    sendCall<VgmRow[], VgmReportInput>(vgmReport, { rut: request.agentId, request }, { signal }),
  /** RPT-030: a unit's VGM certificate. */
  vgmPdfByUnit: (unitNbr: string) =>
    sendCall<Response, { unitNbr: string }>(vgmPdfByUnit, { unitNbr }, { raw: true }).then((r) => r.blob()),
  /** RPT-031: the certificates of a booking's boxes of the agent. */
  vgmPdfByBooking: (bookingId: string, rut: string) =>
    sendCall<Response, { bookingId: string; rut: string }>(vgmPdfByBooking, { bookingId, rut }, { raw: true }).then(
      (r) => r.blob(),
    ),
  /** RPT-032…034: an EDI batch by its number (Q38). */
  ediBatch: (nbr: number, signal?: AbortSignal) =>
    sendCall<EdiBatch, { nbr: number }>(ediBatchById, { nbr }, { signal }),
  /** RPT-035: an old DRC by container, BL and manifest: {pdf, fileExist, drcNum}. */
  oldDrc: (q: OldDrcQuery, signal?: AbortSignal) => sendCall<OldDrcResult, OldDrcQuery>(oldDrc, q, { signal }),
  /** RPT-036, RPT-037: the old DRC's file by its name. */
  oldDrcFile: (filename: string) =>
    sendCall<Response, { filename: string }>(oldDrcFile, { filename }, { raw: true }).then((r) => r.blob()),
  /** RPT-049: a unit's facts by its number (its BLs and its visit's manifest fill the old DRC form). */
  unitByNbr: (unitNbr: string, signal?: AbortSignal) =>
    apiFetch<{ billsOfLading?: { blNumber: string }[]; manifestNumber?: string | null }>(
      `/unitfacilityvisit/getunitbynbr/${encodeURIComponent(unitNbr)}`,
      { signal },
    ),
  /** RPT-012: the agents customer service chooses from (GET /agent/list). */
  agents: (signal?: AbortSignal) =>
    apiFetch<{ id: string; name: string; user?: { login?: string } }[]>('/agent/list', { signal }),
};
