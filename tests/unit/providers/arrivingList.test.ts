/**
 * A large collection's first page shows while the rest arrives: the list call hands over its
 * first rows (httpClient's arrayHead), and a plain first page answers them in the server's order,
 * with partial paging, when the whole has not come soon after; everything else waits for the whole.
 */
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { ApiFetchOptions, Revalidated } from '../../../src/providers/httpClient';
import type { ApiContext } from '../../../src/resources/framework/types';
import { definitions } from '../../../src/resources/registry';

type Rec = Record<string, unknown>;
const cs: ApiContext = { login: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] };
const agents: Rec[] = Array.from({ length: 300 }, (_, i) => ({
  id: `7${String(i).padStart(7, '0')}-0`,
  name: `Agencia ${String(299 - i).padStart(3, '0')}`,
  user: { activated: true },
}));
const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

/** A list call whose first rows arrive at once and whose whole arrives after `wholeAfterMs`. */
function streamingServer(wholeAfterMs: number) {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((r) => (release = r));
  const fetchRevalidated = async (
    _path: string,
    _etag: unknown,
    opts: ApiFetchOptions = {},
  ): Promise<Revalidated<unknown>> => {
    opts.arrayHead?.onHead(agents.slice(0, opts.arrayHead.rows));
    await new Promise((r) => setTimeout(r, wholeAfterMs));
    release();
    return { status: 200, etag: null, data: agents };
  };
  const dp = createDataProvider(definitions, {
    fetchRevalidated: fetchRevalidated as never,
    fetch: (async () => agents) as never,
    getContext: () => cs,
  });
  return { dp, arrived };
}

describe('a list whose collection is still arriving', () => {
  it('shows its first rows as sent, says the rest is coming, and is searched and sorted once the whole has arrived', async () => {
    const { dp, arrived } = streamingServer(400);
    const first = await dp.getList('agents', params);
    expect(first.data.map((r) => r.name)).toEqual(agents.slice(0, 10).map((r) => r.name));
    expect(first.total).toBeUndefined();
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const { whole } = await dp.arrivingCollection('agents');
    expect(whole).toBeDefined();

    // A search waits for the whole collection (nothing half-searched).
    const searched = await dp.getList('agents', { ...params, filter: { q: 'Agencia 299' } });
    expect(searched.data.map((r) => r.name)).toEqual(['Agencia 299']);
    await arrived;
    await whole;
    expect((await dp.arrivingCollection('agents')).whole).toBeUndefined();
    const sorted = await dp.getList('agents', params);
    expect(sorted.total).toBe(300);
    expect(sorted.data[0]!.name).toBe('Agencia 000');
  });

  it('a small collection that arrives right after its first rows shows sorted at once, with no partial page', async () => {
    const { dp } = streamingServer(5);
    const page = await dp.getList('agents', params);
    expect(page.total).toBe(300);
    expect(page.data[0]!.name).toBe('Agencia 000');
    expect((await dp.arrivingCollection('agents')).whole).toBeUndefined();
  });
});
