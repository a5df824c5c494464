/**
 * The terminal's collections, for the store (mock-server/types.ts): the core's, then those each
 * registered kind or module declares beside its records (its types.ts, where its `declare module`
 * adds them to TerminalDb). Only declaration files are imported here, so the store's own types
 * reach this list without a cycle; kinds/registry.ts checks that every registered module's
 * collections are here.
 */
import { TERMINAL_CORE_COLLECTIONS, type TerminalDb } from '../terminalModel/types';
import { BOOKING_COLLECTIONS } from '../modules/bookings/types';
import { CAR_TERMINAL_COLLECTIONS } from '../modules/carTerminal/types';
import { INVOICING_COLLECTIONS } from '../modules/invoicing/types';
import { PAYMENT_COLLECTIONS } from '../modules/payments/types';
import { GATE_COLLECTIONS } from '../modules/gate/types';
import { SEQUENCING_COLLECTIONS } from '../modules/sequencing/types';
import { YARD_COLLECTIONS } from '../modules/yard/types';
import { APPOINTMENT_CHECKIN_COLLECTIONS } from '../modules/appointmentCheckIn/types';
import { TRUCK_VISIT_COLLECTIONS } from '../modules/truckVisits/types';

export const TERMINAL_COLLECTIONS: readonly (keyof TerminalDb)[] = [
  ...TERMINAL_CORE_COLLECTIONS,
  ...BOOKING_COLLECTIONS,
  ...CAR_TERMINAL_COLLECTIONS,
  ...INVOICING_COLLECTIONS,
  ...PAYMENT_COLLECTIONS,
  ...GATE_COLLECTIONS,
  ...YARD_COLLECTIONS,
  ...SEQUENCING_COLLECTIONS,
  ...APPOINTMENT_CHECKIN_COLLECTIONS,
  ...TRUCK_VISIT_COLLECTIONS,
];
