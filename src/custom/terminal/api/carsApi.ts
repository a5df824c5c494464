/** The vehicle terminal's calls (D2 §7 Vehicles; ruling P61), shared by the car areas. */
import type {
  BrandMovementsWire,
  BrandStatisticsWire,
  CarImportDetailWire,
  CarImportItemWire,
  CarImportWire,
  CarVisitShort,
  CarVisitWire,
  VehicleWire,
} from '../../../domain/terminalWire/cars';
import {
  carBrandMovements,
  carDispatchReport,
  carGateControlReport,
  carLabels,
  carInscribe,
  carInscriptionModel,
  carManifestReport,
  carReassignDrivers,
  carReassignTrucking,
  carSetAforo,
  carVehicleByCode,
  carVisitSave,
  carWarehouseDelivery,
  carWarehouseReceipt,
  type CarInscribe,
  type CarVisitSave,
} from '../../../domain/cars/calls';
import type { LegacyCall } from '../../../domain/legacyCall';
import { apiFetch } from '../../../providers/httpClient';
import { sendCall } from '../../../providers/sendCall';
import { postForm } from './postForm';

export type {
  BrandMovementsWire,
  BrandStatisticsWire,
  CarImportDetailWire,
  CarImportItemWire,
  CarImportWire,
  CarVisitShort,
  CarVisitWire,
  VehicleWire,
};

const enc = encodeURIComponent;
const file = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
  apiFetch<Response>(path, { method, body, raw: true }).then((r) => r.blob());
/** A call's answer as a file. */
const fileOf = <Input>(call: LegacyCall<Input>, input: Input) =>
  sendCall<Response, Input>(call, input, { raw: true }).then((r) => r.blob());

/** A BL of a car visit with its vehicles' aforo and warehouse counts. */
export interface VisitBlWire {
  blNbr: string;
  vehiculos: number;
  enPatio: number;
  aforo: number;
  recibidos: number;
  entregados: number;
  inscrito: boolean;
}

/** The inscription (D2 §3 Car inscription); its codec names the legacy's fields. */
export type InscribeRequest = CarInscribe;

export const carsApi = {
  vehicle: (vin: string, clientId: string) =>
    sendCall<VehicleWire, { vin: string; clientId: string }>(carVehicleByCode, { vin, clientId: clientId || '0' }),
  /** The brand movements of the user's own vehicles (a client's; CAR-023…025). */
  myBrandMovements: (login: string) => apiFetch<BrandMovementsWire>(`/autos/movspormarcabyclientid/${enc(login)}`),
  activeVisits: () => apiFetch<CarVisitShort[]>('/autos/vesselvisit/allactives'),
  visit: (id: string) => apiFetch<CarVisitWire>(`/autos/vesselvisit/${enc(id)}`),
  visitByManifest: (manifest: string) => apiFetch<CarVisitWire>(`/autos/vesselvisit/bymanifest/${enc(manifest)}`),
  saveVisit: (request: CarVisitSave) =>
    sendCall<{ message: string; visit: CarVisitWire }, CarVisitSave>(carVisitSave, request),
  lines: () => apiFetch<{ id: string; name: string }[]>('/autos/lineoperators'),
  brandMovements: (manifest: string, login: string) =>
    sendCall<BrandMovementsWire, { manifest: string; login: string }>(carBrandMovements, { manifest, login }),
  /** CHART-003, CHART-004: the makes present in the visit. */
  brandsOfVisit: (visitId: string) => apiFetch<{ id: string; nombre: string }[]>(`/autos/marcas/${enc(visitId)}`),
  statistics: (visitId: string) => apiFetch<BrandStatisticsWire>(`/autos/item/statsclient/${enc(visitId)}`),
  // The car import (CAR-032…060; ruling P62). The BL goes as typed: blKey made it the path's form.
  importBl: (bl: string) => apiFetch<CarImportWire>(`/autos/import/${enc(bl)}`),
  inscribe: (request: InscribeRequest) =>
    sendCall<{ message: string; operation: CarImportDetailWire }, CarInscribe>(carInscribe, request),
  inscription: (id: number) => apiFetch<CarImportDetailWire>(`/autos/import/byoperation/${id}`),
  inscribedVehicles: (id: number) => apiFetch<VehicleWire[]>(`/autos/item/byoperation/${id}`),
  cancelInscription: (id: number) => apiFetch<{ message: string; blNbr: string }>(`/autos/import/cancel/${id}`),
  reassignTrucking: (id: number, truckingIds: string[]) =>
    sendCall<{ message: string; operation: CarImportDetailWire }, { operationId: string; truckingIds: string[] }>(
      carReassignTrucking,
      { operationId: String(id), truckingIds },
    ),
  reassignDrivers: (id: number, drivers: string[]) =>
    sendCall<{ message: string; operation: CarImportDetailWire }, { operationId: string; drivers: string[] }>(
      carReassignDrivers,
      { operationId: String(id), drivers },
    ),
  itemsFromFile: (bl: string, upload: File) => {
    const form = new FormData();
    form.append('blnbr', bl);
    form.append('file', upload);
    return postForm<{ items: CarImportItemWire[]; rejected: { code: string; mensaje: string }[]; read: number }>(
      '/autos/import/getbyfile',
      form,
    );
  },
  inscriptionModel: (bl: string) => fileOf(carInscriptionModel, { bl }),
  inscriptionSheet: (id: number) => file(`/autos/report/importCarDetail/${id}`),
  labels: (visitId: string, bl: string) => fileOf(carLabels, { visitId, bl }),
  carAgents: () => apiFetch<{ id: string; name: string }[]>('/agent/listagentscar'),
  // A visit's BLs and their aforo and warehouse actions (CAR-018…021; ruling P66).
  visitBls: (visitId: string) => apiFetch<VisitBlWire[]>(`/autos/vesselvisit/vesselbookingsitems/${enc(visitId)}`),
  setAforo: (visitId: string, bls: string[], aforo: boolean) =>
    sendCall<{ message: string }, { visitId: string; bls: string[]; aforo: boolean }>(carSetAforo, {
      visitId,
      bls,
      aforo,
    }),
  warehouseReceipt: (visitId: string, bls: string[]) =>
    sendCall<{ message: string }, { visitId: string; bls: string[] }>(carWarehouseReceipt, { visitId, bls }),
  warehouseDelivery: (visitId: string, bls: string[]) =>
    sendCall<{ message: string }, { visitId: string; bls: string[] }>(carWarehouseDelivery, { visitId, bls }),
  // The car reports (CAR-026…030, CAR-067; ruling P65).
  carReport: (manifest: string, type: string, login: string) => fileOf(carManifestReport, { manifest, type, login }),
  gateControlReport: (from: string, to: string) => fileOf(carGateControlReport, { from, to }),
  itemReport: (vin: string) => file(`/autos/report/item/${enc(vin)}`),
  // The yard (CAR-068…072; ruling P64).
  dispatches: (login: string) =>
    apiFetch<{ dias: { day: string; despachados: number }[]; rango: { from: string; to: string } }>(
      `/autos/movsfordispatch/${enc(login)}`,
    ),
  dispatchReport: (from: string, to: string, login: string) => fileOf(carDispatchReport, { from, to, login }),
  yardSummary: (login: string) =>
    apiFetch<{ enPatio: number; enCamion: number; marcas: { marca: string; enPatio: number; enCamion: number }[] }>(
      `/autos/yardsummary/${enc(login)}`,
    ),
  yardReport: (login: string) => file(`/autos/report/reportYard/${enc(login)}`),
  carTruckings: () => apiFetch<{ id: string; name: string }[]>('/truckingcompany/forcars'),
};
