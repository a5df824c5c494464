/** The legacy calls of the vessel-visit screens (D2 §7 Vessel visits, Container import; DECISIONS Q20). */
import { apiFetch } from '../../providers/httpClient';
import type { MassPrintCheck } from '../../domain/terminalWire/gatePass';
import type { ReassignResult } from '../../domain/terminalWire/reassign';
import { reassignEach } from './reassignEach';

export type { ReassignResult };
import type { VesselVisitSummary, VisitUnitRow } from './visitUnits';

const enc = encodeURIComponent;
/** The fixed-segment path's "no filter" values: the whole visit is loaded, filters run in memory. */
const ALL_UNITS = '-/false/false';

export interface TruckingOption {
  id: string;
  name: string;
}

const list = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

export const vesselVisitsApi = {
  visit: (id: string, signal?: AbortSignal) => apiFetch<VesselVisitSummary>(`/vesselvisit/${enc(id)}`, { signal }),
  units: async (visitId: string, signal?: AbortSignal) =>
    list<VisitUnitRow>(await apiFetch(`/unitfacilityvisit/byVesselAndAlmacenista/${enc(visitId)}/${ALL_UNITS}`, { signal })),
  /** VV-033…037: {valor, mensaje}. */
  changeCondition: (nbr: string) => apiFetch<{ valor: boolean; mensaje: string }>(`/import/changeConditionExtraportuarios/${enc(nbr)}`),
  /** VV-020: every selected unit's reasons. */
  canPrintMany: (nbrs: readonly string[]) =>
    apiFetch<MassPrintCheck>('/report/canPrintGatePass', { method: 'POST', body: nbrs }),
  massGatePassPdf: (nbrs: readonly string[]) =>
    apiFetch<Response>('/report/massivegatepass/', { method: 'POST', body: nbrs, raw: true }).then((r) => r.blob()),
  /** VV-023, Q20: {id} is the trucking company; the body the containers. */
  reassign: (truckingId: string, nbrs: readonly string[]) =>
    apiFetch<ReassignResult>(`/import/reassigntruckingmassive/${enc(truckingId)}`, { method: 'POST', body: { containers: nbrs } }),
  /** VV-026, P42: 'Por sus propios medios', one POST /import/{nbr}/reassignTrucking per unit. */
  reassignOwnMeans: (nbrs: readonly string[], driverRuts: readonly string[]) =>
    reassignEach(nbrs, (nbr) => apiFetch(`/import/${enc(nbr)}/reassignTrucking`, { method: 'POST', body: { ownMeans: true, driverRuts } })),
  /** VV-024: the companies the user may assign (its storekeeper's). */
  truckings: async (ownerId: string) => list<TruckingOption>(await apiFetch(`/truckingcompany/truckingcobyaga/${enc(ownerId)}`)),
};
