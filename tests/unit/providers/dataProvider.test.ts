import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../../../src/resources/framework/types';
import { definitions } from '../../../src/resources/registry';
// The console's provider: the definitions-driven one and the resources' own calls (the agents' truckings, the functionaries).
import { createConsoleDataProvider as createDataProvider } from '../../../src/resources/consoleDataProvider';
import type { ApiFetchOptions, Revalidated } from '../../../src/providers/httpClient';
import { toApiError } from '../../../src/providers/httpClient';

type Rec = Record<string, unknown>;
interface Call {
  method: string;
  path: string;
  body: unknown;
}

const agentRows = (): Rec[] => [
  {
    id: '76086428-5',
    name: 'Agencia Ñandú',
    user: { login: '76086428-5', email: 'nandu@agencia.cl', activated: true },
    role: 'AGENTE',
    isAgentCar: false,
  },
  {
    id: '96511460-1',
    name: 'Álvarez y Cía',
    user: { login: '96511460-1', email: 'alvarez@correo.cl', activated: false },
    role: 'FORWARDER',
    isAgentCar: false,
  },
  {
    id: '12345678-5',
    name: 'Nadal Hermanos',
    user: { login: '12345678-5', email: 'nadal@correo.cl', activated: true },
    role: 'DEPOSITO',
    isAgentCar: true,
  },
];

/** A stub of apiFetch that records each call and answers from a route table. */
function stubServer(routes: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  const fetch = async <T>(path: string, opts: ApiFetchOptions = {}): Promise<T> => {
    const call = { method: opts.method ?? 'GET', path, body: opts.body };
    calls.push(call);
    const route = routes[`${call.method} ${path}`];
    if (!route) throw toApiError(404, { code: '404', message: `sin ruta ${call.method} ${path}` });
    return (await route(call)) as T;
  };
  return { calls, fetch: fetch as typeof import('../../../src/providers/httpClient').apiFetch };
}

const cs: ApiContext = { login: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] };
const count = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;

