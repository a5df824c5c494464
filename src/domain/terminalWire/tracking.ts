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
}
