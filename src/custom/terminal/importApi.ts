/**
 * The import area's calls (D2 §7 Container import; API.md) and the answers' shapes, as the
 * mock's terminal model serves them (mock-server/terminalModel/views.ts).
 */
import type { UnitAction } from '../../domain/importPickup/unitActions';
import { apiFetch, resolveUrl, toApiError } from '../../providers/httpClient';
import { getToken } from '../../providers/session';

export interface ImportUnit {
  id: string;
  unitNbr: string;
  category: 'IMPORT' | 'EXPORT';
  line: string;
  billsOfLading: { blNumber: string }[];
  routing: { pol: string };
  container: { type: string; typeLength: string };
  contents: { weightKg: number; consigneeId: string; consigneeName: string; commodityName: string; commodityCode?: string };
  transitState: string;
  containsHazards: boolean;
  hazards: { imdgClass: string; unna: string; properName: string }[];
  oog: boolean;
  condicionRetiro: 'DIRECTO' | 'INDIRECTO' | null;
  inspeccionSAG: string | null;
  aforo: boolean;
  transito: boolean;
  numeroDocumento: string | null;
  tipoDocumento: string | null;
  cda: string | null;
  tatc: string | null;
  almacenista: string | null;
  /** The customs agent the unit is manifested to (an AGN requests the pickup for it). */
  agentId: string | null;
  specialStows: { specialStow3: string | null };
  truckingCompany: string | null;
  truckingName: string | null;
  fechaPlanificada: string | null;
  vesselVisitId: string;
  vesselName: string | null;
  operationId: number | null;
  appointmentNbr: number | null;
  apptTime: string | null;
  /** What this user may do with the unit now (src/domain/importPickup/unitActions.ts on the server). */
  actions: UnitAction[];
  refusals: Partial<Record<UnitAction, string>>;
}

export interface ImportOperation {
  id: number;
  draftNumber: number;
  operationType: 'IMPORTACION' | 'COORD_ENTREGA';
  appointmentNbr: number | null;
  dateApp: string | null;
  slotStartTime: string | null;
  slotEndTime: string | null;
  agent: { id: string; name: string | null };
  commodity: string;
  condicionRetiro: 'DIRECTO' | 'INDIRECTO';
  manifestNumber: string | null;
  guiaDespacho: string | null;
  includeSF: boolean;
  selecServGuia: boolean;
  turno3er: boolean;
  vesselVisitId: string;
  etaforDirecto: string | null;
  recoordinable: boolean;
  contieneAforoPendiente: boolean;
  vesselId: string | null;
  vesselName: string | null;
  truckingId: string | null;
  truckingName: string | null;
  documentType: string;
  documentNbrs: string[];
  cda: string | null;
  tatc?: string | null;
  unitNbr: string;
  transitState: string;
}

export interface PickupRequest {
  documentType: string;
  documentNbrs: string[];
  uniqueInvoice: boolean;
  outType: 'DIRECTO' | 'INDIRECTO';
  agent_id?: string;
  consigneeId: string;
  consigneeName: string;
  consigneeGiro: string;
  truckingId?: string;
  sagCondition: string;
  appointIndirecto: boolean;
  cda?: string;
  codeCommodity?: string;
  checkGuia: boolean;
  turno3er: boolean;
}

export interface QuotaDay {
  /** dd-mm-yyyy (IMP-034). */
  date: string;
  /** YYYY-MM-DD. */
  day: string;
  quotas: { start: string; end: string; available: number }[];
}

export interface AppointmentAnswer {
  nbr: number;
  appointmentNbr: number;
  unitNbr: string;
  dateApp: string;
  day: string;
  slotStartTime: string;
  slotEndTime: string;
  trucking_name: string | null;
  passed: boolean;
}

export interface Charges {
  draftNumber: number;
  summaryCharges: { tarifId: string; description: string; quantity: number; currency: string; unitAmount: number; totalAmount: number }[];
  totalCharges: number;
  currency: string;
  message?: string;
}

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
  canPrintGatePass: (nbr: string) => apiFetch<{ valor: boolean; mensaje: string | null; errors: string[] }>(`/report/canPrintGatePass/${enc(nbr)}`),
  gatePassPdf: (nbr: string) => apiFetch<Response>(`/report/gatepass/${enc(nbr)}`, { raw: true }).then((r) => r.blob()),
  importDetailPdf: (nbr: string) => apiFetch<Response>(`/report/importDetail/${enc(nbr)}`, { method: 'POST', raw: true }).then((r) => r.blob()),
  drcPdf: (nbr: string, vesselId: string) => apiFetch<Response>(`/report/drc/${enc(nbr)}/${enc(vesselId)}`, { raw: true }).then((r) => r.blob()),
  charges: (nbr: string) => apiFetch<Charges>(`/import/chargesdir/${enc(nbr)}`),
  editCda: (nbr: string, cda: string) => apiFetch<{ message: string }>(`/import/editCDA/${enc(nbr)}/${enc(cda)}`),
  updateTatc: (nbr: string, tatc: string) => apiFetch<{ message: string }>(`/import/updateTatcNbr/${enc(nbr)}/${enc(tatc)}`),
  updateDin: (nbr: string, documentType: string, documentNbrs: string[]) =>
    apiFetch<{ message: string }>(`/import/updateDIN/${enc(nbr)}`, { method: 'POST', body: { documentType, documentNbrs } }),
  reassignTrucking: (nbr: string, body: { truckingId?: string; ownMeans?: boolean; driverRuts?: string[] }) =>
    apiFetch<{ message: string }>(`/import/${enc(nbr)}/reassignTrucking`, { method: 'POST', body }),
  changeCondition: (nbr: string) => apiFetch<{ valor: boolean; mensaje: string }>(`/import/changeCondition/${enc(nbr)}`),
  agents: () => apiFetch<Named[]>('/agent/list'),
  truckingsOfAgent: (agentId: string) => apiFetch<Named[]>(`/truckingcompany/truckingcobyaga/${enc(agentId)}`),
  activeTruckings: () => apiFetch<Named[]>('/truckingcompany/truckingcoactivation'),
  /** POST /api/import/guiaDespacho, multipart (IMP-068): apiFetch sends JSON only. */
  async uploadGuide(file: File, unitNbr: string, operationId: number): Promise<{ message?: string }> {
    const form = new FormData();
    form.append('file', file);
    form.append('guiaDespachoUnit', unitNbr);
    form.append('guiaDespachoOperation', String(operationId));
    const token = getToken();
    const response = await fetch(resolveUrl('/import/guiaDespacho'), {
      method: 'POST',
      body: form,
      headers: token ? { 'x-auth-token': token } : {},
    }).catch(() => undefined);
    const body: unknown = await response?.json().catch(() => null);
    if (!response || !response.ok) throw toApiError(response?.status ?? 0, body);
    return (body ?? {}) as { message?: string };
  },
};
