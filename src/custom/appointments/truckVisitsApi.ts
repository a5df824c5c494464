/** The truck visits' calls (beyond-spec; src/domain/truckVisit/calls.ts). */
import {
  joinAppointments,
  listTruckVisits,
  truckVisitPass,
  type JoinInput,
  type VisitCodeInput,
} from '../../domain/truckVisit/calls';
import type { TruckVisitWire } from '../../domain/truckVisit/wire';
import { sendCall } from '../../providers/sendCall';

export const truckVisitsApi = {
  list: () => sendCall<TruckVisitWire[], Record<string, never>>(listTruckVisits, {}),
  join: (input: JoinInput) => sendCall<TruckVisitWire, JoinInput>(joinAppointments, input),
  passPdf: (code: string) =>
    sendCall<Response, VisitCodeInput>(truckVisitPass, { code }, { raw: true }).then((r) => r.blob()),
};
