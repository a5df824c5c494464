/**
 * The car terminal's calls (D2 §3 Car inscription, §7 Vehicles, Dispatch guide; CAR-006…072,
 * GD-001…016; rulings P61–P66), one codec each: the console's car clients encode with `toWire`, the
 * mock's car area decodes with `fromWire` before its guard (src/domain/legacyCall.ts). The
 * multipart calls keep their FormData and their parsing; a codec names only their path.
 */
import type { CarVisitValues } from './carVisitRules';
import type { CarImportItemWire } from '../terminalWire/cars';
import { bodyRecord, defineCall, isPlainObject, objectOf, optionalText, textOf } from '../legacyCall';

const text = (v: unknown) => optionalText(v) ?? '';
/** A nullable text as sent: null stays null, anything else its text (the transition trims). */
const nullableText = (v: unknown): string | null => (v === undefined || v === null ? null : textOf(v));
/** A list's items, or none when the value is not a list. */
const items = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** An id, or an object's id ({id}), as trimmed text. */
const idOf = (v: unknown) => textOf(isPlainObject(v) && 'id' in v ? v.id : v).trim();

/** One vehicle of an inscription (D2 §3 Car inscription). */
export type InscriptionItem = Omit<CarImportItemWire, 'lastMove'>;

/** POST /autos/import/inscribe (CAR-054): the BL's vehicles, its carrier (trucking companies or drivers), its agent and weight. */
export interface CarInscribe {
  bl: string;
  items: InscriptionItem[];
  weight: string;
  /** The trucking companies' ids (sent as the legacy's truckinsCOs). */
  truckingIds: string[];
  /** The drivers' tax ids. */
  drivers: string[];
  agentId: string;
}

function itemOf(raw: unknown): InscriptionItem {
  const i = objectOf(raw);
  return {
    type: 'VEHICULO',
    code: textOf(i.code),
    vinCorregido: nullableText(i.vinCorregido),
    description: textOf(i.description),
    documType: nullableText(i.documType),
    documentacion: nullableText(i.documentacion),
    condicionRetiro: nullableText(i.condicionRetiro),
    clientId: nullableText(i.clientId),
  };
}

export const carInscribe = defineCall<CarInscribe>({
  method: 'POST',
  path: '/autos/import/inscribe',
  toWire: ({ bl, items: list, weight, truckingIds, drivers, agentId }, at) => ({
    path: at(),
    body: {
      bl,
      weight,
      agentId,
      truckinsCOs: truckingIds,
      drivers,
      items: list.map((i) => ({
        type: 'VEHICULO',
        code: i.code,
        vinCorregido: i.vinCorregido,
        documentacion: i.documentacion,
        documType: i.documType,
        condicionRetiro: i.condicionRetiro,
        clientId: i.clientId,
        description: i.description,
      })),
    },
  }),
  fromWire: ({ body }) => {
    const b = bodyRecord(body);
    // Texts as sent (the inscription's rules trim them); a company may come as {id}.
    return {
      bl: text(b.bl),
      items: items(b.items).map(itemOf),
      weight: textOf(b.weight),
      truckingIds: items(b.truckinsCOs).map(idOf),
      drivers: items(b.drivers).map(textOf),
      agentId: textOf(b.agentId),
    };
  },
});

/** POST /autos/import/reassigntrucking/{id} {truckingCos} (CAR-058): the inscription's trucking companies replaced. */
export interface CarReassignTrucking {
  operationId: string;
  truckingIds: string[];
}

export const carReassignTrucking = defineCall<CarReassignTrucking>({
  method: 'POST',
  path: '/autos/import/reassigntrucking/:id',
  toWire: ({ operationId, truckingIds }, at) => ({ path: at({ id: operationId }), body: { truckingCos: truckingIds } }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    // The legacy's other spelling, truckinsCOs; a company may come as {id}.
    return { operationId: textOf(params.id), truckingIds: items(b.truckingCos ?? b.truckinsCOs).map(idOf) };
  },
});

/** POST /autos/import/reassigndrivers/{id} {drivers} (CAR-059): the inscription's drivers replaced. */
export interface CarReassignDrivers {
  operationId: string;
  drivers: string[];
}

