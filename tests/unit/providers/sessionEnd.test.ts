// @vitest-environment jsdom
/**
 * Sign-out in one place (issue 30, src/providers/sessionEnd.ts): every registered clear runs,
 * the stored session and the session's sessionStorage go, and the console's caches are among
 * those registered — an ended session leaves nothing for the next user.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetInactiveQueries } from '../../../src/boot/queryClient';
import { authProvider } from '../../../src/providers/authProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { Revalidated } from '../../../src/providers/httpClient';
import {
  endSession,
  onSessionEnd,
  sameSession,
  sessionEndNames,
  sessionSerial,
} from '../../../src/providers/sessionEnd';
import { getToken, saveSession } from '../../../src/providers/session';
import { definitions } from '../../../src/resources/registry';

const undo: (() => void)[] = [];
const register = (name: string, clear: () => void) => undo.push(onSessionEnd(name, clear));
afterEach(() => {
  undo.splice(0).forEach((u) => u());
  sessionStorage.clear();
  localStorage.clear();
});

describe('the session end', () => {
  it('runs every registered clear, even past one that fails, and drops the stored session', () => {
    const first = vi.fn();
    const failing = vi.fn(() => {
      throw new Error('roto');
    });
    const last = vi.fn();
    register('test.first', first);
    register('test.failing', failing);
    register('test.last', last);
    saveSession({ token: 'tok', expires: Date.now() + 60_000 });
    expect(getToken()).toBe('tok');

    endSession();
    expect([first, failing, last].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    expect(getToken()).toBeNull();
  });

  it("the session's sessionStorage goes (the drafts previewed, the last payment); other keys stay", () => {
    sessionStorage.setItem('portal.invoice.previewed', '[12]');
    sessionStorage.setItem('portal.payment.result', '{"groupId":1}');
    sessionStorage.setItem('otra.cosa', 'x');
    endSession();
    expect(Object.keys(sessionStorage)).toEqual(['otra.cosa']);
  });

  it('a new session number at every end: work begun before it knows its session is over', () => {
    const begun = sessionSerial();
    expect(sameSession(begun)).toBe(true);
    endSession();
    expect(sameSession(begun)).toBe(false);
    expect(sameSession(sessionSerial())).toBe(true);
  });

  it('one entry per name (a component mounting again replaces its own); unregistering an old one leaves the new', () => {
    const old = vi.fn();
    const fresh = vi.fn();
    const dropOld = onSessionEnd('test.component', old);
    register('test.component', fresh);
    dropOld();
    endSession();
    expect(old).not.toHaveBeenCalled();
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('signing out, and a failed sign-in, end the session (the authProvider calls endSession)', async () => {
    const clear = vi.fn();
    register('test.logout', clear);
    saveSession({ token: 'tok', expires: Date.now() + 60_000 });
    await authProvider.logout({});
    expect(clear).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it("the console's caches are registered: collections, early calls, queries, the identity in flight", async () => {
    await import('../../../src/boot/consoleDataProvider');
    expect(sessionEndNames()).toEqual(expect.arrayContaining(['collections', 'earlyCalls', 'queries', 'identity']));
  });
});

describe('what the session end clears', () => {
  it("the data provider forgets a user's collections, their last rows and ETags: the next user's list asks afresh", async () => {
    const etags: (string | null | undefined)[] = [];
    const fetchRevalidated = async (_path: string, etag: string | null | undefined): Promise<Revalidated<unknown>> => {
      etags.push(etag);
      return { status: 200, etag: '"v1"', data: [{ id: '1', name: 'Agencia' }] };
    };
    const dp = createDataProvider(definitions, {
      fetchRevalidated,
      getContext: () => ({ login: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] }),
    });
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };
    await dp.getList('agents', params);
    expect(dp.peekList('agents', params)?.data).toHaveLength(1);
    dp.forgetSession();
    expect(dp.peekList('agents', params)).toBeUndefined();
    await dp.getList('agents', params);
    // Not a conditional GET: no ETag of the last session survives to be revalidated.
    expect(etags).toEqual([undefined, undefined]);
  });

  it('the queries no screen shows go at once; those on screen and the identity queries are left to react-admin', () => {
    const client = new QueryClient();
    client.setQueryData(['invoice', 'search', { page: 1 }], ['de aga']);
    client.setQueryData(['auth', 'getIdentity'], { id: 'aga' });
    client.setQueryData(['agents', 'getList', {}], { data: [] });
    const onScreen = new QueryObserver(client, {
      queryKey: ['agents', 'getList', {}],
      queryFn: async () => ({ data: [] }),
      staleTime: Infinity,
    });
    const stop = onScreen.subscribe(() => undefined);
    forgetInactiveQueries(client);
    expect(client.getQueryData(['invoice', 'search', { page: 1 }])).toBeUndefined();
    expect(client.getQueryData(['auth', 'getIdentity'])).toEqual({ id: 'aga' });
    expect(client.getQueryData(['agents', 'getList', {}])).toEqual({ data: [] });
    stop();
  });
});
