/**
 * The operation reports' calls (D3 §7.6; API.md A235…A240; RPT-003, RPT-019, RPT-023, RPT-025,
 * RPT-026), one codec each over the one report form (D3 §3 Report form). The console encodes the
 * form as it holds it (dates DD/MM/YYYY, ruling P86); the mock decodes it once, before its guard,
 * and validates it with the same rules (reportForm.ts) on its own clock.
 */
import { reportMessages } from '../../i18n/reportMessages';
import { canonicalRut, isValidRut } from '../rut';
import { bodyRecord, defineCall, textOf, truthy, WireError } from '../legacyCall';
import { reportFormDefaults, reportUnitInput, type ReportForm } from './reportForm';
import { reportTypeOf } from './reportTypes';

/** The form as sent: every field of D3 §3 (the Coprar batch and the mass units travel on their own calls). */
export type ReportRequest = Omit<ReportForm, 'batchNbr' | 'unitNbrs'>;

export function reportRequestOf(body: unknown): ReportRequest {
  const b = bodyRecord(body);
  const type = reportTypeOf(b.operationType);
  if (!type) throw new WireError({ operationType: reportMessages.refusals.typeNotOffered });
  const text = (k: keyof ReportRequest) => textOf(b[k]).trim();
  const { batchNbr: _b, unitNbrs: _u, ...defaults } = reportFormDefaults(type.code, '01/01/2000');
  return {
    ...defaults,
    operationType: type.code,
    desde: text('desde'),
    desde2: text('desde2'),
    hasta: text('hasta'),
    agentId: text('agentId'),
    consigneeId: isValidRut(text('consigneeId')) ? canonicalRut(text('consigneeId')) : text('consigneeId'),
    unitNbr: reportUnitInput(text('unitNbr')),
    blOrBook: text('blOrBook').toUpperCase(),
    manifestNumber: text('manifestNumber'),
    gatePass: text('gatePass') === 'MASIVO' ? 'MASIVO' : 'UNIT',
    gateChofer: text('gateChofer'),
    checkRutEx: truthy(b.checkRutEx),
  };
}

/** The request a checked form sends: its D3 §3 fields, the consignee's RUT canonical, the agent only from a user who chooses. */
export function toReportRequest(form: ReportForm, choosesAgent: boolean): ReportRequest {
  const { batchNbr: _batch, unitNbrs: _units, ...request } = form;
  return {
    ...request,
    unitNbr: reportUnitInput(request.unitNbr),
    consigneeId:
      request.consigneeId && isValidRut(request.consigneeId) ? canonicalRut(request.consigneeId) : request.consigneeId,
    agentId: choosesAgent ? request.agentId : '',
  };
}

const reportCall = (path: string) =>
  defineCall<ReportRequest>({
    method: 'POST',
    path,
    toWire: (form, at) => ({ path: at(), body: { ...form } }),
    fromWire: ({ body }) => reportRequestOf(body),
  });

/** POST /operation (A235): the operations of a generic type (0–3, 7) as rows (RPT-019). */
export const operationReport = reportCall('/operation');
/** POST /operation/emptys (A239): the empty pre-advices' operations (type 6, RPT-014). */
export const emptiesReport = reportCall('/operation/emptys');
/** POST /operation/export (A238): the operations result as a spreadsheet of every row (RPT-023). */
export const operationReportSheet = reportCall('/operation/export');
/** POST /operation/teus (A236): the TEU rows (type 8, RPT-025). */
export const teuReport = reportCall('/operation/teus');
/** POST /operation/export/teus (A240): the TEU rows as a spreadsheet (RPT-026). */
export const teuReportSheet = reportCall('/operation/export/teus');
