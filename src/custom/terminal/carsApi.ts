/** The vehicle terminal's calls (D2 §7 Vehicles; ruling P61), shared by the car areas. */
import type {
  BrandMovementsWire, BrandStatisticsWire, CarImportDetailWire, CarImportItemWire, CarImportWire, CarVisitShort, CarVisitWire, VehicleWire,
} from '../../domain/terminalWire/cars';
import { apiFetch } from '../../providers/httpClient';
import { postForm } from './postForm';

export type { BrandMovementsWire, BrandStatisticsWire, CarImportDetailWire, CarImportItemWire, CarImportWire, CarVisitShort, CarVisitWire, VehicleWire };

const enc = encodeURIComponent;
const file = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => apiFetch<Response>(path, { method, body, raw: true }).then((r) => r.blob());

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

/** The inscription as sent (D2 §3 Car inscription). */
export interface InscribeRequest {
  bl: string;
  items: (Omit<CarImportItemWire, 'lastMove'>)[];
  weight: string;
  truckinsCOs: string[];
  drivers: string[];
  agentId: string;
}

export const carsApi = {
  vehicle: (vin: string, clientId: string) => apiFetch<VehicleWire>(`/autos/item/bycode/${enc(vin)}/${enc(clientId || '0')}`),
  /** The brand movements of the user's own vehicles (a client's; CAR-023…025). */
  myBrandMovements: (login: string) => apiFetch<BrandMovementsWire>(`/autos/movspormarcabyclientid/${enc(login)}`),
  activeVisits: () => apiFetch<CarVisitShort[]>('/autos/vesselvisit/allactives'),
  visit: (id: string) => apiFetch<CarVisitWire>(`/autos/vesselvisit/${enc(id)}`),
  visitByManifest: (manifest: string) => apiFetch<CarVisitWire>(`/autos/vesselvisit/bymanifest/${enc(manifest)}`),
  saveVisit: (id: string, body: Record<string, string>) => apiFetch<{ message: string; visit: CarVisitWire }>(`/autos/vesselvisit/${enc(id)}`, { method: 'POST', body }),
  lines: () => apiFetch<{ id: string; name: string }[]>('/autos/lineoperators'),
  brandMovements: (manifest: string, login: string) => apiFetch<BrandMovementsWire>(`/autos/movspormarca/${enc(manifest)}/${enc(login)}`),
  /** CHART-003, CHART-004: the makes present in the visit. */
  brandsOfVisit: (visitId: string) => apiFetch<{ id: string; nombre: string }[]>(`/autos/marcas/${enc(visitId)}`),
  statistics: (visitId: string) => apiFetch<BrandStatisticsWire>(`/autos/item/statsclient/${enc(visitId)}`),
  // The car import (CAR-032…060; ruling P62). The BL goes as typed: blKey made it the path's form.
  importBl: (bl: string) => apiFetch<CarImportWire>(`/autos/import/${enc(bl)}`),
  inscribe: (body: InscribeRequest) => apiFetch<{ message: string; operation: CarImportDetailWire }>('/autos/import/inscribe', { method: 'POST', body }),
  inscription: (id: number) => apiFetch<CarImportDetailWire>(`/autos/import/byoperation/${id}`),
  inscribedVehicles: (id: number) => apiFetch<VehicleWire[]>(`/autos/item/byoperation/${id}`),
  cancelInscription: (id: number) => apiFetch<{ message: string; blNbr: string }>(`/autos/import/cancel/${id}`),
  reassignTrucking: (id: number, truckingCos: string[]) => apiFetch<{ message: string; operation: CarImportDetailWire }>(`/autos/import/reassigntrucking/${id}`, { method: 'POST', body: { truckingCos } }),
  reassignDrivers: (id: number, drivers: string[]) => apiFetch<{ message: string; operation: CarImportDetailWire }>(`/autos/import/reassigndrivers/${id}`, { method: 'POST', body: { drivers } }),
  itemsFromFile: (bl: string, upload: File) => {
    const form = new FormData();
    form.append('blnbr', bl);
    form.append('file', upload);
    return postForm<{ items: CarImportItemWire[]; rejected: { code: string; mensaje: string }[]; read: number }>('/autos/import/getbyfile', form);
  },
  inscriptionModel: (bl: string) => file('/autos/import/importcar', 'POST', { blNbr: bl }),
  inscriptionSheet: (id: number) => file(`/autos/report/importCarDetail/${id}`),
  labels: (visitId: string, bl: string) => file(`/report/etiquetasstaticvisit/${enc(visitId)}/${enc(bl)}`),
  carAgents: () => apiFetch<{ id: string; name: string }[]>('/agent/listagentscar'),
  // A visit's BLs and their aforo and warehouse actions (CAR-018…021; ruling P66).
  visitBls: (visitId: string) => apiFetch<VisitBlWire[]>(`/autos/vesselvisit/vesselbookingsitems/${enc(visitId)}`),
  setAforo: (visitId: string, bls: string[], aforo: boolean) => apiFetch<{ message: string }>(`/autos/vesselvisit/setaforos/${enc(visitId)}`, { method: 'POST', body: { bls, aforo } }),
  warehouseReceipt: (visitId: string, bls: string[]) => apiFetch<{ message: string }>(`/autos/vesselvisit/recepcionalmacen/${enc(visitId)}`, { method: 'POST', body: { bls } }),
  warehouseDelivery: (visitId: string, bls: string[]) => apiFetch<{ message: string }>(`/autos/vesselvisit/entregaalmacen/${enc(visitId)}`, { method: 'POST', body: { bls } }),
  // The car reports (CAR-026…030, CAR-067; ruling P65).
  carReport: (manifest: string, type: string, login: string) => file(`/autos/report/rsmmanifest/${enc(manifest)}/${enc(type)}/${enc(login)}`),
  gateControlReport: (from: string, to: string) => file(`/autos/report/reportGateControl/${enc(from)}/${enc(to)}`),
  itemReport: (vin: string) => file(`/autos/report/item/${enc(vin)}`),
  // The yard (CAR-068…072; ruling P64).
  dispatches: (login: string) => apiFetch<{ dias: { day: string; despachados: number }[]; rango: { from: string; to: string } }>(`/autos/movsfordispatch/${enc(login)}`),
  dispatchReport: (from: string, to: string, login: string) => file(`/autos/report/reportDispatch/${enc(from)}/${enc(to)}/${enc(login)}`),
  yardSummary: (login: string) => apiFetch<{ enPatio: number; enCamion: number; marcas: { marca: string; enPatio: number; enCamion: number }[] }>(`/autos/yardsummary/${enc(login)}`),
  yardReport: (login: string) => file(`/autos/report/reportYard/${enc(login)}`),
  carTruckings: () => apiFetch<{ id: string; name: string }[]>('/truckingcompany/forcars'),
};
