/**
 * The console's react-query client. A list whose collection has already arrived (the boot
 * prefetch, or a list seen moments ago) shows its rows in its first render: when react-admin's
 * getList query is created with no data, it is given the page the data provider can answer at
 * once (peekList: the sorted page of a collection at hand, or the first rows of a large one still
 * arriving); a record route's getOne, the record the boot prefetched (peekOne).
 * react-query still refetches it on mount, as for any stale query; the answer is the same, so
 * nothing changes on screen. Without it the view renders a loading state first and its data one
 * render later (~50–100 ms on 2 cores).
 *
 * Likewise react-admin's identity queries (getIdentity, getPermissions, canAccess) start with
 * their answer while the identity is cached (peekAuth): each would otherwise settle a moment
 * later and redraw the layout, one pass per query. canAccess is kept as long as react-admin keeps
 * the identity (5 min; a login or logout clears them all): a refetch on mount of an answer that
 * cannot change redraws the whole layout after the first rows (a task of ~100 ms on 2 cores).
 */
import { QueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../providers/dataProvider';

/** How long react-admin keeps an identity before asking again (useGetIdentity, usePermissions). */
const IDENTITY_STALE_MS = 5 * 60 * 1000;

/** The answer of react-admin's auth query ['auth', kind, params] at hand (authProvider.peekAuth), or undefined. */
export type PeekAuth = (kind: unknown, params: unknown) => { value: unknown } | undefined;

/**
 * At the session's end, the queries no screen is showing go at once (a screen of the last user
 * left earlier, an area's own queries). Those on screen, and react-admin's identity queries, are
 * left to react-admin, which clears the whole cache once the sign-in page has replaced the
 * screen: removed under a mounted screen, a query is asked again at its next render, with no
 * session; and its identity queries cleared before that navigation make it log out again.
 */
export function forgetInactiveQueries(client: QueryClient): void {
  client.removeQueries({ type: 'inactive', predicate: (query) => query.queryKey[0] !== 'auth' });
}

export function createConsoleQueryClient(
  dataProvider: Pick<PortalDataProvider, 'peekList' | 'peekOne'>,
  peekAuth: PeekAuth = () => undefined,
): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(['auth', 'canAccess'], { staleTime: IDENTITY_STALE_MS });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || event.query.state.data !== undefined) return;
    const [resource, kind, params] = event.query.queryKey as [unknown, unknown, unknown];
    if (resource === 'auth') {
      const known = peekAuth(kind, params);
      if (known) event.query.setData(known.value);
      return;
    }
    if (typeof resource !== 'string' || typeof params !== 'object' || params === null) return;
    if (kind === 'getList') {
      const page = dataProvider.peekList(resource, params);
      // The shape of react-admin's useGetList answers: { data, total, pageInfo, meta }.
      if (page) event.query.setData({ data: page.data, total: page.total, pageInfo: page.pageInfo, meta: undefined });
    } else if (kind === 'getOne') {
      const id = (params as { id?: unknown }).id;
      // useGetOne keeps the record itself.
      const record = typeof id === 'string' || typeof id === 'number' ? dataProvider.peekOne(resource, id) : undefined;
      if (record) event.query.setData(record);
    }
  });
  return client;
}
