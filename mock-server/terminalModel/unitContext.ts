/**
 * One unit's context, whatever the kind: its unit visit, the vessel visit, the kind's active
 * operation and its booked appointment, its last gate visit, and every active operation (the
 * access scopes read them). Each kind adds what it alone knows (the import pickup the storekeeper's
 * code, the export pre-advice its booking) on top of this one reading.
 */
import type { Store } from '../store';
import { lastGateVisit } from './gate';
import { terminalIndex } from './indexes';
import type { Appointment, ContainerVisit, GateVisit, Operation, VesselVisit } from './types';
import { activeOperations } from './unitVisits';

export interface UnitContext<Op extends Operation> {
  unit: ContainerVisit;
  visit: VesselVisit | undefined;
  /** The kind's active operation: the newest (transitions keep one at a time). */
  op: Op | undefined;
  appointment: Appointment | undefined;
  /** The truck that came for it, if one did (plate, times). */
  gate: GateVisit | undefined;
  /** Every active operation of the unit visit, any kind (access scopes read them). */
  active: Operation[];
}

export function unitContextOf<Op extends Operation>(
  store: Store,
  unit: ContainerVisit,
  isKind: (op: Operation) => op is Op,
): UnitContext<Op> {
  const active = activeOperations(store, unit.id);
  const op = active.filter(isKind).pop();
  return {
    unit,
    visit: unit.visitId ? store.findById('vesselVisit', unit.visitId) : undefined,
    op,
    appointment: op ? terminalIndex(store).bookedAppointmentOf(op.id) : undefined,
    gate: lastGateVisit(store, unit.id),
    active,
  };
}
