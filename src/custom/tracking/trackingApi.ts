/** GET /api/tracking/search/{search} (TRK-004…008): the tracking units of a BL, booking or container. */
import { apiFetch } from '../../providers/httpClient';
import type { TrackingHazard, TrackingOog, TrackingUnit } from '../../domain/terminalWire/tracking';
import { toPathSegment } from './trackingSearch';

export type { TrackingHazard, TrackingOog, TrackingUnit };

export async function searchTracking(search: string, signal?: AbortSignal): Promise<TrackingUnit[]> {
  const answer = await apiFetch<unknown>(`/tracking/search/${toPathSegment(search)}`, { signal });
  return Array.isArray(answer) ? (answer as TrackingUnit[]) : [];
}

/** A reefer unit: the server names a reefer type or a required temperature. */
export const isReefer = (u: TrackingUnit): boolean =>
  Boolean(u.rfrType) || (u.temperature !== null && u.temperature !== undefined);
export const isHazardous = (u: TrackingUnit): boolean => Boolean(u.hazardous) || (u.hazards?.length ?? 0) > 0;
export const isOog = (u: TrackingUnit): boolean => Boolean(u.oog) && Boolean(u.od);
