/** The gate's calls (D2 §7 Gate; API.md A100–A104, A122), through their codecs where they have one. */
import {
  cutOffQuery,
  gateArrival,
  gateArrivalConfirm,
  type CutOffQuery,
  type GateArrivalInput,
  type GateConfirmInput,
} from '../../domain/gate/calls';
import type { CutOffWire, GateArrivalWire, GateOption, SagResult } from '../../domain/terminalWire/gate';
import { apiFetch } from '../../providers/httpClient';
import { sendCall } from '../../providers/sendCall';

export type { CutOffWire, GateArrivalWire, GateOption, SagResult };

const enc = encodeURIComponent;

export const gateApi = {
  gates: () => apiFetch<GateOption[]>('/appointmentrules/gates'),
  arrive: (unitNbr: string, gate: number) =>
    sendCall<GateArrivalWire, GateArrivalInput>(gateArrival, { unitNbr, gate }),
  confirm: (unitNbr: string, gate: number) =>
    sendCall<GateArrivalWire, GateConfirmInput>(gateArrivalConfirm, { unitNbr, gate, arriboGate: true }),
  atGate: (signal?: AbortSignal) => apiFetch<GateArrivalWire[]>('/unitfacilityvisit/getallecin', { signal }),
  cutOff: (unitNbr: string, line: string) => sendCall<CutOffWire, CutOffQuery>(cutOffQuery, { unitNbr, line }),
  sag: (unitNbr: string) => apiFetch<SagResult>(`/unitfacilityvisit/consultasag/${enc(unitNbr)}`),
};

/** The result's, late and SAG screens' paths (D2 §2 Gate). */
export const gatePaths = {
  result: (unitNbr: string, gate: number) => `/gate/result/${enc(unitNbr)}/${gate}`,
  // A box without a port of discharge on record keeps the segment: the late query reads the unit and line.
  lateDetail: (unitNbr: string, pod: string | null, lineOp: string) =>
    `/gate/lateDetail/${enc(unitNbr)}/${enc(pod ?? '-')}/${enc(lineOp)}`,
  sagDetail: (unitNbr: string) => `/gate/sagDetail/${enc(unitNbr)}`,
};
