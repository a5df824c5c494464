/**
 * The export area's writes (D2 §3 Export form payload; D2 §7 Export and empties; rulings P54–P57),
 * one codec each: the console's export client encodes with `toWire`, the mock's export area decodes
 * with `fromWire` before its guard (src/domain/legacyCall.ts). The decoded values are what the
 * transitions and the shared rules (exportPreadvice/preadviceRules.ts) read.
 */
import { operationsMessages } from '../../i18n/operationsMessages';
import type { PreadviceValues } from '../exportPreadvice/preadviceRules';
import {
  bodyRecord,
  defineCall,
  isPlainObject,
  listOf,
  objectOf,
  optionalText,
  textOf,
  truthy,
  WireError,
} from '../legacyCall';
import { parseSlotRequest } from '../slotRequest';

/** POST /export/save/{id}: the pre-advice form (EXP-010…048). */
export interface ExportSave {
  unitNbr: string;
  operationType: 'EXPORTACION' | 'COORD_ENTREGA';
  bookingId: string;
  /** The item's type as the console read it; the server takes the unit's own (issue 29). */
  equipmentType: string;
  /** The item's feature as the console read it; the server takes the item's own. */
  featureId: string | null;
  uniqueInvoice: boolean;
  lampa: string;
  /** A second agent on the same invoice (the legacy's agent_two_id; the console sends none). */
  agentTwoId: string | null;
  /** The form; its agentId is sent only by the roles that choose the agent (empty: not sent). */
  values: PreadviceValues;
}

export const exportSave = defineCall<ExportSave>({
  method: 'POST',
  path: '/export/save/:id',
  toWire: (
    { unitNbr, operationType, bookingId, equipmentType, featureId, uniqueInvoice, lampa, agentTwoId, values: v },
    at,
  ) => ({
    path: at({ id: unitNbr }),
    body: {
      operationType,
      documentType: v.documentType,
      duses: v.documentNbrs,
      guias: v.guias,
      seals: v.seals,
      pesoVGM: v.weighing === 'VGM',
      romana: v.weighing === 'ROM',
      uniqueInvoice,
      ...(v.agentId ? { agent_id: v.agentId } : {}),
      truckingId: v.truckingId,
      bookingId,
      equipmentType,
      featureId,
      shipperId: v.shipperId,
      shipperName: v.shipperName,
      shipperAddress: v.shipperAddress,
      shipperCity: v.shipperCity,
      shipperState: v.shipperState,
      shipperGiro: v.shipperGiro,
      shipperCountryName: v.shipperCountry,
      sagCondition: v.sagCondition,
      o2pct: v.o2pct,
      co2pct: v.co2pct,
      condition: v.reeferConfirmed,
      grossWeight: v.grossWeight,
      cmdtyShortName: v.cmdtyShortName,
      sealLampa: lampa,
      oog: v.oog,
      ...(agentTwoId ? { agent_two_id: agentTwoId } : {}),
    },
  }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    const oog = objectOf(b.oog);
    return {
      unitNbr: textOf(params.id),
      operationType: b.operationType === 'EXPORTACION' ? 'EXPORTACION' : 'COORD_ENTREGA',
      bookingId: textOf(b.bookingId),
      equipmentType: textOf(b.equipmentType),
      featureId: optionalText(b.featureId),
      uniqueInvoice: truthy(b.uniqueInvoice),
      lampa: textOf(b.sealLampa),
      agentTwoId: optionalText(b.agent_two_id),
      values: {
        documentType: textOf(b.documentType).toUpperCase(),
        // The legacy's additional DUS numbers join the first ones (D2 §3).
        documentNbrs: [textOf(b.duses), textOf(b.dusesAdicionales)].filter(Boolean).join(','),
        guias: textOf(b.guias),
        seals: Array.isArray(b.seals) ? b.seals.map(textOf) : listOf(b.seals),
        agentId: textOf(b.agent_id),
        truckingId: textOf(b.truckingId),
        shipperCountry: textOf(b.shipperCountryName) || 'CL',
        shipperId: textOf(b.shipperId),
        shipperName: textOf(b.shipperName),
        shipperAddress: textOf(b.shipperAddress),
        shipperCity: textOf(b.shipperCity),
        shipperState: textOf(b.shipperState),
        shipperGiro: textOf(b.shipperGiro),
        grossWeight: textOf(b.grossWeight),
        cmdtyShortName: textOf(b.cmdtyShortName),
        sagCondition: textOf(b.sagCondition).toUpperCase(),
        weighing: truthy(b.romana) ? 'ROM' : truthy(b.pesoVGM) ? 'VGM' : '',
        o2pct: textOf(b.o2pct),
        co2pct: textOf(b.co2pct),
        oog: {
          topCm: textOf(oog.topCm),
          frontCm: textOf(oog.frontCm),
          backCm: textOf(oog.backCm),
          leftCm: textOf(oog.leftCm),
          rightCm: textOf(oog.rightCm),
        },
        reeferConfirmed: truthy(b.condition),
      },
    };
  },
});

