/**
 * RPT-049 (GET /api/unitfacilityvisit/getunitbynbr/{unitnbr}): once the old DRC form holds a whole
 * container number, its unit is looked up and its first BL and its visit's manifest fill the fields
 * still empty (the three keys of the old DRC). A unit the user may not read, or none, fills nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isContainerNumber } from '../../domain/containerNumber';
import { reportApi } from './reportApi';

export function useUnitLookup(
  unitNbr: string,
  enabled: boolean,
  fill: (found: { blOrBook: string; manifestNumber: string }) => void,
): boolean {
  const ready = enabled && isContainerNumber(unitNbr);
  const unit = useQuery({
    queryKey: ['portal', 'report', 'unit', unitNbr],
    queryFn: ({ signal }) => reportApi.unitByNbr(unitNbr, signal),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
  });
  const filled = useRef('');
  const data = ready ? unit.data : undefined;
  useEffect(() => {
    if (!data || filled.current === unitNbr) return;
    filled.current = unitNbr;
    fill({ blOrBook: data.billsOfLading?.[0]?.blNumber ?? '', manifestNumber: data.manifestNumber ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, unitNbr]);
  return Boolean(data);
}
