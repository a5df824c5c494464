/**
 * The lines' bookings (D2 §3 Booking): their records, joined to the terminal's store by declaration
 * (TerminalDb gains `booking`); registered in kinds/registry.ts with their seed.
 */
import type { TerminalDb } from '../../terminalModel/types';

/** Reefer settings of a booking item (D2 §3 Item reefer). */
export interface BookingItemReefer {
  tempReqdC: number;
  ventRequiredValue: number;
  ventRequiredUnit: 'PERCENTAGE' | 'CUBIC_FT_MIN' | 'CUBIC_M_HOUR';
  humidityPct: number | null;
}

/** One equipment line of a booking (D2 §3 Booking items); `quantity` and `used` are its places. */
export interface BookingItem {
  /** ISO 6346 size-type code ('22G1') and its short form ('20DV'). */
  equipmentType: string;
  equipmentDesc: string;
  quantity: number;
  used: number;
  reefer: BookingItemReefer | null;
  hazards: { imdg: string; un: string; imdgDescription: string }[];
  atmosphereControl: boolean;
  isOog: boolean;
  featureId: string | null;
}

/**
 * A line's booking on a vessel visit (D2 §3 Booking): full (FCL) export bookings, and the empty
 * (MTY) bookings a line uses to send its empties back. Times are ISO instants.
 */
export interface Booking {
  /** The booking number (nbr). */
  id: string;
  eqStatus: 'FCL' | 'MTY';
  line: string;
  visitId: string;
  portOfLoading: string;
  portOfDischarge1: string;
  portOfDischarge2: string | null;
  destination: string;
  stackingStart: string;
  stackingEnd: string;
  stackingReeferStart: string;
  lateDate: string;
  enableVGM: boolean;
  shipperId: string | null;
  shipperName: string | null;
  storekeeperId: string | null;
  items: BookingItem[];
  /** Container numbers the line reserved on it (reservedContainers). */
  reservedContainers: string[];
}

declare module '../../terminalModel/types' {
  interface TerminalDb {
    booking: Booking[];
  }
}

/** The collections this module adds to the store (kinds/collections.ts composes them). */
export const BOOKING_COLLECTIONS = ['booking'] as const satisfies readonly (keyof TerminalDb)[];
