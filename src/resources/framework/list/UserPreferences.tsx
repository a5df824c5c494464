/** Gives the list below it the signed-in user's preferences store (see userPreferencesStore). */
import { useMemo, type ReactNode } from 'react';
import { StoreContextProvider, useGetIdentity, useStoreContext } from 'react-admin';
import { getCachedIdentity } from '../../../providers/session';
import { userPreferencesStore } from './userPreferencesStore';

export const UserPreferences = ({ children }: { children: ReactNode }) => {
  const shared = useStoreContext();
  // The cached identity answers at once (no flash of default columns); the fetched one covers a cold cache.
  const { identity } = useGetIdentity();
  const login =
    getCachedIdentity()?.login ?? (identity?.login as string | undefined) ?? (identity?.id as string | undefined);
  const store = useMemo(() => (login ? userPreferencesStore(shared, String(login)) : null), [shared, login]);
  // Always the same element: switching between a provider and none would remount the list (and lose what is typed in it).
  return <StoreContextProvider value={store ?? shared}>{children}</StoreContextProvider>;
};
