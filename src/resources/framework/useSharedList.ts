/**
 * A shared list (D2 §7, CONST-073) for a screen: one react-query entry per list, read by every
 * screen alike, over the data provider's one request per login (src/providers/sharedLists.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DEFAULT_LIST_TTL_MS, type PortalDataProvider } from '../../providers/dataProvider';
import type { SharedListName } from '../../providers/sharedLists';

export const sharedListKey = (name: SharedListName) => ['sharedList', name] as const;

/** `T`: the rows' wire shape as the caller reads it (the list is the legacy answer, untouched). */
export function useSharedList<T = Record<string, unknown>>(
  name: SharedListName,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: sharedListKey(name),
    queryFn: async () => (await dataProvider.sharedList(name)) as unknown as T[],
    enabled,
    staleTime: DEFAULT_LIST_TTL_MS,
    retry: false,
  });
}
