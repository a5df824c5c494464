/**
 * GET /tracking/search/{search} (D2 §3 Tracking unit; TRK-004…008). Fields a legacy server may
 * leave out are optional: the console reads them so; the mock gives them all.
 */
import type { Oog } from './unitFacts';

export interface TrackingHazard {
  unna: string;
  imdgClass: string;
  properName: string;
}

export type TrackingOog = Oog;

export interface TrackingUnit {
  unitNbr: string;
  /** 'Import', 'Export' or 'Storage' (an empty returned to the terminal). */
  category: string;
  almacenista?: string | null;
  transitState: string;
  apptTime?: string | null;
  truckingCo?: string | null;
  typeIso?: string | null;
  weight?: number | null;
  temperature?: number | null;
  rfrType?: string | null;
  condicionDeRetiro?: string | null;
  vesselVisit?: string | null;
  vesselName?: string | null;
  timeIn?: string | null;
  timeOut?: string | null;
  impediments?: string[] | string | null;
  blNumbers?: string[];
  hazardous?: boolean;
  hazards?: TrackingHazard[];
  oog?: boolean;
  od?: TrackingOog | null;
  /**
   * false when the answer leaves out the customer's facts (CUSTOMER_TRACKING_FACTS) because the
   * caller does not work the unit (ruling P78); absent otherwise (the legacy server never sends it).
   */
  customerFacts?: boolean;
}

/**
 * The tracking unit's customer facts (ruling P78): who stores, picks up and carries the box, when,
 * and on which BLs — given only to a caller who reaches the unit as its other screens decide. The
 * rest (the box, its state, visit, dates, type, weight, reefer, hazards, OOG, holds) is any tracking
 * role's lookup.
 */
export const CUSTOMER_TRACKING_FACTS = [
  'almacenista',
  'apptTime',
  'truckingCo',
  'condicionDeRetiro',
  'blNumbers',
] as const satisfies readonly (keyof TrackingUnit)[];
