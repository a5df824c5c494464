/**
 * Export delivery appointments (D2 §2 Export /exportApp; EXP-059…064; DECISIONS Q24; ruling P55):
 * the days a unit may be delivered are its booking's stacking window (from the reefer stacking
 * start for a reefer) and not before today; booking, and re-coordination, take a place of the
 * visit's exportDelivery quota in one synchronous step (terminalModel/appointments.ts), the
 * re-coordination giving the old place back only once the new one is taken.
 */
import { exportWhyNot } from '../../../src/domain/exportPreadvice/detailActions';
import { santiagoDay } from '../../../src/domain/santiagoTime';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { Store } from '../../store';
import { releasePlace, takePlace } from '../../terminalModel/appointments';
import { refused } from '../../terminalModel/errors';
import { recordEvent, type Moment } from '../../terminalModel/history';
import type { SlotRequest } from '../../../src/domain/slotRequest';
import type { Appointment, ContainerVisit } from '../../terminalModel/types';
import type { Booking } from '../../modules/bookings/types';
import type { ExportContext } from './context';
import { exportFactsOf } from './transitions';

const r = operationsMessages.exportRefusals;

/** The first and last day (YYYY-MM-DD, Santiago) a unit of the booking may be delivered, from `now`. */
export function deliveryDays(
  booking: Booking,
  unit: Pick<ContainerVisit, 'reefer'>,
  now: Date,
): { from: string; to: string } {
  const opens = santiagoDay(new Date(unit.reefer ? booking.stackingReeferStart : booking.stackingStart));
  const today = santiagoDay(now);
  return { from: opens > today ? opens : today, to: santiagoDay(new Date(booking.stackingEnd)) };
}

/** Books (or re-coordinates) the pre-advice's delivery in the slot; refuses with the rule's reason. */
export function coordinateDelivery(store: Store, c: ExportContext, slot: SlotRequest, t: Moment): Appointment {
  const { unit, op, booking } = c;
  if (!op || !booking) throw refused(operationsMessages.refusals.noOperation);
  const why = exportWhyNot('coordinate', exportFactsOf(unit, op, booking), t.now);
  if (why) throw refused(why);
  const days = deliveryDays(booking, unit, t.now);
  if (slot.day < days.from || slot.day > days.to) throw refused(r.outsideStacking);
  const old = c.appointment;
  if (old && old.day === slot.day && old.start === slot.start) throw refused(operationsMessages.refusals.slotPast);
  const a = takePlace(
    store,
    {
      kind: 'exportDelivery',
      visitId: booking.visitId,
      operation: op,
      slot,
      truckingId: op.truckingId ?? '',
      addDays: 0,
    },
    t.now,
  );
  if (old) releasePlace(store, old);
  recordEvent(
    store,
    {
      login: t.login,
      event: old ? 'appointmentRecoordinated' : 'appointmentBooked',
      unitVisitId: unit.id,
      operation: op,
      from: old ? `${old.day} ${old.start}` : null,
      to: `${a.day} ${a.start}`,
    },
    t.now,
  );
  return a;
}