/** POST /export/update/{id}: the declared data of a pre-advice still INBOUND (EXP-070…072); an absent field is not changed. */
export interface ExportUpdate {
  unitNbr: string;
  grossWeight: string;
  seals?: string[];
  guias?: string;
  lampa?: string | null;
}

export const exportUpdate = defineCall<ExportUpdate>({
  method: 'POST',
  path: '/export/update/:id',
  toWire: ({ unitNbr, grossWeight, seals, guias, lampa }, at) => ({
    path: at({ id: unitNbr }),
    body: {
      grossWeight,
      ...(seals ? { seals } : {}),
      ...(guias !== undefined ? { guias } : {}),
      ...(lampa !== undefined ? { sealLampa: lampa } : {}),
    },
  }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    return {
      unitNbr: textOf(params.id),
      grossWeight: textOf(b.grossWeight),
      ...(b.seals === undefined ? {} : { seals: Array.isArray(b.seals) ? b.seals.map(textOf) : listOf(b.seals) }),
      ...(b.guias === undefined ? {} : { guias: textOf(b.guias) }),
      ...(b.sealLampa === undefined ? {} : { lampa: optionalText(b.sealLampa) }),
    };
  },
});

/** POST /export/{id}/reassignTrucking {truckingId} (EXP-073, EXP-074; ruling P57); the legacy's `truck.truckingCoId` is read too. */
export interface ExportReassign {
  unitNbr: string;
  truckingId: string;
}

export const exportReassignTrucking = defineCall<ExportReassign>({
  method: 'POST',
  path: '/export/:id/reassignTrucking',
  toWire: ({ unitNbr, truckingId }, at) => ({ path: at({ id: unitNbr }), body: { truckingId } }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    const truck = isPlainObject(b.truck) ? b.truck : {};
    return {
      unitNbr: textOf(params.id),
      truckingId: optionalText(b.truckingId) ?? optionalText(truck.truckingCoId) ?? '',
    };
  },
});

/** POST /appointmentrules/quotasForExport {start, end, unitNbr} (EXP-059; ruling P55): the unit is in the body. */
export interface ExportQuotas {
  unitNbr: string;
  start: string;
  end: string;
}

export const exportQuotas = defineCall<ExportQuotas>({
  method: 'POST',
  path: '/appointmentrules/quotasForExport',
  toWire: ({ unitNbr, start, end }, at) => ({ path: at(), body: { start, end, unitNbr } }),
  fromWire: ({ body }) => {
    const b = bodyRecord(body);
    // The legacy also names the unit as containerId or id.
    return { unitNbr: textOf(b.unitNbr ?? b.containerId ?? b.id), start: textOf(b.start), end: textOf(b.end) };
  },
});

/** POST /export/saveCoordinacion/{id} {appointmentDate, start} (EXP-061…064; ruling P55): book or re-coordinate a delivery. */
export interface ExportCoordinate {
  unitNbr: string;
  /** YYYY-MM-DD, Santiago. */
  day: string;
  /** HH:mm, the slot's start. */
  start: string;
}

export const exportCoordinate = defineCall<ExportCoordinate>({
  method: 'POST',
  path: '/export/saveCoordinacion/:id',
  toWire: ({ unitNbr, day, start }, at) => ({
    path: at({ id: unitNbr }),
    body: { appointmentDate: `${day}T${start}`, start },
  }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    // The legacy's date forms (slotRequest.ts); the slot may be named by start or slotStartTime.
    const slot = parseSlotRequest(b.appointmentDate, b.start ?? b.slotStartTime);
    if (!slot) throw new WireError({ appointmentDate: operationsMessages.refusals.slotRequired });
    return { unitNbr: textOf(params.id), ...slot };
  },
});
