/**
 * The export side's calls (D2 §7 Export and empties, Temperature letters; API.md; rulings P54–P57),
 * shared by the areas that read bookings and export units. The answers' shapes are the terminal's
 * wire types (src/domain/terminalWire/exportPreadvice.ts), which the mock's views produce.
 */
import type { AppointmentAnswer, QuotaDay } from '../../../domain/terminalWire/appointments';
import type { Charges } from '../../../domain/terminalWire/charges';
import type {
  BookingWire,
  ExportPreadviceWire,
  PreadviseItem,
  ReeferLetterRow,
} from '../../../domain/terminalWire/exportPreadvice';
import {
  exportCoordinate,
  exportQuotas,
  exportReassignTrucking,
  exportSave,
  exportUpdate,
  type ExportSave,
  type ExportUpdate,
} from '../../../domain/export/calls';
import {
  massiveLetters,
  reeferLetterOfVisit,
  verifyReeferOfVisit,
  type LettersSelection,
  type VisitReeferQuery,
} from '../../../domain/temperatureLetters/calls';
import { apiFetch } from '../../../providers/httpClient';
import { sendCall } from '../../../providers/sendCall';
import { importApi } from './importApi';

export type { BookingWire, ExportPreadviceWire, PreadviseItem, ReeferLetterRow };

const enc = encodeURIComponent;
const pdf = (path: string, method: 'GET' | 'POST' = 'GET') =>
  apiFetch<Response>(path, { method, raw: true }).then((r) => r.blob());

export const exportApi = {
  unit: (nbr: string) => apiFetch<ExportPreadviceWire>(`/export/byoperation/${enc(nbr)}`),
  booking: (nbr: string, containerType = 'ALL') => apiFetch<BookingWire>(`/booking/${enc(nbr)}/${enc(containerType)}`),
  features: () => apiFetch<{ id: string; description: string }[]>('/export/getalleqfeatures'),
  weighingFee: (nbr: string) => apiFetch<{ valor: number; currency: string }>(`/export/romaneo/${enc(nbr)}`),
  /** With a key (issue 30 §5: one per grid row), a repeat of the same request answers the pre-advice it made. */
  save: (input: ExportSave, idempotencyKey?: string) =>
    sendCall<ExportPreadviceWire & { next: 'exportApp' | 'exportDetail' }, ExportSave>(
      exportSave,
      input,
      idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {},
    ),
  update: (input: ExportUpdate) =>
    sendCall<ExportPreadviceWire & { message: string }, ExportUpdate>(exportUpdate, input),
  /** Q40: the three-segment call when the operation has a draft number, else the two-segment one. */
  cancel: (nbr: string, visitId: string, draftNumber: number | null) =>
    apiFetch<{ valor: boolean; mensaje: string }>(
      `/export/cancelPreadvice/${enc(nbr)}/${enc(visitId)}${draftNumber ? `/${draftNumber}` : ''}`,
    ),
  reassignTrucking: (unitNbr: string, truckingId: string) =>
    sendCall<{ message: string }, { unitNbr: string; truckingId: string }>(exportReassignTrucking, {
      unitNbr,
      truckingId,
    }),
  quotas: (unitNbr: string, start: string, end: string) =>
    sendCall<QuotaDay[], { unitNbr: string; start: string; end: string }>(exportQuotas, { unitNbr, start, end }),
  coordinate: (unitNbr: string, day: string, start: string) =>
    sendCall<AppointmentAnswer, { unitNbr: string; day: string; start: string }>(exportCoordinate, {
      unitNbr,
      day,
      start,
    }),
  costs: (nbr: string) => apiFetch<Charges>(`/report/costosexpo/${enc(nbr)}?format=json`),
  costsPdf: (nbr: string) => pdf(`/report/costosexpo/${enc(nbr)}`),
  voucherPdf: (nbr: string) => pdf(`/report/voucherexpo/${enc(nbr)}`, 'POST'),
  eirPdf: importApi.eirPdf,
  temperatureLetterPdf: (nbr: string) => pdf(`/report/cartatemp/${enc(nbr)}`),
  /** TPA-001 (ruling P58): the unit's pre-advice as its carrier sees it. */
  truckingPreadvise: (nbr: string) => apiFetch<PreadviseItem>(`/trucking/preadvise/${enc(nbr)}`),
  /** TMP-004, TMP-005: the reefers of a visit (or of one of its containers) and their letters in one PDF. */
  reefersOfVisit: (visitId: string, nbr?: string) =>
    nbr
      ? sendCall<ReeferLetterRow[], VisitReeferQuery>(verifyReeferOfVisit, { visitId, unitNbr: nbr })
      : apiFetch<ReeferLetterRow[]>(`/report/verifycartatempbyvessel/${enc(visitId)}`),
  lettersOfVisitPdf: (visitId: string, nbr?: string) =>
    nbr
      ? sendCall<Response, VisitReeferQuery>(reeferLetterOfVisit, { visitId, unitNbr: nbr }, { raw: true }).then((r) =>
          r.blob(),
        )
      : pdf(`/report/cartatempbyvessel/${enc(visitId)}`),
  /** TMP-008: the selected reefers' letters. */
  massiveLettersPdf: (nbrs: readonly string[]) =>
    sendCall<Response, LettersSelection>(massiveLetters, { unitNbrs: [...nbrs] }, { raw: true }).then((r) => r.blob()),
  // The gate pass is the import one (D2 §2 Export, EXP-079): the same calls, for the unit's live visit.
  canPrintGatePass: importApi.canPrintGatePass,
  // The agent's trucking companies (the form's and the reassignment's list): the import's call.
  truckingsOfAgent: importApi.truckingsOfAgent,
  gatePassPdf: importApi.gatePassPdf,
  // The DRC of a box the gate received (ruling P85): the single download, on the visit it sails on.
  drcPdf: importApi.drcPdf,
};
