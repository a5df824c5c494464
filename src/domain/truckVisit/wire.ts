/** The truck visits' answers (issue 31 §3, multi-move visits; beyond-spec calls in the appointmentrules family). */
import type { MoveRole } from './join';

/** Por llegar (joined, not yet in), En el terminal (gated in), Salió (gated out). */
export type TruckVisitState = 'RESERVADA' | 'EN_TERMINAL' | 'SALIDA';

export interface TruckVisitMoveWire {
  role: MoveRole;
  appointmentId: number;
  kind: string;
  unitNbr: string;
  transitState: string;
}

export interface TruckVisitWire {
  id: number;
  /** The one code of its gate pass ('V800001'). */
  code: string;
  truckingId: string;
  truckingName: string;
  day: string;
  start: string;
  end: string;
  plate: string;
  state: TruckVisitState;
  gate: number | null;
  /** ISO instants on the terminal's clock. */
  createdAt: string;
  timeIn: string | null;
  timeOut: string | null;
  /** The drop first, then the pickup. */
  moves: TruckVisitMoveWire[];
}
