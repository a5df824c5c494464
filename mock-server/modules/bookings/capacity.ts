/**
 * Places on bookings: a pre-advice takes one place of the booking's item of its equipment type,
 * and a cancelled one gives it back. Checked and counted in one synchronous step (as appointment
 * quotas are), so N concurrent pre-advices of the last M places succeed exactly M times.
 */
import { freePlaces } from '../../../src/domain/exportPreadvice/bookingCapacity';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { Store } from '../../store';
import { refused } from '../../terminalModel/errors';
import type { Booking, BookingItem } from './types';

const r = operationsMessages.exportRefusals;

/** The booking's item of an equipment type (ISO code or its short form). */
export const itemOf = (booking: Booking, equipmentType: string): BookingItem | undefined =>
  booking.items.find((i) => i.equipmentType === equipmentType || i.equipmentDesc === equipmentType);

/** Takes one place of the booking's item of `equipmentType`; refuses (409) when there is none left. */
export function takeBookingPlace(store: Store, bookingId: string, equipmentType: string): BookingItem {
  const booking = store.findById('booking', bookingId);
  if (!booking) throw refused(r.bookingNotFound);
  const item = itemOf(booking, equipmentType);
  if (!item || freePlaces(item) === 0) throw refused(r.bookingFull);
  item.used++;
  store.touch('booking', booking);
  return item;
}

/** Gives a place back to the booking's item (never below zero). */
export function releaseBookingPlace(store: Store, bookingId: string, equipmentType: string): void {
  const booking = store.findById('booking', bookingId);
  const item = booking && itemOf(booking, equipmentType);
  if (!booking || !item || item.used === 0) return;
  item.used--;
  store.touch('booking', booking);
}
