/**
 * Reading an export unit out of the terminal: its unit visit (a container booked to leave), the
 * booking it is announced or pre-advised on, its active pre-advice and that one's delivery
 * appointment (the core's unit context, terminalModel/unitContext.ts), and the facts src/domain/exportPreadvice/detailActions.ts judges.
 */
import type { Store } from '../../store';
import { unitContextOf, type UnitContext } from '../../terminalModel/unitContext';
import { findUnitVisit } from '../../terminalModel/unitVisits';
import type { ContainerVisit } from '../../terminalModel/types';
import type { Booking } from '../../modules/bookings/types';
import { isExportOperation, type ExportOperation } from './types';

/** The export unit's context: the core's reading, and the booking it is announced or pre-advised on. */
export interface ExportContext extends UnitContext<ExportOperation> {
  booking: Booking | undefined;
}

/** A container number (any case, spaces ignored), unit visit id or operation number → its export visit. */
export function findExportUnit(store: Store, key: string): ContainerVisit | undefined {
  const unit = findUnitVisit(store, key, 'EXPORT');
  return unit?.kind === 'container' && unit.category === 'EXPORT' ? unit : undefined;
}

/** The booking an export unit is on: its pre-advice's, else the one that reserved it. */
export function bookingOfUnit(
  store: Store,
  unit: ContainerVisit,
  op: ExportOperation | undefined,
): Booking | undefined {
  if (op) return store.findById('booking', op.bookingId);
  return store.db.booking.find((b) => b.visitId === unit.visitId && b.reservedContainers.includes(unit.unitNbr));
}

export function exportContextOf(store: Store, unit: ContainerVisit): ExportContext {
  const context = unitContextOf(store, unit, isExportOperation);
  return { ...context, booking: bookingOfUnit(store, unit, context.op) };
}

/** The export units of a booking: the reserved ones and those pre-advised on it, each once. */
export function unitsOfBooking(store: Store, booking: Booking): ContainerVisit[] {
  const units = new Map<string, ContainerVisit>();
  for (const nbr of booking.reservedContainers) {
    const unit = findExportUnit(store, nbr);
    if (unit) units.set(unit.id, unit);
  }
  for (const op of store.db.operation) {
    if (!isExportOperation(op) || op.bookingId !== booking.id || op.status !== 'ACTIVE') continue;
    const unit = store.findById('unitVisit', op.unitVisitId);
    if (unit?.kind === 'container') units.set(unit.id, unit);
  }
  return [...units.values()];
}
