/** GET /api/tracking/search/{search} (TRK-004…008): the tracking units of a BL, booking or container. */
import { apiFetch } from '../../providers/httpClient';
import { toPathSegment } from './trackingSearch';

export interface TrackingHazard {
  unna: string;
  imdgClass: string;
  properName: string;
}

export interface TrackingOog {
  topCm: number;
  frontCm: number;
  backCm: number;
  rightCm: number;
  leftCm: number;
}

/** D2 §3 Tracking unit (fields the server may leave out are optional). */
export interface TrackingUnit {
  unitNbr: string;
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

export async function searchTracking(search: string, signal?: AbortSignal): Promise<TrackingUnit[]> {
  const answer = await apiFetch<unknown>(`/tracking/search/${toPathSegment(search)}`, { signal });
  return Array.isArray(answer) ? (answer as TrackingUnit[]) : [];
}

/** A reefer unit: the server names a reefer type or a required temperature. */
export const isReefer = (u: TrackingUnit): boolean => Boolean(u.rfrType) || (u.temperature !== null && u.temperature !== undefined);
export const isHazardous = (u: TrackingUnit): boolean => Boolean(u.hazardous) || (u.hazards?.length ?? 0) > 0;
export const isOog = (u: TrackingUnit): boolean => Boolean(u.oog) && Boolean(u.od);
