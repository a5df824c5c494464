/** The trucking management tabs' calls (D1 §7 Drivers, Trucks), through the portal's HTTP client. */
import { apiFetch } from '../../providers/httpClient';

type Rec = Record<string, unknown>;
const seg = (v: unknown) => encodeURIComponent(String(v ?? ''));

export const fleetApi = {
  createDriver: (truckingId: string, driver: Rec) =>
    apiFetch<Rec>(`/driver/${seg(truckingId)}`, { method: 'POST', body: driver }),
  updateDriver: (truckingId: string, cardId: string, driver: Rec) =>
    apiFetch<Rec>(`/driver/${seg(cardId)}/${seg(truckingId)}`, { method: 'PUT', body: driver }),
  removeDriver: (truckingId: string, cardId: string) =>
    apiFetch<Rec[]>(`/driver/remove/${seg(truckingId)}/${seg(cardId)}`, { method: 'GET' }),
  createTruck: (truckingId: string, truck: Rec) =>
    apiFetch<Rec>(`/truck/${seg(truckingId)}`, { method: 'POST', body: truck }),
  updateTruck: (truckingId: string, plate: string, truck: Rec) =>
    apiFetch<Rec>(`/truck/${seg(plate)}/${seg(truckingId)}`, { method: 'PUT', body: truck }),
  disassociateTruck: (truckingId: string, plate: string) =>
    apiFetch<Rec[]>(`/truck/disassociate/${seg(truckingId)}/${seg(plate)}`, { method: 'GET' }),
  /** The company of a company user, asked by its own login (the single-company header). */
  ownCompany: (login: string) => apiFetch<Rec>(`/truckingcompany/${seg(login)}`, { method: 'GET' }),
};
