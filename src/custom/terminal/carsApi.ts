/** The vehicle terminal's calls (D2 §7 Vehicles; ruling P61), shared by the car areas. */
import type { BrandMovementsWire, BrandStatisticsWire, CarVisitShort, CarVisitWire, VehicleWire } from '../../domain/terminalWire/cars';
import { apiFetch } from '../../providers/httpClient';

export type { BrandMovementsWire, BrandStatisticsWire, CarVisitShort, CarVisitWire, VehicleWire };

const enc = encodeURIComponent;

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
};
