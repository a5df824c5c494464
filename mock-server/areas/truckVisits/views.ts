/** A truck visit as the screens read it (src/domain/truckVisit/wire.ts): its state, plate and both moves with their boxes' states now. */
import type { TruckVisitWire } from '../../../src/domain/truckVisit/wire';
import { MOVE_ROLES } from '../../../src/domain/truckVisit/join';
import type { Store } from '../../store';
import type { TruckVisit } from '../../modules/truckVisits/types';

export function truckVisitView(store: Store, v: TruckVisit): TruckVisitWire {
  const moves = [v.dropId, v.pickupId].map((id) => {
    const a = store.findById('appointment', id);
    const unit = a ? store.findById('unitVisit', a.unitVisitId) : undefined;
    return {
      role: MOVE_ROLES[a?.kind ?? ''] ?? (id === v.dropId ? 'drop' : 'pickup'),
      appointmentId: id,
      kind: a?.kind ?? '',
      unitNbr: unit?.unitNbr ?? '',
      transitState: unit?.transitState ?? '',
    };
  });
  return {
    id: v.id,
    code: v.code,
    truckingId: v.truckingId,
    truckingName: store.findById('truckingcompany', v.truckingId)?.name ?? v.truckingId,
    day: v.day,
    start: v.start,
    end: v.end,
    plate: v.plate,
    state: v.timeOut ? 'SALIDA' : v.timeIn ? 'EN_TERMINAL' : 'RESERVADA',
    gate: v.gate,
    createdAt: v.createdAt,
    timeIn: v.timeIn,
    timeOut: v.timeOut,
    moves,
  };
}
