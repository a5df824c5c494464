/**
 * The terminal's "now" for the time rules the console shows (appointment passed, slots): the
 * browser clock, corrected in demo mode by the mock's demo clock (GET /__mock/clock, no token),
 * so that the console judges with the same instant as the server. A real legacy server has no
 * such call (404): the browser clock stands.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { resolveUrl } from '../../../providers/httpClient';

/** Milliseconds the terminal's clock is ahead of the browser's (0 without a demo clock). */
export async function fetchClockOffset(): Promise<number> {
  try {
    const before = Date.now();
    const response = await fetch(resolveUrl('/__mock/clock'), { headers: { Accept: 'application/json' } });
    if (response.status !== 200) return 0;
    const body = (await response.json()) as { now?: unknown };
    const at = typeof body.now === 'string' ? Date.parse(body.now) : NaN;
    // Half the round trip: the answer's instant is about its middle.
    return Number.isFinite(at) ? at - (before + Date.now()) / 2 : 0;
  } catch {
    return 0;
  }
}

/** now(): the terminal's now, re-read whenever a screen using it mounts; ready once known (time rules wait for it). */
export function useTerminalNow(): { now: () => Date; ready: boolean } {
  const { data: offset, isSuccess } = useQuery({
    queryKey: ['portal', 'terminalClock'],
    queryFn: fetchClockOffset,
    staleTime: 0,
    retry: false,
  });
  const now = useCallback(() => new Date(Date.now() + (offset ?? 0)), [offset]);
  return { now, ready: isSuccess };
}
