/** The lines' bookings, as they register (kinds/registry.ts): first, as the export kinds pre-advise against them. */
import type { TerminalModule } from '../../kinds/module';
import { seedBookings } from './seed';
import { BOOKING_COLLECTIONS } from './types';

export const bookingsModule: TerminalModule = {
  name: 'bookings',
  collections: BOOKING_COLLECTIONS,
  seed: seedBookings,
};