export const carReassignDrivers = defineCall<CarReassignDrivers>({
  method: 'POST',
  path: '/autos/import/reassigndrivers/:id',
  toWire: ({ operationId, drivers }, at) => ({ path: at({ id: operationId }), body: { drivers } }),
  fromWire: ({ params, body }) => ({
    operationId: textOf(params.id),
    drivers: items(bodyRecord(body).drivers).map(textOf),
  }),
});

/** POST /autos/import/importcar {blNbr} (CAR-052): the inscription model of a BL, as a spreadsheet. */
export interface CarInscriptionModel {
  bl: string;
}

export const carInscriptionModel = defineCall<CarInscriptionModel>({
  method: 'POST',
  path: '/autos/import/importcar',
  toWire: ({ bl }, at) => ({ path: at(), body: { blNbr: bl } }),
  fromWire: ({ body }) => ({ bl: text(bodyRecord(body).blNbr) }),
});

/** POST /autos/vesselvisit/{id} (CAR-006…017; ruling P61): a car visit created or updated; texts trimmed. */
export interface CarVisitSave extends CarVisitValues {
  /** The path's id: the visit saved (a new one: its id as typed). */
  pathId: string;
  naveNombre: string;
  viaje: string;
}

export const carVisitSave = defineCall<CarVisitSave>({
  method: 'POST',
  path: '/autos/vesselvisit/:id',
  toWire: ({ pathId, ...v }, at) => ({
    path: at({ id: pathId }),
    body: {
      estado: v.estado,
      visit: v.visit,
      line: v.line,
      mftoNumber: v.mftoNumber,
      cierreDirectos: v.cierreDirectos,
      despachoDirectos: v.despachoDirectos,
      entregaIndirectos: v.entregaIndirectos,
      naveNombre: v.naveNombre,
      viaje: v.viaje,
    },
  }),
  fromWire: ({ params, body }) => {
    const b = bodyRecord(body);
    return {
      pathId: textOf(params.id),
      estado: text(b.estado),
      visit: text(b.visit) || text(b.id),
      line: text(b.line),
      mftoNumber: text(b.mftoNumber),
      cierreDirectos: text(b.cierreDirectos),
      despachoDirectos: text(b.despachoDirectos),
      entregaIndirectos: text(b.entregaIndirectos),
      naveNombre: text(b.naveNombre),
      viaje: text(b.viaje),
    };
  },
});

/** A car visit's chosen BLs (body `bls`; CAR-018…021; ruling P66). */
export interface VisitBls {
  visitId: string;
  bls: string[];
}

const blsOf = (body: unknown) => items(bodyRecord(body).bls).map(String);

/** POST /autos/vesselvisit/setaforos/{id} {bls, aforo}: aforo set on the BLs' vehicles, or cleared (aforo false). */
export interface VisitAforo extends VisitBls {
  aforo: boolean;
}

export const carSetAforo = defineCall<VisitAforo>({
  method: 'POST',
  path: '/autos/vesselvisit/setaforos/:id',
  toWire: ({ visitId, bls, aforo }, at) => ({ path: at({ id: visitId }), body: { bls, aforo } }),
  // Only a false clears: a missing aforo sets it.
  fromWire: ({ params, body }) => ({
    visitId: textOf(params.id),
    bls: blsOf(body),
    aforo: bodyRecord(body).aforo !== false,
  }),
});

const visitBlsCall = (path: '/autos/vesselvisit/recepcionalmacen/:id' | '/autos/vesselvisit/entregaalmacen/:id') =>
  defineCall<VisitBls>({
    method: 'POST',
    path,
    toWire: ({ visitId, bls }, at) => ({ path: at({ id: visitId }), body: { bls } }),
    fromWire: ({ params, body }) => ({ visitId: textOf(params.id), bls: blsOf(body) }),
  });

/** POST /autos/vesselvisit/recepcionalmacen/{id} {bls}: the BLs' yard vehicles received in the warehouse. */
export const carWarehouseReceipt = visitBlsCall('/autos/vesselvisit/recepcionalmacen/:id');
/** POST /autos/vesselvisit/entregaalmacen/{id} {bls}: the BLs' received vehicles delivered. */
export const carWarehouseDelivery = visitBlsCall('/autos/vesselvisit/entregaalmacen/:id');

/** POST /autos/marcas/byids [ids] (CAR-025): the makes named. */
export interface BrandsByIds {
  ids: string[];
}

