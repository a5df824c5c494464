/**
 * The gate's answers (D2 §3 Gate arrival; API.md A100–A104, A122), as the mock's views make them
 * and the console reads them. Field names are the spec's; what is beyond them is marked.
 */
import type { CutOffStatus } from '../gate/cutOff';
import type { ArrivalChecks, BlockingField, Refusal } from '../gate/arrivalChecks';
import type { TransitState } from '../transitStates';

export type { GateOption } from '../gate/gates';
export type { SagResult } from '../gate/sag';

/**
 * POST /unitfacilityvisit/arribogate and arribogateupdate, and each row of getallecin: the
 * pre-gate result (GATE-006) and the unit items the late query takes (GATE-011).
 */
export interface GateArrivalWire extends ArrivalChecks {
  unitNbr: string;
  portOfDischarge1: string | null;
  lineOp: string;
  // Beyond the spec: what the result shows besides the checks.
  bookingNbr: string | null;
  /** FCL (a full export box) or MTY (an empty). */
  freight: 'FCL' | 'MTY';
  transitState: TransitState;
  /** ISO instants on the terminal's clock. */
  arrivedAt: string | null;
  confirmedAt: string | null;
  /** The truck's pass recorded at the confirmation: plate and driver on record, or null. */
  plate: string | null;
  driverRut: string | null;
  truckingName: string | null;
  /** Why the entry cannot be confirmed now (empty: it can, or it is confirmed). */
  blocks: Refusal<BlockingField>[];
}

/** GET /unitfacilityvisit/consultacutoff/{id}/{line} (GATE-008…010). */
export interface CutOffWire {
  /** Ruling: the box may be received now by its booking's dates. */
  valor: boolean;
  unitNbr: string;
  late: boolean;
  lateDate: string | null;
  obactualVisit: string | null;
  lineOp: string;
  bookingNbr: string;
  portOfDischarge1: string | null;
  destino: string | null;
  // Beyond the spec: the rule's reading and the window it judged.
  status: CutOffStatus;
  stackingStart: string | null;
  stackingEnd: string | null;
  /** The terminal's clock when judged. */
  at: string;
}