describe('dataProvider', () => {
  it('one fetch per list view across searches, pages and sorts', async () => {
    const server = stubServer({ 'GET /agent/list': () => agentRows() });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    const page = (q: string, p: number, order: 'ASC' | 'DESC' = 'ASC') =>
      dp.getList('agents', { filter: { q }, pagination: { page: p, perPage: 2 }, sort: { field: 'name', order } });

    const first = await page('', 1);
    expect(first.total).toBe(3);
    expect(first.data.map((a) => a.name)).toEqual(['Agencia Ñandú', 'Álvarez y Cía']);
    expect((await page('', 2)).data.map((a) => a.name)).toEqual(['Nadal Hermanos']);
    expect((await page('correo', 1, 'DESC')).data.map((a) => a.id)).toEqual(['12345678-5', '96511460-1']);
    expect((await page('76.086.428-5', 1)).data.map((a) => a.id)).toEqual(['76086428-5']);
    expect((await page('co', 1)).total).toBe(3); // ADM-SHELL-009: under 3 characters, no search
    expect(server.calls).toEqual([{ method: 'GET', path: '/agent/list', body: undefined }]);
  });

  it('concurrent list calls share one request; a failed request is not kept', async () => {
    let fail = true;
    const server = stubServer({
      'GET /storekeeper/list': () => {
        if (fail) throw toApiError(0, null);
        return [{ id: '1-9', code: 'A1', user: { name: 'Uno' } }];
      },
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    const params = {
      filter: {},
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'user.name', order: 'ASC' as const },
    };
    await expect(dp.getList('storekeepers', params)).rejects.toMatchObject({ code: '0' });
    fail = false;
    const [a, b] = await Promise.all([dp.getList('storekeepers', params), dp.getList('storekeepers', params)]);
    expect(a.total).toBe(1);
    expect(b.data).toEqual(a.data);
    expect(count(server.calls, 'GET', '/storekeeper/list')).toBe(2);
  });

  it('the collection is fetched again after the TTL', async () => {
    let now = 1_000;
    const server = stubServer({ 'GET /agent/list': () => agentRows() });
    const dp = createDataProvider(definitions, {
      fetch: server.fetch,
      getContext: () => cs,
      now: () => now,
      ttlMs: 30_000,
    });
    const params = { filter: {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const } };
    await dp.getList('agents', params);
    now += 29_999;
    await dp.getList('agents', params);
    expect(count(server.calls, 'GET', '/agent/list')).toBe(1);
    now += 1;
    await dp.getList('agents', params);
    expect(count(server.calls, 'GET', '/agent/list')).toBe(2);
  });

  it('ADM-AGA-008: update PUTs the save payload to /agent/{id}, answers the agent and drops the cached list', async () => {
    let rows = agentRows();
    const server = stubServer({
      'GET /agent/list': () => rows,
      'PUT /agent/76086428-5': (call) => {
        const agent = (call.body as Rec).agent as Rec;
        rows = rows.map((r) => (r.id === agent.id ? agent : r));
        return { agent, role: agent.role, isAgentCar: agent.isAgentCar };
      },
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    const params = { filter: {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const } };
    await dp.getList('agents', params);

    const edited = {
      ...agentRows()[0],
      name: 'Agencia Renombrada',
      emailGuiaDespacho: 'guia@agencia.cl',
      emailPersonal: 'p@agencia.cl',
    };
    const { data } = await dp.update('agents', {
      id: '76086428-5',
      data: edited,
      previousData: agentRows()[0] as never,
    });
    expect(data).toEqual(edited);
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      id: '76086428-5',
      agent: edited,
      role: 'AGENTE',
      agentCar: false,
      emailGuiaDespacho: 'guia@agencia.cl',
      emailPersonal: 'p@agencia.cl',
    });

    const after = await dp.getList('agents', params);
    expect(count(server.calls, 'GET', '/agent/list')).toBe(2);
    expect(after.data.map((a) => a.name)).toContain('Agencia Renombrada');
  });

  it('ADM-AGA-007: create POSTs /agent with the save payload wrapping the agent', async () => {
    const server = stubServer({
      'POST /agent': (call) => {
        const body = call.body as Rec;
        return { agent: { ...(body.agent as Rec), diasDeCredito: 0 }, role: body.role, isAgentCar: body.agentCar };
      },
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    const agent = {
      id: '11111111-1',
      name: 'Nuevo',
      role: 'EMBARCADOR',
      isAgentCar: true,
      emailGuiaDespacho: 'g@n.cl',
      user: { email: 'n@n.cl' },
    };
    const { data } = await dp.create('agents', { data: agent });
    expect(server.calls[0]).toEqual({
      method: 'POST',
      path: '/agent',
      body: {
        id: '11111111-1',
        agent,
        role: 'EMBARCADOR',
        agentCar: true,
        emailGuiaDespacho: 'g@n.cl',
        emailPersonal: undefined,
      },
    });
    expect(data).toEqual({ ...agent, diasDeCredito: 0 });
  });

  it('ADM-STK-005 ADM-LOP-005: resources without transforms send the record and use the paths as written', async () => {
    const server = stubServer({
      'POST /storekeeper': (call) => call.body,
      'PUT /lineOperator/MSC': () => undefined,
      'GET /lineOperator/A%2FB%20C': () => ({ id: 'A/B C', name: 'Rara' }),
      'DELETE /lineOperator/delete/MSC': () => undefined,
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    const storekeeper = { id: '76086428-5', code: 'EXT1', user: { name: 'Extra', email: 'e@x.cl' } };
    expect((await dp.create('storekeepers', { data: storekeeper })).data).toEqual(storekeeper);
    // An empty answer keeps the record that was sent.
    expect(
      (
        await dp.update('lineOperators', {
          id: 'MSC',
          data: { id: 'MSC', name: 'Mediterranean' },
          previousData: { id: 'MSC' },
        })
      ).data,
    ).toEqual({ id: 'MSC', name: 'Mediterranean' });
    expect((await dp.getOne('lineOperators', { id: 'A/B C' })).data).toEqual({ id: 'A/B C', name: 'Rara' });
    expect((await dp.delete('lineOperators', { id: 'MSC', previousData: { id: 'MSC', name: 'M' } })).data).toEqual({
      id: 'MSC',
      name: 'M',
    });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /storekeeper',
      'PUT /lineOperator/MSC',
      'GET /lineOperator/A%2FB%20C',
      'DELETE /lineOperator/delete/MSC',
    ]);
    expect(server.calls[0].body).toEqual(storekeeper);
  });

  it('ADM-LOP-002: an AGN lists its own lines by login; others list every line operator', async () => {
    const server = stubServer({
      'GET /lineOperator': () => [
        { id: 'MSC', name: 'MSC' },
        { id: 'CMA', name: 'CMA CGM' },
      ],
      'GET /shippingAgent/getlinesoperatorsbylogin/agn.uno': () => [{ id: 'MSC', name: 'MSC' }],
    });
    let ctx: ApiContext = { login: 'agn.uno', roles: ['ROLE_AGN'] };
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => ctx });
    const params = { filter: {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const } };
    expect((await dp.getList('lineOperators', params)).data.map((l) => l.id)).toEqual(['MSC']);
    ctx = cs;
    expect((await dp.getList('lineOperators', params)).data.map((l) => l.id)).toEqual(['CMA', 'MSC']);
    expect(server.calls.map((c) => c.path)).toEqual([
      '/shippingAgent/getlinesoperatorsbylogin/agn.uno',
      '/lineOperator',
    ]);
  });

  it('getMany reads the cached collection; getManyReference filters by target', async () => {
    const server = stubServer({
      'GET /agent/list': () => agentRows(),
      'GET /agent/99999999-9': () => ({ id: '99999999-9', name: 'Fuera de lista' }),
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    await dp.getList('agents', {
      filter: {},
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
    });
    const many = await dp.getMany('agents', { ids: ['96511460-1', '99999999-9'] });
    expect(many.data.map((a) => a.name)).toEqual(['Álvarez y Cía', 'Fuera de lista']);
    const refs = await dp.getManyReference('agents', {
      target: 'role',
      id: 'DEPOSITO',
      filter: {},
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(refs.data.map((a) => a.id)).toEqual(['12345678-5']);
    expect(count(server.calls, 'GET', '/agent/list')).toBe(1);
  });

  it('ADM-STK-013: storekeeper block sends true for an active record and false for a blocked one', async () => {
    const server = stubServer({
      'POST /storekeeper/block/76086428-5/true': () => ({ id: '76086428-5', user: { activated: false } }),
      'POST /storekeeper/block/76086428-5/false': () => ({ id: '76086428-5', user: { activated: true } }),
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    const blocked = await dp.runAction('storekeepers', 'block', { id: '76086428-5', user: { activated: true } });
    expect(blocked.data).toEqual({ id: '76086428-5', user: { activated: false } });
    const unblocked = await dp.runAction('storekeepers', 'block', blocked.data!);
    expect(unblocked.data).toEqual({ id: '76086428-5', user: { activated: true } });
    // A record without user.activated counts as active (the definitions' rule).
    await dp.runAction('storekeepers', 'block', { id: '76086428-5' });
    expect(server.calls.map((c) => c.path)).toEqual([
      '/storekeeper/block/76086428-5/true',
      '/storekeeper/block/76086428-5/false',
      '/storekeeper/block/76086428-5/true',
    ]);
  });

  it('ADM-AGA-034 ADM-AGA-036 ADM-AGA-038: agent actions post to their paths; actions drop the cached list', async () => {
    const server = stubServer({
      'GET /agent/list': () => agentRows(),
      'POST /agent/block/76086428-5': () => ({ ...agentRows()[0], user: { activated: false } }),
      'POST /agent/blockgate/76086428-5': () => ({ ...agentRows()[0], activatedGate: false }),
      'POST /agent/resendactivation/76086428-5': () => ({ message: 'ok' }),
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    const params = { filter: {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const } };
    await dp.getList('agents', params);
    const record = agentRows()[0];
    expect((await dp.runAction('agents', 'block', record)).data).toMatchObject({
      id: '76086428-5',
      user: { activated: false },
    });
    expect((await dp.runAction('agents', 'blockGate', record)).data).toMatchObject({ activatedGate: false });
    const resend = await dp.runAction('agents', 'resendActivation', record);
    expect(resend).toEqual({ data: null, response: { message: 'ok' } });
    await dp.getList('agents', params);
    expect(count(server.calls, 'GET', '/agent/list')).toBe(2);
    expect(server.calls.filter((c) => c.method === 'POST').every((c) => c.body === undefined)).toBe(true);
    await expect(dp.runAction('agents', 'nope', record)).rejects.toThrow();
  });

  it('ADM-AGA-044 ADM-TRK-002: trucking lookup (searchall) by name or RUT, min 3 characters, at most 10, one fetch', async () => {
    const truckings = Array.from({ length: 15 }, (_, i) => ({
      id: `7700000${i}-${i % 10}`,
      name: `Transportes Sur ${String(i).padStart(2, '0')}`,
    }));
    truckings.push({ id: '76543210-3', name: 'Camiones Ñuble' });
    const server = stubServer({ 'GET /truckingcompany/searchall': () => truckings });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    expect(await dp.searchTruckings('tr')).toEqual([]);
    const byName = await dp.searchTruckings('transportes');
    expect(byName).toHaveLength(10);
    expect(byName[0].name).toBe('Transportes Sur 00');
    expect((await dp.searchTruckings('nuble')).map((t) => t.id)).toEqual(['76543210-3']);
    expect((await dp.searchTruckings('76.543.210-3')).map((t) => t.name)).toEqual(['Camiones Ñuble']);
    expect(count(server.calls, 'GET', '/truckingcompany/searchall')).toBe(1);
  });

  it('ADM-AGA-039 ADM-AGA-041 ADM-AGA-045 ADM-AGA-004: agent trucking and functionary calls', async () => {
    const list = [{ id: '77000001-1', name: 'Transportes Uno' }];
    const server = stubServer({
      'GET /truckingcompany/truckingcobyaga/76086428-5': () => list,
      'POST /agent/addtruckingco/76086428-5': () => list,
      'POST /agent/deletetruckingco/76086428-5': () => [],
      'GET /functionary/getByOwner/76086428-5': () => [{ id: 'f1', name: 'Func' }],
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    expect(await dp.agentTruckings('76086428-5')).toEqual(list);
    const trucking = { id: '77000001-1', name: 'Transportes Uno', user: { email: 't@u.cl' } };
    expect(await dp.addTrucking('76086428-5', trucking)).toEqual(list);
    expect(await dp.removeTrucking('76086428-5', trucking)).toEqual([]);
    expect(await dp.functionariesOf('76086428-5')).toEqual([{ id: 'f1', name: 'Func' }]);
    expect(server.calls[1].body).toEqual({ id: '77000001-1', name: 'Transportes Uno', role: 'HAULIER' });
    expect(server.calls[2].body).toEqual(trucking);
  });

  it('ADM-AGA-014: server field errors reject the update with body.errors', async () => {
    const server = stubServer({
      'PUT /agent/76086428-5': () => {
        throw toApiError(422, {
          code: '422',
          message: 'Los datos enviados no son válidos',
          fields: { id: 'Rut inválido' },
        });
      },
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    const error = await dp
      .update('agents', { id: '76086428-5', data: agentRows()[0], previousData: agentRows()[0] as never })
      .then(
        () => null,
        (e: { body: { errors: Rec }; message: string }) => e,
      );
    expect(error?.body.errors).toMatchObject({
      id: 'Rut inválido',
      root: { serverError: expect.stringMatching(/ - 400$|- \d+$/) },
    });
    expect(error?.message).toBe('Los datos enviados no son válidos - 422');
  });
});

/**
 * A versioned list server behind the conditional GET: ETag "v<version>", 304 when the request
 * names the current one. `etags` records what each request sent as If-None-Match.
 */
function versionedServer(initial: Rec[], opts: { sendEtag?: boolean } = {}) {
  let rows = initial;
  let version = 1;
  const etags: (string | null | undefined)[] = [];
  const fetchRevalidated = async (path: string, etag: string | null | undefined): Promise<Revalidated<unknown>> => {
    if (path !== '/agent/list') throw toApiError(404, { code: '404', message: path });
    etags.push(etag);
    const current = opts.sendEtag === false ? null : `"v${version}"`;
    if (current && etag === current) return { status: 304, etag: current, data: undefined };
    return { status: 200, etag: current, data: rows.map((r) => ({ ...r })) };
  };
  return {
    etags,
    fetchRevalidated,
    write(next: Rec[]) {
      rows = next;
      version += 1;
    },
  };
}

describe('dataProvider list revalidation', () => {
  const params = { filter: {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const } };

  it('after the TTL the refetch sends the stored ETag and a 304 reuses the kept rows, restarting the TTL', async () => {
    let now = 1_000;
    const server = versionedServer(agentRows());
    const dp = createDataProvider(definitions, {
      fetchRevalidated: server.fetchRevalidated,
      getContext: () => cs,
      now: () => now,
      ttlMs: 30_000,
    });
    const first = await dp.getList('agents', params);
    expect(server.etags).toEqual([undefined]);
    now += 30_000;
    const again = await dp.getList('agents', params);
    expect(server.etags).toEqual([undefined, '"v1"']);
    expect(again).toEqual(first);
    expect(again.data[0]).toBe(first.data[0]); // the very rows kept, not a new download
    now += 29_999;
    await dp.getList('agents', params);
    expect(server.etags).toHaveLength(2); // the 304 restarted the TTL
  });

  it('a write invalidates; the next fetch is conditional, answered 200, and replaces rows and ETag', async () => {
    const server = versionedServer(agentRows());
    let rows = agentRows();
    const dp = createDataProvider(definitions, {
      fetchRevalidated: server.fetchRevalidated,
      fetch: (async (path: string, opts: ApiFetchOptions = {}) => {
        if (opts.method !== 'POST' || path !== '/agent/blockgate/76086428-5')
          throw toApiError(404, { code: '404', message: path });
        rows = rows.map((r) => (r.id === '76086428-5' ? { ...r, name: 'Cambiada' } : r));
        server.write(rows);
        return {};
      }) as typeof import('../../../src/providers/httpClient').apiFetch,
      getContext: () => cs,
    });
    await dp.getList('agents', params);
    const action = definitions.find((d) => d.name === 'agents')!.actions!.find((a) => a.name === 'blockGate')!;
    expect(action.endpoint.path).toBe('/agent/blockgate/{id}');
    await dp.runAction('agents', 'blockGate', agentRows()[0]!);
    const after = await dp.getList('agents', params);
    expect(server.etags).toEqual([undefined, '"v1"']);
    expect(after.data.map((a) => a.name)).toContain('Cambiada');
    dp.invalidate('agents');
    await dp.getList('agents', params);
    expect(server.etags).toEqual([undefined, '"v1"', '"v2"']); // the 200 stored the new ETag
  });

  it('invalidate() (the refresh button) keeps the ETag, so refreshing an unchanged list is a 304', async () => {
    const server = versionedServer(agentRows());
    const dp = createDataProvider(definitions, { fetchRevalidated: server.fetchRevalidated, getContext: () => cs });
    const first = await dp.getList('agents', params);
    dp.invalidate();
    const again = await dp.getList('agents', params);
    expect(server.etags).toEqual([undefined, '"v1"']);
    expect(again.data[0]).toBe(first.data[0]);
  });

  it('without an ETag from the server every fetch is a plain one', async () => {
    const server = versionedServer(agentRows(), { sendEtag: false });
    const dp = createDataProvider(definitions, { fetchRevalidated: server.fetchRevalidated, getContext: () => cs });
    await dp.getList('agents', params);
    dp.invalidate('agents');
    await dp.getList('agents', params);
    expect(server.etags).toEqual([undefined, undefined]);
  });

  it('CONST-073: each shared list is loaded once and read by every screen: the list view, a picker and a chooser share one request per login, until the TTL', async () => {
    let now = 1_000;
    let login = 'servicio';
    const server = stubServer({
      'GET /agent/list': () => agentRows(),
      'GET /giro': () => [{ id: '01', name: 'Agricultura' }],
      'GET /client/communes': () => [{ id: '1', name: 'Valparaíso', region: 'V' }],
      'GET /truckingcompany/searchall': () => [{ id: '77654321-7', name: 'Transportes Andes' }],
      'GET /vesselvisit/actives': () => [{ id: 'MSCAN36S' }],
      'GET /customer/list': () => [{ id: '1', name: 'Cliente' }],
      'GET /storekeeper/list': () => [{ id: '1', user: { name: 'Bodega' } }],
    });
    const dp = createDataProvider(definitions, {
      fetch: server.fetch,
      getContext: () => ({ ...cs, login }),
      now: () => now,
      ttlMs: 30_000,
    });
    const params = { filter: {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const } };
    // The agents list view, the trucking screen's agent picker and the pickup form's chooser.
    const [page, picker, chooser] = await Promise.all([
      dp.getList('agents', params),
      dp.sharedList('agents'),
      dp.sharedList('agents'),
    ]);
    expect(page.total).toBe(3);
    expect(picker).toBe(chooser);
    expect(count(server.calls, 'GET', '/agent/list')).toBe(1);
    // Giros: the resource's list and the client form's picker; communes: every form that offers them.
    await dp.getList('giros', { ...params, sort: { field: 'id', order: 'ASC' } });
    await dp.sharedList('giros');
    await dp.sharedList('communes');
    await dp.sharedList('communes');
    expect(count(server.calls, 'GET', '/giro')).toBe(1);
    expect(count(server.calls, 'GET', '/client/communes')).toBe(1);
    // Truckings: the shared list is the one the typeahead searches.
    await dp.sharedList('truckings');
    await dp.searchTruckings('Andes');
    expect(count(server.calls, 'GET', '/truckingcompany/searchall')).toBe(1);
    for (const name of ['vesselVisits', 'customers', 'storekeepers'] as const)
      await Promise.all([dp.sharedList(name), dp.sharedList(name)]);
    expect(
      ['/vesselvisit/actives', '/customer/list', '/storekeeper/list'].map((p) => count(server.calls, 'GET', p)),
    ).toEqual([1, 1, 1]);
    // Another login has its own copy; after the TTL the list is asked again.
    login = 'finanzas';
    await dp.sharedList('agents');
    expect(count(server.calls, 'GET', '/agent/list')).toBe(2);
    now += 30_000;
    await dp.sharedList('agents');
    expect(count(server.calls, 'GET', '/agent/list')).toBe(3);
  });

  it('peekList answers at once the page getList would, only while the collection is at hand, fresh and small', async () => {
    let now = 1_000;
    const server = stubServer({ 'GET /agent/list': () => agentRows() });
    const dp = createDataProvider(definitions, {
      fetch: server.fetch,
      getContext: () => cs,
      now: () => now,
      ttlMs: 30_000,
    });
    const params = {
      filter: { q: 'agencia' },
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'DESC' as const },
    };
    expect(dp.peekList('agents', params)).toBeUndefined();
    const list = await dp.getList('agents', params);
    expect(dp.peekList('agents', params)).toEqual({ data: list.data, total: list.total });
    expect(dp.peekList('nope', params)).toBeUndefined();
    now += 30_000;
    expect(dp.peekList('agents', params)).toBeUndefined();

    const many = Array.from({ length: 5_001 }, (_, i) => ({ ...agentRows()[0], id: String(i), name: `Agencia ${i}` }));
    const big = createDataProvider(definitions, {
      fetch: stubServer({ 'GET /agent/list': () => many }).fetch,
      getContext: () => cs,
    });
    await big.getList('agents', params);
    expect(big.peekList('agents', params)).toBeUndefined();
  });

  it("a prefetched record is the request the view's getOne takes, once; a write drops one nobody took", async () => {
    const server = stubServer({
      'GET /agent/76086428-5': () => agentRows()[0],
      'GET /agent/nope': () => {
        throw toApiError(404, null);
      },
    });
    const dp = createDataProvider(definitions, { fetch: server.fetch, getContext: () => cs });
    const prefetch = dp.prefetchOne('agents', '76086428-5');
    expect(dp.peekOne('agents', '76086428-5')).toBeUndefined();
    await prefetch;
    // Arrived: at hand for the view's first render, and still the answer of its getOne.
    expect(dp.peekOne('agents', '76086428-5')).toMatchObject({ id: '76086428-5' });
    const { data } = await dp.getOne('agents', { id: '76086428-5' });
    expect(dp.peekOne('agents', '76086428-5')).toBeUndefined();
    expect(data.name).toBe(agentRows()[0]!.name);
    expect(count(server.calls, 'GET', '/agent/76086428-5')).toBe(1);
    // Taken once: the next getOne (a refetch after an edit) asks the server again.
    await dp.getOne('agents', { id: '76086428-5' });
    expect(count(server.calls, 'GET', '/agent/76086428-5')).toBe(2);

    await dp.prefetchOne('agents', '76086428-5');
    dp.invalidate('agents');
    await dp.getOne('agents', { id: '76086428-5' });
    expect(count(server.calls, 'GET', '/agent/76086428-5')).toBe(4);

    // A failed prefetch never rejects, and the view asks on its own.
    await expect(dp.prefetchOne('agents', 'nope')).resolves.toBeUndefined();
    await expect(dp.getOne('agents', { id: 'nope' })).rejects.toMatchObject({ code: '404' });
    expect(count(server.calls, 'GET', '/agent/nope')).toBe(2);
  });

  it('ROLE-002: a list prefetched before the identity is known leaves at once and serves the login it turns out to be; refused, it is dropped', async () => {
    let login: string | undefined;
    const server = stubServer({
      'GET /agent/list': () => agentRows(),
      'GET /functionary/getByOwner/servicio': () => [],
    });
    const dp = createDataProvider(definitions, {
      fetch: server.fetch,
      getContext: () => ({ login, roles: login ? cs.roles : [] }),
    });
    let answer: (ok: boolean) => void = () => undefined;
    const allows = new Promise<boolean>((r) => (answer = r));
    const prefetch = dp.prefetchList('agents', allows);
    expect(count(server.calls, 'GET', '/agent/list')).toBe(1);
    login = 'servicio';
    answer(true);
    await prefetch;
    await allows;
    expect((await dp.getList('agents', params)).total).toBe(3);
    expect(count(server.calls, 'GET', '/agent/list')).toBe(1);

    // Refused: the early answer is nobody's; the next reader asks again.
    login = undefined;
    const other = createDataProvider(definitions, {
      fetch: server.fetch,
      getContext: () => ({ login, roles: login ? cs.roles : [] }),
    });
    await other.prefetchList('agents', Promise.resolve(false));
    login = 'servicio';
    await other.getList('agents', params);
    expect(count(server.calls, 'GET', '/agent/list')).toBe(3);
  });

  it('a prefetched collection is the request getList uses; a failed prefetch resolves and is not kept', async () => {
    const server = versionedServer(agentRows());
    const dp = createDataProvider(definitions, { fetchRevalidated: server.fetchRevalidated, getContext: () => cs });
    const prefetch = dp.prefetchList('agents');
    const list = await dp.getList('agents', params);
    await prefetch;
    expect(list.total).toBe(3);
    expect(server.etags).toEqual([undefined]);

    let fail = true;
    const flaky = createDataProvider(definitions, {
      fetchRevalidated: async (path, etag) => {
        if (fail) throw toApiError(0, null);
        return server.fetchRevalidated(path, etag);
      },
      getContext: () => cs,
    });
    await expect(flaky.prefetchList('agents')).resolves.toBeUndefined();
    await expect(flaky.prefetchList('nope')).resolves.toBeUndefined();
    fail = false;
    expect((await flaky.getList('agents', params)).total).toBe(3);
  });
});
