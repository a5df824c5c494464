/**
 * The import area's calls (D2 §3 Pickup request, §7 Container import; API.md), one codec each: the
 * console's import client encodes with `toWire`, the mock's import area decodes with `fromWire`
 * before its guard (src/domain/legacyCall.ts). Each reads every spelling the legacy accepted
 * (strings or lists, numbers, the legacy's other field names).
 */
import { appMessages } from '../../i18n/appMessages';
import { bodyRecord, defineCall, isPlainObject, optionalText, textOf, truthy, WireError } from '../legacyCall';
import { parseSlotRequest, type SlotRequest } from '../slotRequest';

/** '123, 456', 123 or ['123'] → ['123', '456'] (anything else: none). */
export function documentNumbers(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string' || typeof value === 'number'
      ? String(value).split(',')
      : [];
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** POST /import/{id}/saveRetiro: the pickup request (D2 §3 Pickup request; IMP-009, IMP-022…027). */
export interface ImportPickupRequest {
  unitNbr: string;
  /** Upper-cased; DIRECTO or INDIRECTO when valid (the mock checks). */
  outType: string;
  /** Upper-cased, 'Á' read as 'A'. */
  documentType: string;
  documentNbrs: string[];
  uniqueInvoice: boolean;
  checkGuia: boolean;
  turno3er: boolean;
  /** The legacy's weighing flag (the console sends it only when set). */
  weighing: boolean;
  /** Sent by the roles that choose the agent; null: not sent. */
  agentId: string | null;
  /** The unit's consignee as the console read it; null: the unit's own. */
  consigneeId: string | null;
  consigneeName: string | null;
  /** '' when none (the mock asks for it). */
  consigneeGiro: string;
  truckingId: string | null;
  /** Upper-cased; null: the unit's own. */
  sagCondition: string | null;
  /** The console's INDIRECTO flag (the mock reads outType). */
  appointIndirecto: boolean;
  cda: string | null;
  /** The unit's commodity as the console read it (not read by the mock). */
  codeCommodity?: string;
}

export const importSaveRetiro = defineCall<ImportPickupRequest>({
  method: 'POST',
  path: '/import/:id/saveRetiro',
  toWire: (p, at) => ({
    path: at({ id: p.unitNbr }),
    // The legacy's names, in the order the pickup form always sent them.
    body: {
      outType: p.outType,
      documentType: p.documentType,
      documentNbrs: p.documentNbrs,
      uniqueInvoice: p.uniqueInvoice,
      checkGuia: p.checkGuia,
      turno3er: p.turno3er,
      ...(p.weighing ? { weighing: true } : {}),
      ...(p.agentId !== null ? { agent_id: p.agentId } : {}),
      consigneeId: p.consigneeId,
      consigneeName: p.consigneeName,
      consigneeGiro: p.consigneeGiro,
      ...(p.truckingId !== null ? { truckingId: p.truckingId } : {}),
      sagCondition: p.sagCondition ?? '',
      appointIndirecto: p.appointIndirecto,
      ...(p.cda !== null ? { cda: p.cda } : {}),
      codeCommodity: p.codeCommodity,
    },
  }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    return {
      unitNbr: textOf(params.id),
      outType: textOf(b.outType).toUpperCase(),
      documentType: textOf(b.documentType).toUpperCase().replace('Á', 'A'),
      documentNbrs: documentNumbers(b.documentNbrs),
      uniqueInvoice: truthy(b.uniqueInvoice),
      checkGuia: truthy(b.checkGuia),
      turno3er: truthy(b.turno3er),
      weighing: truthy(b.weighing),
      agentId: optionalText(b.agent_id),
      consigneeId: optionalText(b.consigneeId),
      consigneeName: optionalText(b.consigneeName),
      consigneeGiro: optionalText(b.consigneeGiro) ?? '',
      truckingId: optionalText(b.truckingId),
      sagCondition: optionalText(b.sagCondition)?.toUpperCase() ?? null,
      appointIndirecto: truthy(b.appointIndirecto),
      cda: optionalText(b.cda),
      ...(b.codeCommodity === undefined ? {} : { codeCommodity: textOf(b.codeCommodity) }),
    };
  },
});

/** POST /appointment {appointmentDate, start, container.eqid, truck.truckingCoId} (IMP-036, Q20): book an indirect pickup's slot. */
export interface ImportBook {
  /**
   * The unit as the request names it: container.eqid, else unitNbr (a container or operation
   * number; the legacy also sent numbers and one-element lists). '' when none. The guard and the
   * booking both read this one value.
   */
  unitKey: string;
  /** null when the request names no slot it can read (the mock answers 400 once the unit is found). */
  slot: SlotRequest | null;
  truckingId: string | null;
}

export const importBook = defineCall<ImportBook>({
  method: 'POST',
  path: '/appointment',
  toWire: ({ unitKey, slot, truckingId }, at) => ({
    path: at(),
    body: {
      appointmentDate: slot ? `${slot.day}T${slot.start}` : null,
      start: slot?.start ?? null,
      container: { eqid: unitKey },
      truck: { truckingCoId: truckingId },
    },
  }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    const container = isPlainObject(b.container) ? b.container : {};
    const truck = isPlainObject(b.truck) ? b.truck : {};
    return {
      unitKey: optionalText(container.eqid) ?? optionalText(b.unitNbr) ?? optionalText(params.id) ?? '',
      slot: parseSlotRequest(b.appointmentDate, b.start ?? b.slotStartTime) ?? null,
      truckingId: optionalText(truck.truckingCoId),
    };
  },
});

/** POST /import/saveCoordinacionRetiro/{id} {appointmentDate, start} (IMP-040, Q20): re-coordinate the booked pickup. */
export interface ImportRecoordinate {
  unitNbr: string;
  /** null when the request names no slot it can read (400 once the unit is found). */
  slot: SlotRequest | null;
}

export const importRecoordinate = defineCall<ImportRecoordinate>({
  method: 'POST',
  path: '/import/saveCoordinacionRetiro/:id',
  toWire: ({ unitNbr, slot }, at) => ({
    path: at({ id: unitNbr }),
    body: { appointmentDate: slot ? `${slot.day}T${slot.start}` : null, start: slot?.start ?? null },
  }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    return {
      unitNbr: textOf(params.id),
      slot: parseSlotRequest(b.appointmentDate, b.start ?? b.slotStartTime) ?? null,
    };
  },
});

/** POST /import/updateDIN/{id} {documentType, documentNbrs} (IMP-055, IMP-056). */
export interface ImportUpdateDin {
  unitNbr: string;
  /** Upper-cased; null: the operation's own. */
  documentType: string | null;
  documentNbrs: string[];
}

export const importUpdateDin = defineCall<ImportUpdateDin>({
  method: 'POST',
  path: '/import/updateDIN/:id',
  toWire: ({ unitNbr, documentType, documentNbrs }, at) => ({
    path: at({ id: unitNbr }),
    body: { documentType, documentNbrs },
  }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    return {
      unitNbr: textOf(params.id),
      documentType: optionalText(b.documentType)?.toUpperCase() ?? null,
      documentNbrs: documentNumbers(b.documentNbrs),
    };
  },
});

/**
 * POST /import/{id}/reassignTrucking {truckingId} or {ownMeans, driverRuts} (IMP-070…072; VV-026):
 * the legacy also names the company as truck.truckingCoId or id.
 */
export type ImportReassign =
  | { unitNbr: string; ownMeans: false; truckingId: string | null }
  /** 'Por sus propios medios' (D2 §5): the drivers' RUTs as sent, trimmed. */
  | { unitNbr: string; ownMeans: true; driverRuts: string[] };

export const importReassignTrucking = defineCall<ImportReassign>({
  method: 'POST',
  path: '/import/:id/reassignTrucking',
  toWire: (input, at) => ({
    path: at({ id: input.unitNbr }),
    body: input.ownMeans ? { ownMeans: true, driverRuts: input.driverRuts } : { truckingId: input.truckingId },
  }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    const unitNbr = textOf(params.id);
    if (truthy(b.ownMeans)) {
      const driverRuts = Array.isArray(b.driverRuts)
        ? b.driverRuts.map((x) => String(x ?? '').trim()).filter(Boolean)
        : [];
      return { unitNbr, ownMeans: true, driverRuts };
    }
    const truck = isPlainObject(b.truck) ? b.truck : {};
    return {
      unitNbr,
      ownMeans: false,
      truckingId: optionalText(b.truckingId) ?? optionalText(truck.truckingCoId) ?? optionalText(b.id),
    };
  },
});

/** GET /import/editCDA/{unitId}/{cda} (IMP-057…060): the CDA travels in the path. */
export interface ImportEditCda {
  unitNbr: string;
  /** Trimmed. */
  cda: string;
}

export const importEditCda = defineCall<ImportEditCda>({
  method: 'GET',
  path: '/import/editCDA/:unitId/:cda',
  toWire: ({ unitNbr, cda }, at) => ({ path: at({ unitId: unitNbr, cda }) }),
  fromWire: ({ params }) => ({ unitNbr: textOf(params.unitId), cda: textOf(params.cda).trim() }),
});

/** GET /import/updateTatcNbr/{id}/{tatc} (IMP-065…067): the TATC travels in the path. */
export interface ImportUpdateTatc {
  unitNbr: string;
  /** Trimmed. */
  tatc: string;
}

export const importUpdateTatc = defineCall<ImportUpdateTatc>({
  method: 'GET',
  path: '/import/updateTatcNbr/:id/:tatc',
  toWire: ({ unitNbr, tatc }, at) => ({ path: at({ id: unitNbr, tatc }) }),
  fromWire: ({ params }) => ({ unitNbr: textOf(params.id), tatc: textOf(params.tatc).trim() }),
});

/**
 * POST /import/guiaDespacho, multipart {file, guiaDespachoUnit, guiaDespachoOperation} (IMP-068,
 * IMP-069): the codec gives the text parts (the console appends them after the file; the mock
 * reads them once the multipart body is parsed, in its handler).
 */
export interface ImportGuide {
  /** The unit: guiaDespachoUnit, else the operation number. */
  unitNbr: string;
  /** The operation number as sent ('' when none). */
  operationId: string;
}

export const importGuide = defineCall<ImportGuide>({
  method: 'POST',
  path: '/import/guiaDespacho',
  toWire: ({ unitNbr, operationId }, at) => ({
    path: at(),
    body: { guiaDespachoUnit: unitNbr, guiaDespachoOperation: operationId },
  }),
  fromWire: ({ body }) => {
    const fields = isPlainObject(body) ? body : {};
    const operationId = textOf(fields.guiaDespachoOperation).trim();
    return { unitNbr: textOf(fields.guiaDespachoUnit).trim() || operationId, operationId };
  },
});

/** GET /appointmentrules/quotasForImport/{addDays}/{vesselVisit} (IMP-033, IMP-034, VV-030): 1 day more for a physical inspection. */
export interface ImportQuotas {
  addDays: 0 | 1;
  /** Upper-cased. */
  visitId: string;
}

export const importQuotas = defineCall<ImportQuotas>({
  method: 'GET',
  path: '/appointmentrules/quotasForImport/:addDays/:vesselVisit',
  toWire: ({ addDays, visitId }, at) => ({ path: at({ addDays, vesselVisit: visitId }) }),
  fromWire: ({ params }) => {
    const add = textOf(params.addDays).trim();
    if (add !== '0' && add !== '1') throw new WireError({ addDays: appMessages.validation.other });
    return { addDays: add === '1' ? 1 : 0, visitId: textOf(params.vesselVisit).trim().toUpperCase() };
  },
});

/** A call that names only the unit, in the path (container or operation number). */
export interface ImportUnitRef {
  unitNbr: string;
}

const unitCall = (path: string) =>
  defineCall<ImportUnitRef>({
    method: 'GET',
    path,
    toWire: ({ unitNbr }, at) => ({ path: at({ id: unitNbr }) }),
    fromWire: ({ params }) => ({ unitNbr: textOf(params.id) }),
  });

/** GET /import/cancelRetiroDirecto/{id} (IMP-045…047): cancels a direct pickup. */
export const importCancelDirect = unitCall('/import/cancelRetiroDirecto/:id');
/** GET /import/cancelRetiroIndirecto/{id} (IMP-045…047): cancels an indirect pickup (and frees its slot). */
export const importCancelIndirect = unitCall('/import/cancelRetiroIndirecto/:id');
/** GET /import/changeCondition/{id} (IMP-077…079, Q17): DIRECTO → INDIRECTO. */
export const importChangeCondition = unitCall('/import/changeCondition/:id');
/** GET /import/changeConditionExtraportuarios/{id} (VV-033…037): the visit list's condition change. */
export const importChangeConditionExtraportuarios = unitCall('/import/changeConditionExtraportuarios/:id');
