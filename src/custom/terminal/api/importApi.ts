/**
 * The import area's calls (D2 §7 Container import; API.md). The answers' shapes are the terminal's
 * wire types (src/domain/terminalWire), which the mock's views produce.
 */
import type { AppointmentAnswer, QuotaDay } from '../../../domain/terminalWire/appointments';
import type { Charges } from '../../../domain/terminalWire/charges';
import type { PrintCheck } from '../../../domain/terminalWire/gatePass';
import type { ImportOperation } from '../../../domain/terminalWire/importOperation';
import type { ImportUnit } from '../../../domain/terminalWire/importUnit';
import {
  importBook,
  importCancelDirect,
  importCancelIndirect,
  importChangeCondition,
  importEditCda,
  importGuide,
  importQuotas,
  importReassignTrucking,
  importRecoordinate,
  importSaveRetiro,
  importUpdateDin,
  importUpdateTatc,
  type ImportBook,
  type ImportEditCda,
  type ImportPickupRequest,
  type ImportQuotas,
  type ImportReassign,
  type ImportRecoordinate,
  type ImportUnitRef,
  type ImportUpdateDin,
  type ImportUpdateTatc,
} from '../../../domain/import/calls';
import {
  eirDocument,
  gatePassDocument,
  importDetailDocument,
  type EirQuery,
  type GatePassQuery,
  type ImportDetailQuery,
} from '../../../domain/gatePass/calls';
import { drcDocument, type DrcQuery } from '../../../domain/drc/calls';
import { apiFetch } from '../../../providers/httpClient';
import { sendCall } from '../../../providers/sendCall';
import { postForm } from './postForm';

export type { AppointmentAnswer, Charges, ImportOperation, ImportUnit, QuotaDay };

export interface Named {
  id: string;
  name: string;
}

const enc = encodeURIComponent;

export const importApi = {
  unit: (nbr: string) => apiFetch<ImportUnit>(`/import/${enc(nbr)}`),
  operation: (nbr: string) => apiFetch<ImportOperation>(`/import/byoperation/${enc(nbr)}`),
  saveRetiro: (input: ImportPickupRequest) =>
    sendCall<{ operation: ImportOperation; next: 'appointment' | 'detail' }, ImportPickupRequest>(
      importSaveRetiro,
      input,
    ),
  cancel: (nbr: string, condition: 'DIRECTO' | 'INDIRECTO') =>
    sendCall<{ valor: boolean; message: string }, ImportUnitRef>(
      condition === 'DIRECTO' ? importCancelDirect : importCancelIndirect,
      { unitNbr: nbr },
    ),
  quotas: (addDays: 0 | 1, visitId: string) => sendCall<QuotaDay[], ImportQuotas>(importQuotas, { addDays, visitId }),
  book: (nbr: string, day: string, start: string, truckingId: string | null) =>
    sendCall<AppointmentAnswer, ImportBook>(importBook, { unitKey: nbr, slot: { day, start }, truckingId }),
  recoordinate: (nbr: string, day: string, start: string) =>
    sendCall<AppointmentAnswer, ImportRecoordinate>(importRecoordinate, { unitNbr: nbr, slot: { day, start } }),
  appointment: (nbr: string) => apiFetch<AppointmentAnswer>(`/appointment/${enc(nbr)}`),
  canPrintGatePass: (nbr: string) => apiFetch<PrintCheck>(`/report/canPrintGatePass/${enc(nbr)}`),
  gatePassPdf: (nbr: string) =>
    sendCall<Response, GatePassQuery>(gatePassDocument, { unitNbr: nbr, asResult: false }, { raw: true }).then((r) =>
      r.blob(),
    ),
  importDetailPdf: (nbr: string) =>
    sendCall<Response, ImportDetailQuery>(importDetailDocument, { unitNbr: nbr }, { raw: true }).then((r) => r.blob()),
  /** The EIR (IMP-052, EXP-076): of the box's live visit, received by the terminal. */
  eirPdf: (nbr: string, operationId: number | null) =>
    sendCall<Response, EirQuery>(
      eirDocument,
      { unitNbr: nbr, operationId: String(operationId ?? 0) },
      { raw: true },
    ).then((r) => r.blob()),
  drcPdf: (nbr: string, vesselId: string) =>
    sendCall<Response, DrcQuery>(drcDocument, { unitNbr: nbr, visitId: vesselId }, { raw: true }).then((r) => r.blob()),
  charges: (nbr: string) => apiFetch<Charges>(`/import/chargesdir/${enc(nbr)}`),
  editCda: (nbr: string, cda: string) =>
    sendCall<{ message: string }, ImportEditCda>(importEditCda, { unitNbr: nbr, cda }),
  updateTatc: (nbr: string, tatc: string) =>
    sendCall<{ message: string }, ImportUpdateTatc>(importUpdateTatc, { unitNbr: nbr, tatc }),
  updateDin: (nbr: string, documentType: string, documentNbrs: string[]) =>
    sendCall<{ message: string }, ImportUpdateDin>(importUpdateDin, { unitNbr: nbr, documentType, documentNbrs }),
  /** A company, or 'por sus propios medios' with the drivers' RUTs (IMP-070…072, VV-026). */
  reassignTrucking: (input: ImportReassign) =>
    sendCall<{ message: string }, ImportReassign>(importReassignTrucking, input),
  changeCondition: (nbr: string) =>
    sendCall<{ valor: boolean; mensaje: string }, ImportUnitRef>(importChangeCondition, { unitNbr: nbr }),
  truckingsOfAgent: (agentId: string) => apiFetch<Named[]>(`/truckingcompany/truckingcobyaga/${enc(agentId)}`),
  activeTruckings: () => apiFetch<Named[]>('/truckingcompany/truckingcoactivation'),
  /** POST /api/import/guiaDespacho, multipart (IMP-068). */
  async uploadGuide(file: File, unitNbr: string, operationId: number): Promise<{ message?: string }> {
    // The file, then the codec's text parts.
    const { path, body } = importGuide.toWire({ unitNbr, operationId: String(operationId) });
    const form = new FormData();
    form.append('file', file);
    for (const [name, value] of Object.entries(body as Record<string, string>)) form.append(name, value);
    return (await postForm<{ message?: string } | null>(path, form)) ?? {};
  },
};
