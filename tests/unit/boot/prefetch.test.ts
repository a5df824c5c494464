import { describe, expect, it, vi } from 'vitest';
import { prefetchListRoute } from '../../../src/boot/prefetch';
import type { ResourceDefinition } from '../../../src/resources/framework/types';
import { definitions } from '../../../src/resources/registry';
import type { Account } from '../../../src/providers/session';

/** The registry's definitions with their list views replaced by spies (no chunk really loads). */
function spiedDefinitions() {
  const loaders = new Map<string, ReturnType<typeof vi.fn>>();
  const defs = definitions.map((d) => {
    const list = vi.fn(async () => ({ default: () => null }));
    loaders.set(d.name, list);
    return { ...d, views: { ...d.views, list } } as ResourceDefinition;
  });
  return { defs, loaders };
}

const account = (authorities: string[]): Account => ({ login: 'servicio', authorities });

function run(pathname: string, identity: Account | null) {
  const { defs, loaders } = spiedDefinitions();
  const prefetchList = vi.fn(async () => undefined);
  const started = prefetchListRoute(pathname, { definitions: defs, identity: () => identity, prefetchList })?.resource;
  const loaded = [...loaders].filter(([, fn]) => fn.mock.calls.length > 0).map(([name]) => name);
  return { started, loaded, lists: prefetchList.mock.calls.map((c) => (c as unknown[])[0]) };
}

describe('boot prefetch of a list route', () => {
  it('ROLE-002: a signed-in user allowed to list starts the list view chunk and the collection together', () => {
    expect(run('/agents', account(['ROLE_CUSTOMER_SERVICE']))).toEqual({ started: 'agents', loaded: ['agents'], lists: ['agents'] });
    expect(run('/lineOperators/', account(['ROLE_AGN']))).toEqual({ started: 'lineOperators', loaded: ['lineOperators'], lists: ['lineOperators'] });
  });

  it('the view promise settles once the chunk loaded, and also when it failed (React.lazy retries on render)', async () => {
    const { defs, loaders } = spiedDefinitions();
    const cs = account(['ROLE_CUSTOMER_SERVICE']);
    loaders.get('agents')!.mockImplementation(async () => {
      throw new Error('chunk');
    });
    const started = prefetchListRoute('/agents', { definitions: defs, identity: () => cs, prefetchList: async () => undefined });
    await expect(started?.view).resolves.toBeUndefined();
    const ok = prefetchListRoute('/storekeepers', { definitions: defs, identity: () => cs, prefetchList: async () => undefined });
    await expect(ok?.view).resolves.toBeUndefined();
    expect(loaders.get('storekeepers')).toHaveBeenCalledTimes(1);
  });

  it('ROLE-002: nothing starts without a live identity or without the list permission', () => {
    const none = { started: undefined, loaded: [], lists: [] };
    expect(run('/agents', null)).toEqual(none);
    expect(run('/agents', account(['ROLE_AGA']))).toEqual(none);
    expect(run('/storekeepers', account(['ROLE_FINANCIAL']))).toEqual(none);
  });

  it('ROLE-002: without a cached identity it is fetched at once, and the collection follows only when the role may list it', async () => {
    const { defs, loaders } = spiedDefinitions();
    const prefetchList = vi.fn(async () => undefined);
    const allowed = prefetchListRoute('/agents', {
      definitions: defs, identity: () => null, loadIdentity: async () => account(['ROLE_CUSTOMER_SERVICE']), prefetchList,
    });
    expect(allowed?.resource).toBe('agents');
    // The chunk does not wait for the identity; the collection does.
    expect(loaders.get('agents')).toHaveBeenCalledTimes(1);
    await allowed?.view;
    expect(prefetchList.mock.calls).toEqual([['agents']]);

    const denied = prefetchListRoute('/storekeepers', {
      definitions: defs, identity: () => null, loadIdentity: async () => account(['ROLE_FINANCIAL']), prefetchList,
    });
    await denied?.view;
    const signedOut = prefetchListRoute('/clients', { definitions: defs, identity: () => null, loadIdentity: async () => null, prefetchList });
    await signedOut?.view;
    expect(prefetchList.mock.calls).toEqual([['agents']]);
  });

  it('only list routes prefetch: not a record, a form, the home page or unknown paths', () => {
    const cs = account(['ROLE_CUSTOMER_SERVICE']);
    for (const path of ['/agents/76086428-5', '/agents/create', '/agents/76086428-5/show', '/', '/login', '/nope']) {
      expect(run(path, cs).started, path).toBeUndefined();
      expect(run(path, cs).lists, path).toEqual([]);
    }
  });
});
