import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createConsoleQueryClient } from '../../../src/boot/queryClient';

const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} };

describe('the console query client', () => {
  it('a list query created while its collection is at hand starts with that page: no loading state first', () => {
    const peekList = vi.fn((resource: string) =>
      resource === 'agents' ? { data: [{ id: '1', name: 'Agencia' }], total: 1 } : undefined,
    );
    const client = createConsoleQueryClient({ peekList, peekOne: () => undefined });
    // What react-admin's useGetList creates on its first render.
    const observer = new QueryObserver(client, {
      queryKey: ['agents', 'getList', params],
      queryFn: async () => ({ data: [], total: 0 }),
    });
    const first = observer.getCurrentResult();
    expect(first.status).toBe('success');
    expect(first.data).toEqual({
      data: [{ id: '1', name: 'Agencia' }],
      total: 1,
      pageInfo: undefined,
      meta: undefined,
    });
    expect(peekList).toHaveBeenCalledWith('agents', params);

    // Not at hand, or not a list: the query starts pending, as react-query has it.
    expect(
      new QueryObserver(client, {
        queryKey: ['clients', 'getList', params],
        queryFn: async () => ({}),
      }).getCurrentResult().status,
    ).toBe('pending');
    expect(
      new QueryObserver(client, {
        queryKey: ['agents', 'getOne', { id: '1' }],
        queryFn: async () => ({}),
      }).getCurrentResult().status,
    ).toBe('pending');
    expect(peekList).toHaveBeenCalledTimes(2);
  });

  it("a record route's query starts with the record the boot prefetched, when it has arrived", () => {
    const peekOne = vi.fn((_resource: string, id: string | number) =>
      id === '7' ? { id: '7', name: 'Agencia' } : undefined,
    );
    const client = createConsoleQueryClient({ peekList: () => undefined, peekOne });
    const one = (id: string) =>
      new QueryObserver(client, {
        queryKey: ['agents', 'getOne', { id }],
        queryFn: async () => ({}),
      }).getCurrentResult();
    expect(one('7')).toMatchObject({ status: 'success', data: { id: '7', name: 'Agencia' } });
    expect(one('8').status).toBe('pending');
  });

  it("ACC-011: react-admin's identity queries start with their answer while the identity is cached (no render pass each), and canAccess is not asked again on every mount", () => {
    const peekAuth = vi.fn((kind: unknown) =>
      kind === 'getIdentity'
        ? { value: { id: 'servicio', fullName: 'Servicio' } }
        : kind === 'canAccess'
          ? { value: true }
          : undefined,
    );
    const client = createConsoleQueryClient({ peekList: () => undefined, peekOne: () => undefined }, peekAuth);
    const identity = new QueryObserver(client, {
      queryKey: ['auth', 'getIdentity'],
      queryFn: async () => ({ id: 'x' }),
    });
    expect(identity.getCurrentResult()).toMatchObject({
      status: 'success',
      data: { id: 'servicio', fullName: 'Servicio' },
    });
    const access = ['auth', 'canAccess', { action: 'list', resource: 'agents' }];
    const canAccess = new QueryObserver(client, { queryKey: access, queryFn: async () => false });
    expect(canAccess.getCurrentResult()).toMatchObject({ status: 'success', data: true, isStale: false });
    expect(peekAuth).toHaveBeenCalledWith('canAccess', { action: 'list', resource: 'agents' });
    // Unknown to peekAuth (checkAuth is asked on every mount): pending, as react-query has it.
    expect(
      new QueryObserver(client, { queryKey: ['auth', 'checkAuth', {}], queryFn: async () => true }).getCurrentResult()
        .status,
    ).toBe('pending');
  });
});
