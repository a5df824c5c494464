/**
 * Each slot's fill and expected wait for the calendar (GET /appointmentrules/slotfigures/{kind}/{visit};
 * issue 31 §3), keyed 'day|start'. A failed call leaves the calendar as it was (the figures are extra).
 */
import { useQuery } from '@tanstack/react-query';
import type { SlotFigureWire } from '../../../domain/appointmentFigures/wire';
import { apiFetch } from '../../../providers/httpClient';

export interface SlotFiguresRef {
  /** The appointment kind whose quotas the calendar shows ('importPickup', 'exportDelivery'). */
  kind: string;
  visitId: string | null | undefined;
}

const enc = encodeURIComponent;
export const slotKey = (day: string, start: string) => `${day}|${start}`;

export function useSlotFigures(ref: SlotFiguresRef | undefined): ReadonlyMap<string, SlotFigureWire> {
  const { data } = useQuery({
    queryKey: ['portal', 'slotFigures', ref?.kind, ref?.visitId],
    queryFn: () => apiFetch<SlotFigureWire[]>(`/appointmentrules/slotfigures/${enc(ref!.kind)}/${enc(ref!.visitId!)}`),
    enabled: Boolean(ref?.kind && ref.visitId),
    retry: false,
    staleTime: 30_000,
    select: (list) => new Map(list.map((f) => [slotKey(f.day, f.start), f])),
  });
  return data ?? new Map();
}
