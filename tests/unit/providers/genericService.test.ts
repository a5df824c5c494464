/** Which single-record calls go through ra-data-simple-rest, and what it sends over the portal's client. */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { genericModel } from '../../../src/providers/genericService';
import { agents } from '../../../src/resources/agents';
import { lineOperators } from '../../../src/resources/lineOperators';
import { users } from '../../../src/resources/users';

/** Every call ra-data-simple-rest's provider receives (operation, model). */
const restCalls: string[] = [];
vi.mock('ra-data-simple-rest', async (importOriginal) => {
  const original = (
    await importOriginal<{ default: (...args: unknown[]) => Record<string, (...a: unknown[]) => unknown> }>()
  ).default;
  return {
    default: (...args: unknown[]) => {
      const provider = original(...args);
      return new Proxy(provider, {
        get: (target, op: string) => (resource: string, params: unknown) => {
          restCalls.push(`${op} ${resource}`);
          return target[op]!(resource, params);
        },
      });
    },
  };
});

describe('the generic service through ra-data-simple-rest', () => {
  it('ADM-LOP-005 ADM-LOP-006 ADM-LOP-007: an endpoint is delegated only when it is exactly the generic call', () => {
    expect(genericModel(lineOperators, 'getOne')).toBe('lineOperator');
    expect(genericModel(lineOperators, 'create')).toBe('lineOperator');
    expect(genericModel(lineOperators, 'update')).toBe('lineOperator');
    // DELETE /lineOperator/delete/{id} is a legacy path of its own.
    expect(genericModel(lineOperators, 'delete')).toBeUndefined();
    expect(genericModel(users, 'delete')).toBe('user');
    // The agent's update wraps the record in the legacy payload (a body transform): not simple-rest's.
    expect(genericModel(agents, 'update')).toBeUndefined();
  });

  it('ADM-LOP-005 ADM-LOP-006: create and update send simple-rest’s calls through the portal client, and answer the server’s record', async () => {
    const fetch = vi.fn(async (_path: string, opts?: { method?: string; body?: unknown }) => ({
      ...(opts?.body as object),
      id: 'ZZT',
      name: 'Zeta',
    }));
    const dp = createDataProvider([lineOperators], { fetch: fetch as never, getContext: () => ({ roles: [] }) });
    const created = await dp.create('lineOperators', { data: { id: 'zzt', name: 'Zeta' } });
    expect(fetch).toHaveBeenLastCalledWith(
      '/lineOperator',
      expect.objectContaining({ method: 'POST', body: { id: 'zzt', name: 'Zeta' } }),
    );
    expect(created.data).toEqual({ id: 'ZZT', name: 'Zeta' });
    await dp.update('lineOperators', { id: 'ZZT', data: { id: 'ZZT', name: 'Zeta' }, previousData: { id: 'ZZT' } });
    expect(fetch).toHaveBeenLastCalledWith('/lineOperator/ZZT', expect.objectContaining({ method: 'PUT' }));
    await dp.getOne('lineOperators', { id: 'A/B' });
    expect(fetch).toHaveBeenLastCalledWith('/lineOperator/A%2FB', expect.objectContaining({ method: 'GET' }));
    await dp.delete('lineOperators', { id: 'ZZT', previousData: { id: 'ZZT' } });
    expect(fetch).toHaveBeenLastCalledWith('/lineOperator/delete/ZZT', { method: 'DELETE' });
    expect(restCalls).toEqual(['create lineOperator', 'update lineOperator', 'getOne lineOperator']);
  });
});
