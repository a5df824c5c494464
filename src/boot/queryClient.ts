/**
 * The console's react-query client. A list whose collection has already arrived (the boot
 * prefetch, or a list seen moments ago) shows its rows in its first render: when react-admin's
 * getList query is created with no data, it is given the page the data provider can answer at
 * once (peekList); a record route's getOne, the record the boot prefetched (peekOne).
 * react-query still refetches it on mount, as for any stale query; the answer is the same, so
 * nothing changes on screen. Without it the view renders a loading state first and its data one
 * render later (~50–100 ms on 2 cores).
 */
import { QueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../providers/dataProvider';

export function createConsoleQueryClient(dataProvider: Pick<PortalDataProvider, 'peekList' | 'peekOne'>): QueryClient {
  const client = new QueryClient();
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || event.query.state.data !== undefined) return;
    const [resource, kind, params] = event.query.queryKey as [unknown, unknown, unknown];
    if (typeof resource !== 'string' || typeof params !== 'object' || params === null) return;
    if (kind === 'getList') {
      const page = dataProvider.peekList(resource, params);
      // The shape of react-admin's useGetList answers: { data, total, pageInfo, meta }.
      if (page) event.query.setData({ data: page.data, total: page.total, pageInfo: undefined, meta: undefined });
    } else if (kind === 'getOne') {
      const id = (params as { id?: unknown }).id;
      // useGetOne keeps the record itself.
      const record = typeof id === 'string' || typeof id === 'number' ? dataProvider.peekOne(resource, id) : undefined;
      if (record) event.query.setData(record);
    }
  });
  return client;
}
