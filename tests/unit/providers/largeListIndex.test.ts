/**
 * ADM-SHELL-008/009 (issue 30 §2): the first query on a large collection builds its index (sort
 * keys, order, search text) a slice at a time, giving the page back between slices, and answers
 * exactly what the straight-through build answers; a list of a large collection still arriving
 * shows its first rows in its first render, and says the whole is in only once its order is built.
 */
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { ApiFetchOptions, Revalidated } from '../../../src/providers/httpClient';
import { listQuery, prepareListQuery } from '../../../src/providers/listQuery';
import type { ApiContext } from '../../../src/resources/framework/types';
import { definitions } from '../../../src/resources/registry';

const names = [
  'Frutícola',
  'Ñandú',
  'Álvarez',
  'naviera',
  'Zapallar',
  'Oceánica',
  'agencia 10',
  'agencia 9',
  '',
  'Comercial Ltda.',
];
const clients = () =>
  Array.from({ length: 30_000 }, (_, i) => ({
    id: `${70_000_000 + ((i * 7919) % 30_000)}-${i % 10}`,
    shipperConsignee: {
      name: `${names[i % names.length]} ${(i * 31) % 997}`,
      contactInfo: { contactEmail: `c${i}@correo.cl` },
    },
    customer: { stateName: i % 3 ? 'Talcahuano' : 'Ñuñoa', bloqueado: i % 5 ? 'NO' : 'SI' },
  }));
const search = ['id', 'shipperConsignee.name', 'shipperConsignee.contactInfo.contactEmail'];

describe('a large collection index built a slice at a time', () => {
  it('gives the page back between slices and then answers exactly what the straight-through build answers', async () => {
    const queries = [
      { search, sort: { field: 'shipperConsignee.name', order: 'ASC' }, pagination: { page: 3, perPage: 25 } },
      { search, sort: { field: 'customer.stateName', order: 'DESC' }, pagination: { page: 1, perPage: 50 } },
      { search, q: 'agencia', sort: { field: 'id', order: 'ASC' }, pagination: { page: 2, perPage: 10 } },
      { search, q: '70.001.234', filter: { 'customer.bloqueado': 'NO' }, pagination: { page: 1, perPage: 10 } },
    ];
    for (const params of queries) {
      const straight = listQuery(clients(), params);
      const rows = clients();
      let yields = 0;
      let clock = 0;
      // Every step costs 1 ms on this clock: a budget of 4 ms gives way every few steps.
      await prepareListQuery(
        rows,
        params,
        async () => void yields++,
        4,
        () => clock++,
      );
      expect(yields, JSON.stringify(params)).toBeGreaterThan(params.sort ? 5 : 1);
      expect(listQuery(rows, params), JSON.stringify(params)).toEqual(straight);
    }
  });

  it('concurrent first queries of the same kind share one build', async () => {
    const rows = clients();
    const params = { search, sort: { field: 'shipperConsignee.name', order: 'ASC' } };
    let yields = 0;
    const yieldTo = async () => void yields++;
    await Promise.all([prepareListQuery(rows, params, yieldTo, 0), prepareListQuery(rows, params, yieldTo, 0)]);
    const once = yields;
    await prepareListQuery(clients(), params, async () => void yields++, 0);
    expect(yields - once).toBe(once);
  });
});

describe('a list whose large collection is still arriving', () => {
  const cs: ApiContext = { login: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] };
  const rows = clients();

  it('shows its first rows in its first render once they came (peekList), and its whole only once sorted', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const fetchRevalidated = async (
      _path: string,
      _etag: unknown,
      opts: ApiFetchOptions = {},
    ): Promise<Revalidated<unknown>> => {
      opts.arrayHead?.onHead(rows.slice(0, opts.arrayHead.rows));
      await gate;
      return { status: 200, etag: null, data: rows };
    };
    const dp = createDataProvider(definitions, {
      fetchRevalidated: fetchRevalidated as never,
      fetch: (async () => rows) as never,
      getContext: () => cs,
    });
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'shipperConsignee.name', order: 'ASC' as const },
      filter: {},
    };
    void dp.prefetchList('clients');
    await new Promise((r) => setTimeout(r, 5));
    // The first rows just came: a moment for the whole first (a small list shows sorted).
    expect(dp.peekList('clients', params)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 80));
    const head = dp.peekList('clients', params);
    expect(head).toEqual({ data: rows.slice(0, 10), pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    // A search or another page is never answered from the first rows.
    expect(dp.peekList('clients', { ...params, filter: { q: 'agencia' } })).toBeUndefined();
    expect(dp.peekList('clients', { ...params, pagination: { page: 2, perPage: 10 } })).toBeUndefined();

    const { whole } = await dp.arrivingCollection('clients');
    expect(whole).toBeDefined();
    release();
    await whole;
    // The whole is in and its default order built: the sorted first page is at hand at once.
    const sorted = await dp.getList('clients', params);
    expect(sorted.total).toBe(rows.length);
    expect(sorted.data).toEqual(
      listQuery(clients(), { search, sort: params.sort, pagination: params.pagination }).data,
    );
  });
});
