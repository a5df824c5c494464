/** The legacy calls of the vessel-visit screens (D2 §7 Vessel visits, Container import; DECISIONS Q20). */
import { gatePassCheckMany, massiveGatePass, type GatePassSelection } from '../../domain/gatePass/calls';
import {
  importChangeConditionExtraportuarios,
  importReassignTrucking,
  type ImportReassign,
  type ImportUnitRef,
} from '../../domain/import/calls';
import {
  visitReassignTrucking,
  visitUnits,
  type VisitReassign,
  type VisitUnitsQuery,
} from '../../domain/vesselVisits/calls';
import { apiFetch } from '../../providers/httpClient';
import { sendCall } from '../../providers/sendCall';
import type { MassPrintCheck } from '../../domain/terminalWire/gatePass';
import type { ReassignResult } from '../../domain/terminalWire/reassign';
import { reassignEach } from './reassignEach';

export type { ReassignResult };
import type { VesselVisitSummary, VisitUnitRow } from './visitUnits';

const enc = encodeURIComponent;

export interface TruckingOption {
  id: string;
  name: string;
}

const list = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

export const vesselVisitsApi = {
  visit: (id: string, signal?: AbortSignal) => apiFetch<VesselVisitSummary>(`/vesselvisit/${enc(id)}`, { signal }),
  units: async (visitId: string, signal?: AbortSignal) =>
    // The path's "no filter" values: the whole visit is loaded, filters run in memory.
    list<VisitUnitRow>(
      await sendCall<unknown, VisitUnitsQuery>(
        visitUnits,
        { visitId, unitPrefix: null, departed: false, sequenced: false, page: null },
        { signal },
      ),
    ),
  /** VV-033…037: {valor, mensaje}. */
  changeCondition: (nbr: string) =>
    sendCall<{ valor: boolean; mensaje: string }, ImportUnitRef>(importChangeConditionExtraportuarios, {
      unitNbr: nbr,
    }),
  /** VV-020: every selected unit's reasons. */
  canPrintMany: (nbrs: readonly string[]) =>
    sendCall<MassPrintCheck, GatePassSelection>(gatePassCheckMany, { unitNbrs: [...nbrs] }),
  massGatePassPdf: (nbrs: readonly string[]) =>
    sendCall<Response, GatePassSelection>(massiveGatePass, { unitNbrs: [...nbrs] }, { raw: true }).then((r) =>
      r.blob(),
    ),
  /** VV-023, Q20: {id} is the trucking company; the body the containers. */
  reassign: (truckingId: string, nbrs: readonly string[]) =>
    sendCall<ReassignResult, VisitReassign>(visitReassignTrucking, { truckingId, unitNbrs: [...nbrs] }),
  /** VV-026, P42: 'Por sus propios medios', one POST /import/{nbr}/reassignTrucking per unit. */
  reassignOwnMeans: (nbrs: readonly string[], driverRuts: readonly string[]) =>
    reassignEach(nbrs, (nbr) =>
      sendCall<unknown, ImportReassign>(importReassignTrucking, {
        unitNbr: nbr,
        ownMeans: true,
        driverRuts: [...driverRuts],
      }),
    ),
  /** VV-024: the companies the user may assign (its storekeeper's). */
  truckings: async (ownerId: string) =>
    list<TruckingOption>(await apiFetch(`/truckingcompany/truckingcobyaga/${enc(ownerId)}`)),
};
