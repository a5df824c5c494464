/**
 * The import area's calls (D2 §7 Container import; API.md). The answers' shapes are the terminal's
 * wire types (src/domain/terminalWire), which the mock's views produce.
 */
import type { AppointmentAnswer, QuotaDay } from '../../domain/terminalWire/appointments';
import type { Charges } from '../../domain/terminalWire/charges';
import type { PrintCheck } from '../../domain/terminalWire/gatePass';
import type { ImportOperation, PickupRequest } from '../../domain/terminalWire/importOperation';
import type { ImportUnit } from '../../domain/terminalWire/importUnit';
import { apiFetch } from '../../providers/httpClient';
import { postForm } from './postForm';

export type { AppointmentAnswer, Charges, ImportOperation, ImportUnit, PickupRequest, QuotaDay };

export interface Named {
  id: string;
  name: string;
}

const enc = encodeURIComponent;

export const importApi = {
  unit: (nbr: string) => apiFetch<ImportUnit>(`/import/${enc(nbr)}`),
  operation: (nbr: string) => apiFetch<ImportOperation>(`/import/byoperation/${enc(nbr)}`),
  saveRetiro: (nbr: string, body: PickupRequest) =>
    apiFetch<{ operation: ImportOperation; next: 'appointment' | 'detail' }>(`/import/${enc(nbr)}/saveRetiro`, { method: 'POST', body }),
  cancel: (nbr: string, condition: 'DIRECTO' | 'INDIRECTO') =>
    apiFetch<{ valor: boolean; message: string }>(`/import/${condition === 'DIRECTO' ? 'cancelRetiroDirecto' : 'cancelRetiroIndirecto'}/${enc(nbr)}`),
  quotas: (addDays: 0 | 1, visitId: string) => apiFetch<QuotaDay[]>(`/appointmentrules/quotasForImport/${addDays}/${enc(visitId)}`),
  book: (nbr: string, day: string, start: string, truckingId: string | null) =>
    apiFetch<AppointmentAnswer>('/appointment', {
      method: 'POST',
      body: { appointmentDate: `${day}T${start}`, start, container: { eqid: nbr }, truck: { truckingCoId: truckingId } },
    }),
  recoordinate: (nbr: string, day: string, start: string) =>
    apiFetch<AppointmentAnswer>(`/import/saveCoordinacionRetiro/${enc(nbr)}`, { method: 'POST', body: { appointmentDate: `${day}T${start}`, start } }),
  appointment: (nbr: string) => apiFetch<AppointmentAnswer>(`/appointment/${enc(nbr)}`),
  canPrintGatePass: (nbr: string) => apiFetch<PrintCheck>(`/report/canPrintGatePass/${enc(nbr)}`),
  gatePassPdf: (nbr: string) => apiFetch<Response>(`/report/gatepass/${enc(nbr)}`, { raw: true }).then((r) => r.blob()),
  importDetailPdf: (nbr: string) => apiFetch<Response>(`/report/importDetail/${enc(nbr)}`, { method: 'POST', raw: true }).then((r) => r.blob()),
  /** The EIR (IMP-052, EXP-076): of the box's live visit, received by the terminal. */
  eirPdf: (nbr: string, operationId: number | null) => apiFetch<Response>(`/report/eir/${enc(nbr)}/${operationId ?? 0}`, { raw: true }).then((r) => r.blob()),
  drcPdf: (nbr: string, vesselId: string) => apiFetch<Response>(`/report/drc/${enc(nbr)}/${enc(vesselId)}`, { raw: true }).then((r) => r.blob()),
  charges: (nbr: string) => apiFetch<Charges>(`/import/chargesdir/${enc(nbr)}`),
  editCda: (nbr: string, cda: string) => apiFetch<{ message: string }>(`/import/editCDA/${enc(nbr)}/${enc(cda)}`),
  updateTatc: (nbr: string, tatc: string) => apiFetch<{ message: string }>(`/import/updateTatcNbr/${enc(nbr)}/${enc(tatc)}`),
  updateDin: (nbr: string, documentType: string, documentNbrs: string[]) =>
    apiFetch<{ message: string }>(`/import/updateDIN/${enc(nbr)}`, { method: 'POST', body: { documentType, documentNbrs } }),
  reassignTrucking: (nbr: string, body: { truckingId?: string; ownMeans?: boolean; driverRuts?: string[] }) =>
    apiFetch<{ message: string }>(`/import/${enc(nbr)}/reassignTrucking`, { method: 'POST', body }),
  changeCondition: (nbr: string) => apiFetch<{ valor: boolean; mensaje: string }>(`/import/changeCondition/${enc(nbr)}`),
  truckingsOfAgent: (agentId: string) => apiFetch<Named[]>(`/truckingcompany/truckingcobyaga/${enc(agentId)}`),
  activeTruckings: () => apiFetch<Named[]>('/truckingcompany/truckingcoactivation'),
  /** POST /api/import/guiaDespacho, multipart (IMP-068). */
  async uploadGuide(file: File, unitNbr: string, operationId: number): Promise<{ message?: string }> {
    const form = new FormData();
    form.append('file', file);
    form.append('guiaDespachoUnit', unitNbr);
    form.append('guiaDespachoOperation', String(operationId));
    return (await postForm<{ message?: string } | null>('/import/guiaDespacho', form)) ?? {};
  },
};
