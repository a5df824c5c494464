/**
 * The navigation starts closed (icons only) on a tablet, so the page keeps the width a table needs:
 * react-admin opens it on everything wider than a phone. Only the first time: once the user opens
 * or closes it, their choice (react-admin's 'sidebar.open') stands.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';

const KEY = 'sidebar.open';

export function useTabletSidebar(): void {
  const store = useStoreContext();
  const tablet = useMediaQuery<Theme>((theme) => theme.breakpoints.between('sm', 'md'), { noSsr: true });
  useEffect(() => {
    if (tablet && store.getItem(KEY) === undefined) store.setItem(KEY, false);
  }, [tablet, store]);
}
