/**
 * The agents resource's own calls on the data provider (ADM-AGA-039…045): an agent's trucking
 * companies (GET /truckingcompany/truckingcobyaga/{id}), the typeahead over every trucking company
 * (the shared list GET /truckingcompany/searchall, by name or RUT: min 3 characters, at most 10,
 * ADM-AGA-044), and adding or removing one (POST /agent/addtruckingco/{id}, /agent/deletetruckingco/{id});
 * a change drops the agents' kept collections. Composed into the console's provider by consoleDataProvider.ts.
 */
import type { Identifier } from 'ra-core';
import { typeaheadReady } from '../../domain/typeahead';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { apiFetch } from '../../providers/httpClient';
import { typeaheadSuggestions } from '../../providers/listQuery';
import { fillPath, rowsOf, type Rec } from '../../providers/recordPaths';

export interface TruckingRef {
  id?: unknown;
  name?: unknown;
  [key: string]: unknown;
}

export interface AgentTruckingCalls {
  /** GET /truckingcompany/truckingcobyaga/{id}. */
  agentTruckings(agentId: Identifier): Promise<Rec[]>;
  /** GET /truckingcompany/searchall once, then by name or RUT: min 3 characters, at most 10 (ADM-AGA-044). */
  searchTruckings(q: string): Promise<Rec[]>;
  /** POST /agent/addtruckingco/{id} body {id, name, role:'HAULIER'} → the agent's truckings. */
  addTrucking(agentId: Identifier, trucking: TruckingRef): Promise<Rec[]>;
  /** POST /agent/deletetruckingco/{id} body the trucking company → the agent's truckings. */
  removeTrucking(agentId: Identifier, trucking: TruckingRef): Promise<Rec[]>;
}

export function agentTruckingCalls(
  fetchFn: typeof apiFetch,
  base: Pick<PortalDataProvider, 'sharedList' | 'invalidate'>,
): AgentTruckingCalls {
  return {
    async agentTruckings(agentId) {
      const path = fillPath('/truckingcompany/truckingcobyaga/{id}', () => agentId);
      return rowsOf(await fetchFn<unknown>(path, { method: 'GET' }));
    },

    async searchTruckings(q) {
      // ADM-SHELL-010, ADM-AGA-044: the typeahead rule (3 characters, 10 suggestions).
      if (!typeaheadReady(q ?? '')) return [];
      // The shared list is fetched silently, so the loading modal does not flash while typing.
      return typeaheadSuggestions(await base.sharedList('truckings'), q);
    },

    async addTrucking(agentId, trucking) {
      const path = fillPath('/agent/addtruckingco/{id}', () => agentId);
      try {
        return rowsOf(
          await fetchFn<unknown>(path, {
            method: 'POST',
            body: { id: trucking.id, name: trucking.name, role: 'HAULIER' },
          }),
        );
      } finally {
        base.invalidate('agents');
      }
    },

    async removeTrucking(agentId, trucking) {
      const path = fillPath('/agent/deletetruckingco/{id}', () => agentId);
      try {
        return rowsOf(await fetchFn<unknown>(path, { method: 'POST', body: trucking }));
      } finally {
        base.invalidate('agents');
      }
    },
  };
}
