/**
 * The visits a DRC form offers: a shipping company's are its lines' (GET /vesselvisit/lineop, shared
 * with the other screens, DRC-002); anyone else's every visit, newest first (a unit's DRC outlives its
 * ship's stay: GET /vesselvisit/actives2).
 */
import { useQuery } from '@tanstack/react-query';
import { useSharedList } from '../../resources/framework/useSharedList';
import { useRoles } from '../../resources/framework/useRoles';
import { drcApi, type VesselVisitSummary } from './drcApi';

export function useDrcVisits(): {
  visits: readonly VesselVisitSummary[];
  loading: boolean;
  error: unknown;
  lineVisits: boolean;
} {
  const { can, isPending } = useRoles();
  const lineVisits = can('drc', 'massive');
  const own = useSharedList<VesselVisitSummary>('lineOperatorVisits', { enabled: !isPending && lineVisits });
  const all = useQuery({
    queryKey: ['portal', 'drc', 'allVisits'],
    queryFn: ({ signal }) => drcApi.allVisits(signal),
    enabled: !isPending && !lineVisits,
    retry: false,
  });
  const q = lineVisits ? own : all;
  return { visits: q.data ?? [], loading: isPending || q.isPending, error: q.error, lineVisits };
}