export const carBrandsByIds = defineCall<BrandsByIds>({
  method: 'POST',
  path: '/autos/marcas/byids',
  toWire: ({ ids }, at) => ({ path: at(), body: ids }),
  fromWire: ({ body }) => ({ ids: items(body).map(String) }),
});

/** POST /autos/gate/confirmguiawithfile/{gateid} (GD-008): the path; the PDF goes as the multipart part `file` (the mock reads it by its bytes). */
export interface GuideGate {
  gate: string;
}

export const confirmGuideWithFile = defineCall<GuideGate>({
  method: 'POST',
  path: '/autos/gate/confirmguiawithfile/:gateid',
  toWire: ({ gate }, at) => ({ path: at({ gateid: gate }) }),
  fromWire: ({ params }) => ({ gate: textOf(params.gateid) }),
});

/** A report's date range as the path carries it (DD-MM-YYYY, or DD/MM/YYYY encoded; the mock reads the day, 400 on the field it cannot). */
export interface DateRange {
  from: string;
  to: string;
}

/** GET /autos/report/reportGateControl/{from}/{to} (CAR-029; ruling P65). */
export const carGateControlReport = defineCall<DateRange>({
  method: 'GET',
  path: '/autos/report/reportGateControl/:from/:to',
  toWire: ({ from, to }, at) => ({ path: at({ from, to }) }),
  fromWire: ({ params }) => ({ from: textOf(params.from), to: textOf(params.to) }),
});

/** GET /autos/report/reportDispatch/{from}/{to}/{login} (CAR-069…071; ruling P64). */
export interface DispatchReport extends DateRange {
  login: string;
}

export const carDispatchReport = defineCall<DispatchReport>({
  method: 'GET',
  path: '/autos/report/reportDispatch/:from/:to/:login',
  toWire: ({ from, to, login }, at) => ({ path: at({ from, to, login }) }),
  fromWire: ({ params }) => ({ from: textOf(params.from), to: textOf(params.to), login: textOf(params.login) }),
});

/** GET /autos/report/rsmmanifest/{manifest}/{rprtype}/{login} (CAR-026…028; Q23, Q38): a visit's report of a type. */
export interface ManifestReport {
  manifest: string;
  type: string;
  login: string;
}

export const carManifestReport = defineCall<ManifestReport>({
  method: 'GET',
  path: '/autos/report/rsmmanifest/:manifest/:rprtype/:login',
  toWire: ({ manifest, type, login }, at) => ({ path: at({ manifest, rprtype: type, login }) }),
  fromWire: ({ params }) => ({
    manifest: textOf(params.manifest),
    type: textOf(params.rprtype),
    login: textOf(params.login),
  }),
});

/** GET /autos/item/bycode/{code}/{clientId} (CAR-061…066): a vehicle by its VIN; the client's id ('0': none; the mock scopes by the user). */
export interface VehicleByCode {
  vin: string;
  clientId: string;
}

export const carVehicleByCode = defineCall<VehicleByCode>({
  method: 'GET',
  path: '/autos/item/bycode/:code/:clientId',
  toWire: ({ vin, clientId }, at) => ({ path: at({ code: vin, clientId }) }),
  fromWire: ({ params }) => ({ vin: textOf(params.code), clientId: textOf(params.clientId) }),
});

/** GET /autos/movspormarca/{manifest}/{login} (CAR-023, CAR-024): a visit's brand movements. */
export interface BrandMovements {
  manifest: string;
  login: string;
}

export const carBrandMovements = defineCall<BrandMovements>({
  method: 'GET',
  path: '/autos/movspormarca/:manifest/:login',
  toWire: ({ manifest, login }, at) => ({ path: at({ manifest, login }) }),
  fromWire: ({ params }) => ({ manifest: textOf(params.manifest), login: textOf(params.login) }),
});

/** GET /report/etiquetasstaticvisit/{vesselVisitId}/{blNumber} (CAR-060): the labels of a BL's vehicles. */
export interface BlLabels {
  visitId: string;
  bl: string;
}

export const carLabels = defineCall<BlLabels>({
  method: 'GET',
  path: '/report/etiquetasstaticvisit/:vesselVisitId/:blNumber',
  toWire: ({ visitId, bl }, at) => ({ path: at({ vesselVisitId: visitId, blNumber: bl }) }),
  fromWire: ({ params }) => ({ visitId: textOf(params.vesselVisitId), bl: textOf(params.blNumber) }),
});
