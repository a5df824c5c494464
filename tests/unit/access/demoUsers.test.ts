import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchDemoUsers, groupDemoUsers } from '../../../src/custom/access/demoUsers';

afterEach(() => vi.unstubAllGlobals());

describe('demo quick login', () => {
  it('groups users by group, in order of first appearance', () => {
    expect(
      groupDemoUsers([
        { login: 'a', group: 'Uno' },
        { login: 'b', group: 'Dos' },
        { login: 'c', group: 'Uno' },
        { login: 'd' },
      ]),
    ).toEqual([
      {
        group: 'Uno',
        users: [
          { login: 'a', group: 'Uno' },
          { login: 'c', group: 'Uno' },
        ],
      },
      { group: 'Dos', users: [{ login: 'b', group: 'Dos' }] },
      { group: '', users: [{ login: 'd' }] },
    ]);
  });

  it('a list answer gives the users, without a token', async () => {
    let headers: Record<string, string> = {};
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      headers = init.headers as Record<string, string>;
      expect(url).toMatch(/\/__mock\/demo-users$/);
      return new Response(JSON.stringify([{ login: 'servicio', group: 'Servicio al cliente' }, { nope: 1 }]), {
        status: 200,
      });
    });
    expect(await fetchDemoUsers()).toEqual([{ login: 'servicio', group: 'Servicio al cliente' }]);
    expect(headers['x-auth-token']).toBeUndefined();
  });

  it('a real server (404), no answer or a non-list show nothing', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: '404' }), { status: 404 }));
    expect(await fetchDemoUsers()).toEqual([]);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await fetchDemoUsers()).toEqual([]);
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    expect(await fetchDemoUsers()).toEqual([]);
  });
});
