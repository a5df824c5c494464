// @vitest-environment jsdom
/**
 * ADM-SHELL-008 (issue 30 §1): a list route's data call leaves from the page's first module, before
 * the console's entry has loaded, and the data provider takes that call over once instead of
 * asking the server again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute, ROUTE_CHUNKS_ELEMENT_ID, type RouteChunks } from '../../../src/boot/routePreload';
import { dropEarlyCalls, EARLY_CALL_TTL_MS, startEarlyCall, takeEarlyCall } from '../../../src/providers/earlyCalls';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { saveIdentity, saveSession } from '../../../src/providers/session';
import { definitions } from '../../../src/resources/registry';

const agents = [
  { id: '96511460-1', name: 'Zeta Agencia', user: { activated: true } },
  { id: '76086428-5', name: 'Agencia Ñandú', user: { activated: true } },
];
const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

/** A fetch stub answering every call with the agents (a new Response each time) and recording it. */
function stubFetch() {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(agents), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetchFn: fetchFn as unknown as typeof fetch };
}

beforeEach(() => saveSession({ token: 'tok-1', expires: Date.now() + 60_000 }));
afterEach(() => {
  dropEarlyCalls();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('an early list call', () => {
  it('is sent as httpClient sends it (Accept JSON and the session token) and is taken once, by the same session only', async () => {
    const { calls, fetchFn } = stubFetch();
    startEarlyCall('GET', '/api/agent/list', 'tok-1', fetchFn);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/agent/list');
    expect(calls[0]!.init?.headers).toEqual({ Accept: 'application/json', 'x-auth-token': 'tok-1' });
    expect(takeEarlyCall('GET', '/api/agent/list', 'otro-token')).toBeUndefined();
    // Asked for by another session: dropped, not kept for later.
    expect(takeEarlyCall('GET', '/api/agent/list', 'tok-1')).toBeUndefined();

    startEarlyCall('GET', '/api/agent/list', 'tok-1', fetchFn);
    const taken = takeEarlyCall('get', '/api/agent/list', 'tok-1');
    expect(taken).toBeDefined();
    expect(await (await taken!).json()).toEqual(agents);
    expect(takeEarlyCall('GET', '/api/agent/list', 'tok-1')).toBeUndefined();
  });

  it('one nobody took in time is stale; what the boot leaves over is stopped', () => {
    const { fetchFn } = stubFetch();
    const old = startEarlyCall('GET', '/api/agent/list', 'tok-1', fetchFn, Date.now() - EARLY_CALL_TTL_MS - 1);
    const abort = vi.spyOn(old, 'abort');
    expect(takeEarlyCall('GET', '/api/agent/list', 'tok-1')).toBeUndefined();
    expect(abort).toHaveBeenCalled();

    const left = startEarlyCall('GET', '/api/client', 'tok-1', fetchFn);
    const leftAbort = vi.spyOn(left, 'abort');
    dropEarlyCalls();
    expect(leftAbort).toHaveBeenCalled();
    expect(takeEarlyCall('GET', '/api/client', 'tok-1')).toBeUndefined();
  });

  it("the page's first module starts a list route's fixed call with its chunks; no call for a record route, a role-chosen list or a signed-out page", () => {
    const page = (json: RouteChunks) => {
      const doc = document.implementation.createHTMLDocument('t');
      const el = doc.createElement('script');
      el.type = 'application/json';
      el.id = ROUTE_CHUNKS_ELEMENT_ID;
      el.textContent = JSON.stringify(json);
      doc.body.appendChild(el);
      return doc;
    };
    const json: RouteChunks = {
      names: ['agents', 'lineOperators'],
      chunks: { list: ['/assets/view-list.js'], show: ['/assets/view-show.js'], edit: [], create: [] },
      lists: { agents: { method: 'GET', path: '/api/agent/list' } },
    };
    const { calls, fetchFn } = stubFetch();
    expect(preloadRoute(page(json), '/agents', fetchFn)).toEqual({
      hrefs: ['/assets/view-list.js'],
      call: 'GET /api/agent/list',
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/agent/list']);
    expect(preloadRoute(page(json), '/agents/7/show', fetchFn).call).toBeUndefined();
    expect(preloadRoute(page(json), '/lineOperators', fetchFn).call).toBeUndefined();
    localStorage.clear();
    expect(preloadRoute(page(json), '/agents', fetchFn)).toEqual({ hrefs: [] });
    expect(calls).toHaveLength(1);
  });

  it("an area screen's first reads leave with its chunks, placeholders filled from the route and the query; and the screen's own GET takes them over", async () => {
    const doc = document.implementation.createHTMLDocument('t');
    const el = doc.createElement('script');
    el.type = 'application/json';
    el.id = ROUTE_CHUNKS_ELEMENT_ID;
    const json: RouteChunks = {
      names: ['agents'],
      chunks: { list: [], show: [], edit: [], create: [] },
      areas: {
        import: {
          chunks: ['/assets/ImportScreens.js'],
          reads: [
            ['management/:nbr/:index', '/api/import/{nbr}'],
            ['search', '/api/import/search'],
          ],
          roles: ['ROLE_AGA'],
        },
        vesselVisits: {
          chunks: ['/assets/VisitScreens.js'],
          reads: [
            ['', '/api/vesselvisit/actives'],
            ['', '/api/vesselvisit/{visit}'],
          ],
          roles: ['ROLE_STOREKEEPER'],
        },
      },
    };
    el.textContent = JSON.stringify(json);
    doc.body.appendChild(el);
    const { calls, fetchFn } = stubFetch();
    // Unknown identity, or one whose roles may not open the area: the chunks only.
    expect(preloadRoute(doc, '/import/management/MSCU2438728/0', fetchFn)).toEqual({
      hrefs: ['/assets/ImportScreens.js'],
    });
    saveIdentity({ login: 'aga', authorities: ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_STOREKEEPER'] });
    expect(preloadRoute(doc, '/import/management/MSCU2438728/0', fetchFn)).toEqual({
      hrefs: ['/assets/ImportScreens.js'],
      call: 'GET /api/import/MSCU2438728',
    });
    expect(preloadRoute(doc, '/vesselVisits', fetchFn, '?visit=MSC%2F36').call).toBe(
      'GET /api/vesselvisit/actives, GET /api/vesselvisit/MSC%2F36',
    );
    // The visit not chosen: the read that needs it is not sent.
    expect(preloadRoute(doc, '/vesselVisits', fetchFn).call).toBe('GET /api/vesselvisit/actives');
    expect(preloadRoute(doc, '/import/other/x', fetchFn).call).toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/import/MSCU2438728',
      '/api/vesselvisit/actives',
      '/api/vesselvisit/MSC%2F36',
      '/api/vesselvisit/actives',
    ]);

    // Any plain GET of the console for that URL takes it over (httpClient), once.
    vi.stubGlobal('fetch', fetchFn);
    const { apiFetch } = await import('../../../src/providers/httpClient');
    expect(await apiFetch('/import/MSCU2438728')).toEqual(agents);
    saveIdentity({ login: 'gate', authorities: ['ROLE_GATE'] });
    expect(preloadRoute(doc, '/vesselVisits', fetchFn, '?visit=X').call).toBeUndefined();
    expect(calls).toHaveLength(4);
    await apiFetch('/import/MSCU2438728');
    expect(calls).toHaveLength(5);
  });

  it('the data provider lists from the early call instead of asking again, and asks the server itself once the collection is dropped', async () => {
    const { calls, fetchFn } = stubFetch();
    vi.stubGlobal('fetch', fetchFn);
    startEarlyCall('GET', '/api/agent/list', 'tok-1', fetchFn);
    expect(calls).toHaveLength(1);
    const dp = createDataProvider(definitions, {
      getContext: () => ({ login: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] }),
    });
    await dp.prefetchList('agents');
    const page = await dp.getList('agents', params);
    expect(page.data.map((r) => r.name)).toEqual(['Agencia Ñandú', 'Zeta Agencia']);
    await dp.getList('agents', { ...params, sort: { field: 'name', order: 'DESC' } });
    // Taken over: still the one call.
    expect(calls).toHaveLength(1);

    dp.invalidate('agents');
    expect((await dp.getList('agents', params)).total).toBe(2);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe('/api/agent/list');
  });

  it('an early call sent with another token is not used: the provider asks with its own', async () => {
    const { calls, fetchFn } = stubFetch();
    vi.stubGlobal('fetch', fetchFn);
    startEarlyCall('GET', '/api/agent/list', 'token-de-otra-sesion', fetchFn);
    const dp = createDataProvider(definitions, {
      getContext: () => ({ login: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] }),
    });
    expect((await dp.getList('agents', params)).total).toBe(2);
    expect(calls).toHaveLength(2);
    expect((calls[1]!.init?.headers as Record<string, string>)['x-auth-token']).toBe('tok-1');
  });
});
