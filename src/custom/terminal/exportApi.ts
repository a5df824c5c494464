/**
 * The export side's calls (D2 §7 Export and empties, Temperature letters; API.md; rulings P54–P57),
 * shared by the areas that read bookings and export units. The answers' shapes are the terminal's
 * wire types (src/domain/terminalWire/exportPreadvice.ts), which the mock's views produce.
 */
import type { AppointmentAnswer, QuotaDay } from '../../domain/terminalWire/appointments';
import type { Charges } from '../../domain/terminalWire/charges';
import type { BookingWire, ExportPreadviceWire, ExportSaveBody, PreadviseItem, ReeferLetterRow } from '../../domain/terminalWire/exportPreadvice';
import { apiFetch } from '../../providers/httpClient';
import { importApi } from './importApi';

export type { BookingWire, ExportPreadviceWire, ExportSaveBody, PreadviseItem, ReeferLetterRow };

const enc = encodeURIComponent;
const pdf = (path: string, method: 'GET' | 'POST' = 'GET') => apiFetch<Response>(path, { method, raw: true }).then((r) => r.blob());

export const exportApi = {
  unit: (nbr: string) => apiFetch<ExportPreadviceWire>(`/export/byoperation/${enc(nbr)}`),
  booking: (nbr: string, containerType = 'ALL') => apiFetch<BookingWire>(`/booking/${enc(nbr)}/${enc(containerType)}`),
  features: () => apiFetch<{ id: string; description: string }[]>('/export/getalleqfeatures'),
  weighingFee: (nbr: string) => apiFetch<{ valor: number; currency: string }>(`/export/romaneo/${enc(nbr)}`),
  save: (nbr: string, body: ExportSaveBody & { operationType: 'EXPORTACION' | 'COORD_ENTREGA' }) =>
    apiFetch<ExportPreadviceWire & { next: 'exportApp' | 'exportDetail' }>(`/export/save/${enc(nbr)}`, { method: 'POST', body }),
  update: (nbr: string, body: { grossWeight: string; seals?: string[]; guias?: string; sealLampa?: string }) =>
    apiFetch<ExportPreadviceWire & { message: string }>(`/export/update/${enc(nbr)}`, { method: 'POST', body }),
  /** Q40: the three-segment call when the operation has a draft number, else the two-segment one. */
  cancel: (nbr: string, visitId: string, draftNumber: number | null) =>
    apiFetch<{ valor: boolean; mensaje: string }>(`/export/cancelPreadvice/${enc(nbr)}/${enc(visitId)}${draftNumber ? `/${draftNumber}` : ''}`),
  reassignTrucking: (nbr: string, truckingId: string) =>
    apiFetch<{ message: string }>(`/export/${enc(nbr)}/reassignTrucking`, { method: 'POST', body: { truckingId } }),
  quotas: (nbr: string, start: string, end: string) =>
    apiFetch<QuotaDay[]>('/appointmentrules/quotasForExport', { method: 'POST', body: { start, end, unitNbr: nbr } }),
  coordinate: (nbr: string, day: string, start: string) =>
    apiFetch<AppointmentAnswer>(`/export/saveCoordinacion/${enc(nbr)}`, { method: 'POST', body: { appointmentDate: `${day}T${start}`, start } }),
  costs: (nbr: string) => apiFetch<Charges>(`/report/costosexpo/${enc(nbr)}?format=json`),
  costsPdf: (nbr: string) => pdf(`/report/costosexpo/${enc(nbr)}`),
  voucherPdf: (nbr: string) => pdf(`/report/voucherexpo/${enc(nbr)}`, 'POST'),
  eirPdf: importApi.eirPdf,
  temperatureLetterPdf: (nbr: string) => pdf(`/report/cartatemp/${enc(nbr)}`),
  /** TPA-001 (ruling P58): the unit's pre-advice as its carrier sees it. */
  truckingPreadvise: (nbr: string) => apiFetch<PreadviseItem>(`/trucking/preadvise/${enc(nbr)}`),
  /** TMP-004, TMP-005: the reefers of a visit (or of one of its containers) and their letters in one PDF. */
  reefersOfVisit: (visitId: string, nbr?: string) =>
    apiFetch<ReeferLetterRow[]>(nbr ? `/report/verifycartatempbyvesselandunit/${enc(visitId)}/${enc(nbr)}` : `/report/verifycartatempbyvessel/${enc(visitId)}`),
  lettersOfVisitPdf: (visitId: string, nbr?: string) =>
    pdf(nbr ? `/report/cartatempbyvesselandcont/${enc(visitId)}/${enc(nbr)}` : `/report/cartatempbyvessel/${enc(visitId)}`),
  /** TMP-008: the selected reefers' letters. */
  massiveLettersPdf: (nbrs: readonly string[]) => apiFetch<Response>('/report/masivecartatemp/', { method: 'POST', body: nbrs, raw: true }).then((r) => r.blob()),
  // The gate pass is the import one (D2 §2 Export, EXP-079): the same calls, for the unit's live visit.
  canPrintGatePass: importApi.canPrintGatePass,
  // The agent's trucking companies (the form's and the reassignment's list): the import's call.
  truckingsOfAgent: importApi.truckingsOfAgent,
  gatePassPdf: importApi.gatePassPdf,
};
