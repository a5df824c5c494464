/**
 * The functionaries resource's own call on the data provider: an owner's functionaries (an agent's
 * or a deposit's; GET /functionary/getByOwner/{id}). Composed into the console's provider by consoleDataProvider.ts.
 */
import type { Identifier } from 'ra-core';
import type { apiFetch } from '../../providers/httpClient';
import { fillPath, rowsOf, type Rec } from '../../providers/recordPaths';

export interface FunctionaryCalls {
  /** GET /functionary/getByOwner/{id}. */
  functionariesOf(ownerId: Identifier): Promise<Rec[]>;
}

export function functionaryCalls(fetchFn: typeof apiFetch): FunctionaryCalls {
  return {
    async functionariesOf(ownerId) {
      const path = fillPath('/functionary/getByOwner/{id}', () => ownerId);
      return rowsOf(await fetchFn<unknown>(path, { method: 'GET' }));
    },
  };
}
