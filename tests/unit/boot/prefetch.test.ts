import { describe, expect, it, vi } from 'vitest';
import { prefetchArea, prefetchRoute } from '../../../src/boot/prefetch';
import { areas } from '../../../src/custom/areas/registry';
import type { ResourceDefinition } from '../../../src/resources/framework/types';
import { definitions } from '../../../src/resources/registry';
import type { Account } from '../../../src/providers/session';

/** The registry's definitions with their views replaced by spies (no chunk really loads); loaders keyed "name kind". */
function spiedDefinitions() {
  const loaders = new Map<string, ReturnType<typeof vi.fn>>();
  const defs = definitions.map((d) => {
    const spy = (kind: string) => {
      const fn = vi.fn(async () => ({ default: () => null }));
      loaders.set(`${d.name} ${kind}`, fn);
      return fn;
    };
    return {
      ...d,
      views: { list: spy('list'), show: spy('show'), edit: spy('edit'), create: spy('create') },
    } as ResourceDefinition;
  });
  return { defs, loaders };
}

const account = (authorities: string[]): Account => ({ login: 'servicio', authorities });

function run(pathname: string, identity: Account | null) {
  const { defs, loaders } = spiedDefinitions();
  const prefetchList = vi.fn(async () => undefined);
  const prefetchOne = vi.fn(async () => undefined);
  const started = prefetchRoute(pathname, {
    definitions: defs,
    identity: () => identity,
    prefetchList,
    prefetchOne,
  })?.resource;
  const loaded = [...loaders].filter(([, fn]) => fn.mock.calls.length > 0).map(([name]) => name);
  return {
    started,
    loaded,
    lists: prefetchList.mock.calls.map((c) => (c as unknown[])[0]),
    records: prefetchOne.mock.calls,
  };
}
const noop = async () => undefined;

describe('boot prefetch of a resource route', () => {
  it('ROLE-002: a signed-in user allowed to list starts the list view chunk and the collection together', () => {
    expect(run('/agents', account(['ROLE_CUSTOMER_SERVICE']))).toEqual({
      started: 'agents',
      loaded: ['agents list'],
      lists: ['agents'],
      records: [],
    });
    expect(run('/lineOperators/', account(['ROLE_AGN']))).toEqual({
      started: 'lineOperators',
      loaded: ['lineOperators list'],
      lists: ['lineOperators'],
      records: [],
    });
  });

  it('ROLE-002: a record route starts its view chunk and the record (show and edit), a create form only its chunk', () => {
    const cs = account(['ROLE_CUSTOMER_SERVICE']);
    expect(run('/agents/76086428-5/show', cs)).toEqual({
      started: 'agents',
      loaded: ['agents show'],
      lists: [],
      records: [['agents', '76086428-5']],
    });
    expect(run('/agents/76086428-5', cs)).toEqual({
      started: 'agents',
      loaded: ['agents edit'],
      lists: [],
      records: [['agents', '76086428-5']],
    });
    // react-admin encodes the id in the path; the view asks for the decoded one.
    expect(run('/clients/a%2Fb/show', cs).records).toEqual([['clients', 'a/b']]);
    expect(run('/agents/create', cs)).toEqual({ started: 'agents', loaded: ['agents create'], lists: [], records: [] });
  });

  it('the view promise settles once the chunk loaded, and also when it failed (React.lazy retries on render)', async () => {
    const { defs, loaders } = spiedDefinitions();
    const cs = account(['ROLE_CUSTOMER_SERVICE']);
    loaders.get('agents list')!.mockImplementation(async () => {
      throw new Error('chunk');
    });
    const started = prefetchRoute('/agents', {
      definitions: defs,
      identity: () => cs,
      prefetchList: noop,
      prefetchOne: noop,
    });
    await expect(started?.view).resolves.toBeUndefined();
    const ok = prefetchRoute('/storekeepers', {
      definitions: defs,
      identity: () => cs,
      prefetchList: noop,
      prefetchOne: noop,
    });
    await expect(ok?.view).resolves.toBeUndefined();
    expect(loaders.get('storekeepers list')).toHaveBeenCalledTimes(1);
  });

  it('ROLE-002: nothing starts without a live identity or without the permission of the view', () => {
    const none = { started: undefined, loaded: [], lists: [], records: [] };
    expect(run('/agents', null)).toEqual(none);
    expect(run('/agents', account(['ROLE_AGA']))).toEqual(none);
    expect(run('/storekeepers', account(['ROLE_FINANCIAL']))).toEqual(none);
    expect(run('/agents/76086428-5/show', account(['ROLE_AGA']))).toEqual(none);
    expect(run('/agents/create', account(['ROLE_FINANCIAL']))).toEqual(none);
  });

  it('ROLE-002: without a cached identity, the identity, the chunk and the data leave together; the view waits only for a role that may open it', async () => {
    const { defs, loaders } = spiedDefinitions();
    const prefetchList = vi.fn(async () => undefined);
    let answer: (a: Account | null) => void = () => undefined;
    const allowed = prefetchRoute('/agents', {
      definitions: defs,
      identity: () => null,
      loadIdentity: () => new Promise((r) => (answer = r)),
      prefetchList,
      prefetchOne: noop,
    });
    expect(allowed?.resource).toBe('agents');
    // Neither the chunk nor the collection waits for the identity: the data provider is told it is coming.
    expect(loaders.get('agents list')).toHaveBeenCalledTimes(1);
    expect(prefetchList.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['agents']);
    expect((prefetchList.mock.calls[0] as unknown[])[1]).toBeInstanceOf(Promise);
    answer(account(['ROLE_CUSTOMER_SERVICE']));
    await allowed?.view;

    // A role that may not list: the render does not wait for the view at all.
    let viewSettled = false;
    loaders.get('storekeepers list')!.mockImplementation(() => new Promise(() => undefined));
    const denied = prefetchRoute('/storekeepers', {
      definitions: defs,
      identity: () => null,
      loadIdentity: async () => account(['ROLE_FINANCIAL']),
      prefetchList,
      prefetchOne: noop,
    });
    await denied?.view.then(() => (viewSettled = true));
    expect(viewSettled).toBe(true);
  });

  it('only resource routes prefetch: not the home page, the sign-in page, an area or unknown paths', () => {
    const cs = account(['ROLE_CUSTOMER_SERVICE']);
    for (const path of ['/', '/login', '/nope', '/import/management/MSCU2438728/0', '/agents/1/show/extra']) {
      expect(run(path, cs).started, path).toBeUndefined();
      expect(run(path, cs).lists, path).toEqual([]);
      expect(run(path, cs).records, path).toEqual([]);
    }
  });

  it('ROLE-002: an operational area route starts its screens module when the cached identity may open it; nothing for another role, no identity or another path', async () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const start = (path: string, identity: Account | null) =>
      prefetchArea(path, { areas, identity: () => identity, load });
    const aga = account(['ROLE_AGA', 'ROLE_AGA_AGA']);
    const started = start('/import/management/MSCU2438728/0', aga);
    expect(started?.resource).toBe('import');
    expect(load.mock.calls.map((c) => (c as unknown as [{ path: string }])[0].path)).toEqual(['import']);
    await started?.view;
    expect(start('/import/management/MSCU2438728/0', account(['ROLE_GATE']))).toBeUndefined();
    expect(start('/import', null)).toBeUndefined();
    for (const path of ['/', '/agents', '/importacion']) expect(start(path, aga), path).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
